import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { hasRowLocks } from '../db/transaction';
import type { Database } from '../db/schema';
import { BUSINESS_NAME, MEMBER_NAME } from '../db/migrations/member-search';
import type { MemberSearch } from '../services/member-search';
import type { KeysetPosition as Keyset } from '../keyset-cursor';
import type { MemberSource } from '../routes/studio-answers';

/** Which members a list or an export covers; every part optional. */
export interface MemberFilter {
  search?: MemberSearch;
  region?: string;
  group?: string;
  source?: MemberSource;
  /** Joined at or after this ISO time, and before that one. */
  since?: string;
  before?: string;
}

export type MemberListRow = Database['users'] & { businesses: number };

type UsersQuery = SelectQueryBuilder<Database & { u: Database['users'] }, 'u', object>;

const like = (expression: ReturnType<typeof sql>, pattern: string) =>
  sql<boolean>`${expression} like ${pattern} escape '\\'`;

/**
 * The ids a search matches, as one UNION of arms that each use their own index (phone, alternate
 * phone, group, and on PostgreSQL the name and business-name trigram indexes): an OR across them
 * in one WHERE would scan every member.
 */
function matches(db: Db, search: MemberSearch) {
  const arms = [];
  if (search.phones.length > 0)
    arms.push(
      db
        .selectFrom('users')
        .select('id')
        .where((eb) =>
          eb.or([eb('phone', 'in', search.phones), eb('alternate_phone', 'in', search.phones)]),
        ),
    );
  if (search.group)
    arms.push(db.selectFrom('users').select('id').where('group_number', '=', search.group));
  if (search.like) {
    arms.push(db.selectFrom('users').select('id').where(like(MEMBER_NAME, search.like)));
    arms.push(
      db.selectFrom('businesses').select('owner_id as id').where(like(BUSINESS_NAME, search.like)),
    );
  }
  return arms.reduce((all, arm) => all.union(arm));
}

/**
 * The search as a condition on one member row: for scanning the newest members one by one, where
 * a common word fills a page long before an index could list all its matches.
 */
function matchesRow(search: MemberSearch) {
  return (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) => {
    const arms = [];
    if (search.phones.length > 0)
      arms.push(eb('u.phone', 'in', search.phones), eb('u.alternate_phone', 'in', search.phones));
    if (search.group) arms.push(eb('u.group_number', '=', search.group));
    if (search.like)
      arms.push(
        eb(like(MEMBER_NAME, search.like), '=', sql<boolean>`true`),
        eb.exists(
          eb
            .selectFrom('businesses as b')
            .select('b.id')
            .whereRef('b.owner_id', '=', 'u.id')
            .where(like(BUSINESS_NAME, search.like)),
        ),
      );
    return eb.or(arms);
  };
}

/**
 * The one filter both the list and the export apply, so an export is what the list showed: the
 * search apart, which `page` applies one of two ways.
 */
function filtered(query: UsersQuery, f: MemberFilter): UsersQuery {
  let q = query;
  if (f.region !== undefined) q = q.where('u.region', '=', f.region);
  if (f.group !== undefined) q = q.where('u.group_number', '=', f.group);
  if (f.source !== undefined) q = q.where('u.source', '=', f.source);
  if (f.since !== undefined) q = q.where('u.created_at', '>=', f.since);
  if (f.before !== undefined) q = q.where('u.created_at', '<', f.before);
  return q;
}

/** How many of the newest members are scanned one by one for a word before the indexes are asked. */
const SCAN_WINDOW = 2000;

export function membersRepository(db: Db) {
  return {
    /**
     * Up to `limit` members newest first, after `after` when given. The keyset is the pair
     * (created_at, id): many members share a second, and ids break the tie.
     */
    async page(
      f: MemberFilter,
      after: Keyset | undefined,
      limit: number,
    ): Promise<MemberListRow[]> {
      /** The filter's members after the cursor, unordered: `run` and the window order them. */
      const newest = (q: UsersQuery) => {
        const from = after
          ? q.where((eb) =>
              eb(eb.refTuple('u.created_at', 'u.id'), '<', eb.tuple(after.createdAt, after.id)),
            )
          : q;
        return filtered(from, f);
      };
      const run = async (q: UsersQuery) => {
        const rows = await q
          .selectAll('u')
          .select((eb) =>
            eb
              .selectFrom('businesses as b')
              .select(eb.fn.countAll().as('n'))
              .whereRef('b.owner_id', '=', 'u.id')
              .as('businesses'),
          )
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc')
          .limit(limit)
          .execute();
        return rows.map((r) => ({ ...r, businesses: Number(r.businesses) }));
      };
      const users = db.selectFrom('users as u') as UsersQuery;
      const { search } = f;
      if (!search) return run(newest(users));
      // A word is first looked for among the newest members, row by row: a common one fills the
      // page there. Only a rarer one, or a phone, goes to the indexes, which then list few ids.
      if (search.like) {
        const window = newest(users)
          .selectAll('u')
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc')
          .limit(SCAN_WINDOW)
          .as('u');
        const scanned = await run(
          (db.selectFrom(window) as unknown as UsersQuery).where(matchesRow(search)),
        );
        if (scanned.length === limit) return scanned;
      }
      return run(newest(users).where('u.id', 'in', matches(db, search)));
    },

    /**
     * The most entries a list field (the addresses) holds in any business of the matching
     * members: the export gives that many sets of columns, not the schema's maximum of mostly
     * empty ones.
     */
    async longestList(f: MemberFilter, key: string): Promise<number> {
      const list = hasRowLocks(db)
        ? sql`case when json_typeof(b.document::json -> ${key}::text) = 'array' then json_array_length(b.document::json -> ${key}::text) end`
        : sql`json_array_length(b.document, ${`$."${key.replace(/"/g, '')}"`})`;
      let owners = filtered(db.selectFrom('users as u') as UsersQuery, f);
      if (f.search) owners = owners.where('u.id', 'in', matches(db, f.search));
      const row = await db
        .selectFrom('businesses as b')
        .select(sql<number | string | null>`max(${list})`.as('n'))
        .where('b.owner_id', 'in', owners.select('u.id'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** How many members the filter finds, and how many businesses they have between them. */
    async count(f: MemberFilter): Promise<{ members: number; businesses: number }> {
      let owners = filtered(db.selectFrom('users as u') as UsersQuery, f);
      if (f.search) owners = owners.where('u.id', 'in', matches(db, f.search));
      const [members, businesses] = await Promise.all([
        owners.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
        db
          .selectFrom('businesses as b')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('b.owner_id', 'in', owners.select('u.id'))
          .executeTakeFirst(),
      ]);
      return { members: Number(members?.n ?? 0), businesses: Number(businesses?.n ?? 0) };
    },

    byId: (id: string) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The businesses of these members, by member then creation. */
    async businessesOf(ownerIds: string[]): Promise<Array<Database['businesses']>> {
      if (ownerIds.length === 0) return [];
      return db
        .selectFrom('businesses')
        .selectAll()
        .where('owner_id', 'in', ownerIds)
        .orderBy('owner_id')
        .orderBy('id')
        .execute();
    },
  };
}
