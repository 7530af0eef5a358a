import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { iso, type Clock } from '../clock';
import { membersRepository, type MemberListRow } from '../repositories/members';
import { referenceRepository } from '../repositories/reference';
import { memberFilter, normalQuery, type MemberQuery } from './members';
import { addedFields, answerText, formFields, type FormField } from './form-columns';
import { answersOf } from '../repositories/users';
import type { KeysetPosition as Keyset } from '../keyset-cursor';
import { restoreOtherCategory } from '../../shared/business';
import { canonicalPhone, phoneText } from '../../shared/phone';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { LiveForms } from '../../form-engine/live-forms';
import type { TextKey } from '../../shared/i18n/format';

export type ExportKind = 'members' | 'businesses';

/**
 * Whom a file is for. A spreadsheet file speaks the page's language and keeps phones text in
 * spreadsheet programs; a file for other tools has English column names and plain values.
 */
export type ExportFormat = 'spreadsheet' | 'tools';

export interface ExportOptions {
  kind: ExportKind;
  format: ExportFormat;
  /** The page's language, for a spreadsheet file's column names and words. */
  language: string;
  /** Where this server is reached ("https://members.example.org"), for full links to logos. */
  origin: string;
}

/** What an export did, for the audit: written when its last row is sent, or when it broke off. */
export interface ExportOutcome {
  kind: ExportKind;
  filter: MemberQuery;
  rows: number;
  complete: boolean;
}

/** Members read per query: large enough to stream fast, small enough to keep memory flat. */
const PAGE = 1000;

/**
 * OWASP's CSV-injection defence: a cell a spreadsheet would read as a formula (= + - @, or a tab
 * or carriage return before one) starts with an apostrophe, and shows as text. Every cell made of
 * stored text goes through it; a phone's cell is built safe instead (`phoneCell`).
 */
export const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** Stored text as a cell: empty for nothing, neutralised otherwise. */
const plain = (value: string | null | undefined) => neutralise(value ?? '');

/**
 * A canonical phone as people read it, "+91 98172 54989", never a number: a spreadsheet program
 * reads a leading + as a formula and long digits as 9.2E+11, so a spreadsheet file gives it as a
 * formula that is that text. Only a plus, digits and spaces go into it, so it carries nothing a
 * member typed; anything else is given as stored.
 */
export const phoneCell = (e164: string | null | undefined, format: ExportFormat) => {
  if (!e164) return '';
  const text = phoneText(e164);
  if (!/^\+[\d ]+$/.test(text)) return neutralise(e164);
  return format === 'spreadsheet' ? `="${text}"` : text;
};

/** A moment in India time as spreadsheet programs read a date and time: "2026-11-26 09:21:26". */
export const indiaTime = (at: string) =>
  new Date(Date.parse(at) + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

type Member = MemberListRow;
/** A page of members and, for the businesses export, their businesses. */
type Loaded = { page: Member[]; owned: Array<Database['businesses']> };
type Column<Row> = { header: string; cell: (row: Row) => string };

/**
 * A CSV of the members a list query finds, or of their businesses (one row per business, led by
 * its member's columns; members without a business have no row). Columns follow the live forms:
 * the profile form's fields that a member record stores, then the business form's, each address
 * spread over "Business Address n: City" columns. Streamed a page at a time.
 */
export function membersExport(db: Db, clock: Clock, liveForms: LiveForms, defaultCountry: string) {
  const members = membersRepository(db);
  const reference = referenceRepository(db);

  /** How a file says things: its language, and how phones, links and times are spelled. */
  function voice({ format, language, origin }: Omit<ExportOptions, 'kind'>) {
    const lang = format === 'spreadsheet' ? language : SOURCE_LANGUAGE;
    const text = (key: TextKey, values?: Record<string, string | number>) =>
      liveForms.text(lang, key, values);
    const phone = (stored: string | null) => phoneCell(stored, format);
    const word = (key: TextKey) => plain(text(key));
    /** A stored value as its field's widget means it: a logo as a full link, a phone as a phone. */
    const value = (field: FormField, stored: unknown) => {
      if (field.widget === 'logo-upload' && typeof stored === 'string' && stored.startsWith('/'))
        return `${origin}${stored}`;
      // A phone widget stores digits with the country code ("919817254989").
      if (field.widget === 'phone' && typeof stored === 'string')
        return phone(canonicalPhone(stored) ?? stored);
      return plain(answerText(field, stored));
    };
    /** A field's column header: its label, marked when the form no longer asks it. */
    const header = (field: FormField) =>
      field.retired ? text('studio.members.retiredField', { label: field.label }) : field.label;
    return { lang, text, word, phone, value, header };
  }

  function memberColumns(say: ReturnType<typeof voice>): Array<Column<Member>> {
    const stored: Record<string, (m: Member) => string> = {
      firstName: (m) => plain(m.first_name),
      middleName: (m) => plain(m.middle_name),
      lastName: (m) => plain(m.last_name),
      email: (m) => plain(m.email),
      phone: (m) => say.phone(m.phone),
      alternatePhone: (m) => say.phone(m.alternate_phone),
      groupNumber: (m) => plain(m.group_number),
      groupName: (m) => plain(m.group_name),
      region: (m) => plain(m.region),
    };
    const profileForm = liveForms.form('profile', say.lang);
    const profile = formFields(profileForm).filter((f) => f.key in stored);
    // Fields staff added: a column each, headed by its label, read from the member's answers.
    const added = addedFields(profileForm);
    // A row's answers are parsed once, whatever the number of added columns.
    const parsed = new WeakMap<Member, Record<string, unknown>>();
    const answers = (m: Member) => {
      let found = parsed.get(m);
      if (!found) parsed.set(m, (found = answersOf(m)));
      return found;
    };
    const [wizard, signUp] = [
      say.word('studio.members.source.wizard'),
      say.word('studio.members.source.signup'),
    ];
    return [
      { header: say.text('studio.members.column.id'), cell: (m) => m.id },
      ...profile.map((f) => ({ header: f.label, cell: (m: Member) => stored[f.key]!(m) })),
      ...added.map((f) => ({
        header: say.header(f),
        cell: (m: Member) => say.value(f, answers(m)[f.key]),
      })),
      {
        header: say.text('studio.members.column.source'),
        cell: (m) => (m.source === 'wizard' ? wizard : signUp),
      },
      { header: say.text('studio.members.column.joined'), cell: (m) => indiaTime(m.created_at) },
      { header: say.text('studio.members.column.businesses'), cell: (m) => String(m.businesses) },
    ];
  }

  /** The business form's columns; a list gets as many sets as its longest among `longest`. */
  function businessColumns(
    say: ReturnType<typeof voice>,
    fields: FormField[],
    longest: Record<string, number>,
  ): Array<Column<Record<string, unknown>>> {
    return fields.flatMap((field): Array<Column<Record<string, unknown>>> => {
      const { key, label, items } = field;
      if (!items) return [{ header: say.header(field), cell: (doc) => say.value(field, doc[key]) }];
      return Array.from({ length: Math.min(items.max, longest[key] ?? items.max) }, (_, n) =>
        items.fields.map((f) => ({
          header: say.text('studio.members.column.item', { list: label, n: n + 1, field: f.label }),
          cell: (doc: Record<string, unknown>) => {
            const entry = Array.isArray(doc[key]) ? (doc[key] as unknown[])[n] : undefined;
            return say.value(f, (entry as Record<string, unknown> | undefined)?.[f.key]);
          },
        })),
      ).flat();
    });
  }

  return {
    /**
     * What the file holds, as its name: "members-Pune-search-2026-11-26.csv" for a search (the
     * day in India time), "members-all-2026-11-26.csv" for everyone.
     */
    fileName(raw: MemberQuery, kind: ExportKind): string {
      const day = indiaTime(iso(clock.now())).slice(0, 10);
      return `${[kind, ...searchWords(normalQuery(raw)), day].join('-')}.csv`;
    },

    /** The CSV as a stream of UTF-8 with a byte-order mark, so spreadsheets read Indic scripts. */
    stream(
      raw: MemberQuery,
      { kind, ...options }: ExportOptions,
      onDone: (outcome: ExportOutcome) => void,
    ): NodeJS.ReadableStream {
      const query = normalQuery(raw);
      const filter = memberFilter(query, defaultCountry);
      const say = voice(options);
      const person = memberColumns(say);
      async function* chunks() {
        let written = 0;
        let complete = false;
        try {
          const listed = (await reference.categories()).map((c) => c.category);
          const fields = formFields(liveForms.form('business', say.lang));
          const longest: Record<string, number> = {};
          if (kind === 'businesses')
            for (const { key, items } of fields)
              if (items) longest[key] = await members.longestList(filter, key);
          const business: Array<Column<Record<string, unknown>>> = [
            { header: say.text('studio.members.column.businessId'), cell: (d) => String(d.id) },
            ...businessColumns(say, fields, longest),
          ];
          const headers = [...person, ...(kind === 'businesses' ? business : [])].map(
            (c) => c.header,
          );
          /** A page of rows as CSV text: a chunk per page, not per row, keeps the socket busy. */
          const csv = (rows: string[][], first: boolean) =>
            stringify(rows, {
              bom: first,
              header: first,
              columns: headers.map(neutralise),
            });
          const load = async (after?: Keyset): Promise<Loaded> => {
            const page = await members.page(filter, after, PAGE);
            const owned =
              kind === 'businesses' ? await members.businessesOf(page.map((m) => m.id)) : [];
            return { page, owned };
          };
          // The next page is read while this one is written: the database, not the CSV, is the
          // wait. A read left pending when the download stops must not become an unhandled error.
          let next: Promise<Loaded> | undefined = load();
          next.catch(() => {});
          for (let first = true; next; first = false) {
            const { page, owned }: Loaded = await next;
            const last = page.at(-1);
            next =
              page.length === PAGE && last
                ? load({ createdAt: last.created_at, id: last.id })
                : undefined;
            next?.catch(() => {});
            const rows: string[][] = [];
            if (kind === 'members') {
              for (const m of page) rows.push(person.map((c) => c.cell(m)));
            } else {
              const byOwner = new Map(page.map((m) => [m.id, m]));
              for (const b of owned) {
                const document = {
                  ...restoreOtherCategory(
                    JSON.parse(b.document) as Record<string, unknown>,
                    listed,
                  ),
                  id: b.id,
                };
                const owner = byOwner.get(b.owner_id)!;
                rows.push([
                  ...person.map((c) => c.cell(owner)),
                  ...business.map((c) => c.cell(document)),
                ]);
              }
            }
            yield csv(rows, first);
            written += rows.length;
          }
          complete = true;
        } finally {
          onDone({ kind, filter: query, rows: written, complete });
        }
      }

      // A database error mid-way ends the download; the server logs it, and the audit says so.
      return Readable.from(chunks(), { objectMode: false });
    },
  };
}

export type MembersExport = ReturnType<typeof membersExport>;

/** A search's values as words of a file name: letters and digits of any script, at most 40 long. */
function searchWords(query: MemberQuery): string[] {
  const words = [query.region, query.group, query.q, query.source, query.from, query.to]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean);
  if (words.length === 0) return ['all'];
  // Cut by letters, not by UTF-16 units, so no letter is halved.
  const cut = Array.from(words.join('-')).slice(0, 40).join('');
  return [cut.replace(/-+$/, ''), 'search'];
}
