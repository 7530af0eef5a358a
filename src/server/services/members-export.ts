import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { iso, type Clock } from '../clock';
import { membersRepository, type MemberListRow } from '../repositories/members';
import { referenceRepository } from '../repositories/reference';
import { memberFilter, normalQuery, type MemberQuery } from './members';
import { cellText, formFields, type FormField } from './form-columns';
import type { KeysetPosition as Keyset } from '../keyset-cursor';
import { restoreOtherCategory } from '../../shared/business';
import { phoneDigits } from '../../shared/phone';
import type { LiveForms } from '../../form-engine/live-forms';
import type { TextKey } from '../../shared/i18n/format';

export type ExportKind = 'members' | 'businesses';

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
 * or carriage return before one) starts with an apostrophe, and shows as text.
 */
export const neutralise = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

type Member = MemberListRow;
/** A page of members and, for the businesses export, their businesses. */
type Loaded = { page: Member[]; owned: Array<Database['businesses']> };
type Column<Row> = { header: string; cell: (row: Row) => string };

/**
 * A CSV of the members a list query finds, or of their businesses (one row per business, led by
 * its member's columns; members without a business have no row). Columns follow the live forms:
 * the profile form's fields that a member record stores, then the business form's, each address
 * spread over "Business Address n: City" columns. Phones are digits with the country code, as the
 * API carries them, so no phone cell needs neutralising. Streamed a page at a time.
 */
export function membersExport(db: Db, clock: Clock, liveForms: LiveForms, defaultCountry: string) {
  const members = membersRepository(db);
  const reference = referenceRepository(db);
  const text = (key: TextKey, values?: Record<string, string | number>) =>
    liveForms.text('en', key, values);

  const stored: Record<string, (m: Member) => string | null> = {
    firstName: (m) => m.first_name,
    middleName: (m) => m.middle_name,
    lastName: (m) => m.last_name,
    email: (m) => m.email,
    phone: (m) => phoneDigits(m.phone),
    alternatePhone: (m) => m.alternate_phone && phoneDigits(m.alternate_phone),
    groupNumber: (m) => m.group_number,
    groupName: (m) => m.group_name,
    region: (m) => m.region,
  };

  function memberColumns(): Array<Column<Member>> {
    const profile = formFields(liveForms.form('profile')).filter((f) => f.key in stored);
    return [
      { header: text('studio.members.column.id'), cell: (m) => m.id },
      ...profile.map((f) => ({ header: f.label, cell: (m: Member) => stored[f.key]!(m) ?? '' })),
      { header: text('studio.members.column.source'), cell: (m) => m.source },
      { header: text('studio.members.column.joined'), cell: (m) => m.created_at },
      { header: text('studio.members.column.businesses'), cell: (m) => String(m.businesses) },
    ];
  }

  /** The business form's columns; a list gets as many sets as its longest among `longest`. */
  function businessColumns(
    fields: FormField[],
    longest: Record<string, number>,
  ): Array<Column<Record<string, unknown>>> {
    return fields.flatMap(({ key, label, items }): Array<Column<Record<string, unknown>>> => {
      if (!items) return [{ header: label, cell: (doc) => cellText(doc[key]) }];
      return Array.from({ length: Math.min(items.max, longest[key] ?? items.max) }, (_, n) =>
        items.fields.map((f) => ({
          header: text('studio.members.column.item', { list: label, n: n + 1, field: f.label }),
          cell: (doc: Record<string, unknown>) => {
            const entry = Array.isArray(doc[key]) ? (doc[key] as unknown[])[n] : undefined;
            return cellText((entry as Record<string, unknown> | undefined)?.[f.key]);
          },
        })),
      ).flat();
    });
  }

  return {
    fileName: (kind: ExportKind) => `${kind}-${iso(clock.now()).slice(0, 10)}.csv`,

    /** The CSV as a stream of UTF-8 with a byte-order mark, so spreadsheets read Indic scripts. */
    stream(
      raw: MemberQuery,
      kind: ExportKind,
      onDone: (outcome: ExportOutcome) => void,
    ): NodeJS.ReadableStream {
      const query = normalQuery(raw);
      const filter = memberFilter(query, defaultCountry);
      const person = memberColumns();
      async function* chunks() {
        let written = 0;
        let complete = false;
        try {
          const listed = (await reference.categories()).map((c) => c.category);
          const fields = formFields(liveForms.form('business'));
          const longest: Record<string, number> = {};
          if (kind === 'businesses')
            for (const { key, items } of fields)
              if (items) longest[key] = await members.longestList(filter, key);
          const business: Array<Column<Record<string, unknown>>> = [
            { header: text('studio.members.column.businessId'), cell: (d) => String(d.id) },
            ...businessColumns(fields, longest),
          ];
          const headers = [...person, ...(kind === 'businesses' ? business : [])].map(
            (c) => c.header,
          );
          /** A page of rows as CSV text: a chunk per page, not per row, keeps the socket busy. */
          const csv = (rows: string[][], first: boolean) =>
            stringify(rows, {
              bom: first,
              header: first,
              columns: headers,
              cast: { string: neutralise },
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
