import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { membersRepository, type MemberFilter, type MemberListRow } from '../repositories/members';
import { referenceRepository } from '../repositories/reference';
import { memberName } from './member-name';
import { parseMemberSearch } from './member-search';
import type { KeysetCursors } from '../keyset-cursor';
import { addedFields, cellText, fieldValues, formFields } from './form-columns';
import { answersOf } from '../repositories/users';
import { restoreOtherCategory } from '../../shared/business';
import { foldDigits } from '../../shared/digits';
import type { LiveForms } from '../../form-engine/live-forms';
import type { MemberDetail, MemberPage, MemberRow, MemberSource } from '../routes/studio-answers';

/** The list's query as the route schema let it through. */
export interface MemberQuery {
  q?: string;
  region?: string;
  group?: string;
  source?: MemberSource;
  /** Joined between these UTC days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

export const DEFAULT_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export const toMemberRow = (row: MemberListRow): MemberRow => ({
  id: row.id,
  name: memberName(row),
  phone: row.phone,
  groupNumber: row.group_number,
  groupName: row.group_name,
  region: row.region,
  source: row.source,
  joined: row.created_at,
  businesses: row.businesses,
});

/** The query as it is hashed into a cursor: what a person would call the same search. */
export function normalQuery(query: MemberQuery): MemberQuery {
  const q = query.q?.trim().replace(/\s+/g, ' ');
  return {
    q: q || undefined,
    region: query.region || undefined,
    group: query.group ? foldDigits(query.group) : undefined,
    source: query.source,
    from: query.from,
    to: query.to,
  };
}

/** The repository's filter for a normalised query: days become ISO bounds (UTC). */
export function memberFilter(query: MemberQuery, defaultCountry: string): MemberFilter {
  return {
    ...(query.q ? { search: parseMemberSearch(query.q, defaultCountry) } : {}),
    ...(query.region ? { region: query.region } : {}),
    ...(query.group ? { group: query.group } : {}),
    ...(query.source ? { source: query.source } : {}),
    ...(query.from ? { since: query.from } : {}),
    ...(query.to
      ? { before: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString() }
      : {}),
  };
}

/**
 * The Studio's Members area: the list (keyset pages, cursors bound to the query) and one member's
 * page, read through the live forms so staff-added fields show without a code change.
 */
export function membersService(
  db: Db,
  liveForms: LiveForms,
  cursors: KeysetCursors,
  defaultCountry: string,
) {
  const members = membersRepository(db);
  const reference = referenceRepository(db);
  return {
    async list(
      raw: MemberQuery,
      cursor: string | undefined,
      limit = DEFAULT_PAGE,
    ): Promise<MemberPage> {
      const query = normalQuery(raw);
      const after = cursor === undefined ? undefined : cursors.read(cursor, query);
      const rows = await members.page(memberFilter(query, defaultCountry), after, limit + 1);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toMemberRow),
        next:
          rows.length > limit && last
            ? cursors.sign({ createdAt: last.created_at, id: last.id }, query)
            : null,
      };
    },

    /** What an export of this query would hold: its members, and their businesses. */
    count: (raw: MemberQuery) => members.count(memberFilter(normalQuery(raw), defaultCountry)),

    /**
     * A member and every business of theirs, labelled in `language` (the page's); 404 when there
     * is no such member. The route adds their consents and directory choices.
     */
    async detail(
      id: string,
      language?: string,
    ): Promise<
      Omit<MemberDetail, 'consents' | 'directory' | 'businesses'> & {
        businesses: Omit<MemberDetail['businesses'][number], 'listed'>[];
      }
    > {
      const row = await members.byId(id);
      if (!row) throw notFound();
      const [businesses, categories] = await Promise.all([
        members.businessesOf([id]),
        reference.categories(),
      ]);
      const listed = categories.map((c) => c.category);
      const fields = formFields(liveForms.form('business', language));
      const known = new Set(fields.map((f) => f.key));
      return {
        member: {
          ...toMemberRow({ ...row, businesses: businesses.length }),
          firstName: row.first_name,
          middleName: row.middle_name,
          lastName: row.last_name,
          email: row.email,
          alternatePhone: row.alternate_phone,
          preferredLanguage: row.preferred_language,
          answers: fieldValues(addedFields(liveForms.form('profile', language)), answersOf(row)),
        },
        businesses: businesses.map((b) => {
          const document = restoreOtherCategory(
            JSON.parse(b.document) as Record<string, unknown> & { businessCategory?: string },
            listed,
          );
          return {
            id: b.id,
            name: b.business_name,
            created: b.created_at,
            fields: fieldValues(fields, document),
            unlisted: Object.fromEntries(
              Object.entries(document)
                .filter(([key]) => !known.has(key))
                .map(([key, value]) => [key, cellText(value)]),
            ),
          };
        }),
      };
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
