import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRowLocks } from '../db/transaction';

export type ReferralRow = Database['referrals'];
export type ReferralEventRow = Database['referral_events'];
export type ReferralStatus = ReferralRow['status'];

/** A referral with the names of its members now (null for one erased). */
export type ReferralReadRow = ReferralRow & {
  giver_first: string | null;
  giver_middle: string | null;
  giver_last: string | null;
  receiver_first: string | null;
  receiver_middle: string | null;
  receiver_last: string | null;
};

/** A group's figures for one month, as one side of the referrals counts them. */
export interface GroupMonthCount {
  month: string;
  group_number: string;
  group_name: string;
  region: string;
  n: number;
  value: number;
}

const withNames = (db: Db) =>
  db
    .selectFrom('referrals as r')
    .leftJoin('users as g', 'g.id', 'r.giver_id')
    .leftJoin('users as v', 'v.id', 'r.receiver_id')
    .selectAll('r')
    .select([
      'g.first_name as giver_first',
      'g.middle_name as giver_middle',
      'g.last_name as giver_last',
      'v.first_name as receiver_first',
      'v.middle_name as receiver_middle',
      'v.last_name as receiver_last',
    ]);

/**
 * Referrals and their history. A status change is one conditional UPDATE (`moveStatus`): the row
 * moves only from a state that allows the target, so of concurrent changes exactly the ones the
 * machine allows in turn succeed, on SQLite and PostgreSQL alike.
 */
export function referralsRepository(db: Db) {
  /** The month of an ISO UTC moment in India time ("2026-12"), in the database's own terms. */
  const indiaMonth = (column: string) =>
    hasRowLocks(db)
      ? sql<string>`to_char((${sql.ref(column)})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM')`
      : sql<string>`strftime('%Y-%m', ${sql.ref(column)}, '+330 minutes')`;

  return {
    /** The listed business a referral goes to: no row, not listed. */
    listing: (tx: Db, businessId: string) =>
      tx
        .selectFrom('directory_listings')
        .select(['business_id', 'owner_id', 'business_name'])
        .where('business_id', '=', businessId)
        .executeTakeFirst(),

    /** What a referral snapshots of a member, and what their message needs. */
    member: (tx: Db, id: string) =>
      tx
        .selectFrom('users')
        .select([
          'id',
          'first_name',
          'middle_name',
          'last_name',
          'phone',
          'group_number',
          'group_name',
          'region',
          'preferred_language',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(tx: Db, row: ReferralRow, event: ReferralEventRow): Promise<void> {
      await tx.insertInto('referrals').values(row).execute();
      await tx.insertInto('referral_events').values(event).execute();
    },

    /**
     * Moves a referral the receiver holds to `set.status`, only from one of `from`: one atomic
     * UPDATE whose condition is the state machine. True when it moved.
     */
    async moveStatus(
      tx: Db,
      where: { id: string; receiverId: string; from: readonly ReferralStatus[] },
      set: Pick<ReferralRow, 'status' | 'value' | 'lost_reason' | 'updated_at' | 'closed_at'>,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('referrals')
        .set(set)
        .where('id', '=', where.id)
        .where('receiver_id', '=', where.receiverId)
        .where('status', 'in', [...where.from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addEvent(tx: Db, event: ReferralEventRow): Promise<void> {
      await tx.insertInto('referral_events').values(event).execute();
    },

    /** One referral with its members' names, as `tx` sees it. */
    byId: (id: string, tx: Db = db): Promise<ReferralReadRow | undefined> =>
      withNames(tx).where('r.id', '=', id).executeTakeFirst(),

    /** A member's referrals on one side, newest first. */
    listFor: (userId: string, side: 'given' | 'received'): Promise<ReferralReadRow[]> =>
      withNames(db)
        .where(side === 'given' ? 'r.giver_id' : 'r.receiver_id', '=', userId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute(),

    /** Every referral a member gave or received, newest first (Your data). */
    ofMember: (userId: string): Promise<ReferralRow[]> =>
      db
        .selectFrom('referrals')
        .selectAll()
        .where((eb) => eb.or([eb('giver_id', '=', userId), eb('receiver_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The history of each of `ids`, oldest first. */
    async eventsOf(ids: string[], tx: Db = db): Promise<ReferralEventRow[]> {
      if (ids.length === 0) return [];
      return tx
        .selectFrom('referral_events')
        .selectAll()
        .where('referral_id', 'in', ids)
        .orderBy('referral_id')
        .orderBy('id')
        .execute();
    },

    /** A member's referrals given and received from `from` (inclusive) to `to`, and the value won. */
    async totals(userId: string, from: string, to: string) {
      const count = async (column: 'giver_id' | 'receiver_id') => {
        const row = await db
          .selectFrom('referrals')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where(column, '=', userId)
          .where('created_at', '>=', from)
          .where('created_at', '<', to)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      const won = await db
        .selectFrom('referrals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('value'), sql`0`).as('v'))
        .where('receiver_id', '=', userId)
        .where('status', '=', 'won')
        .where('closed_at', '>=', from)
        .where('closed_at', '<', to)
        .executeTakeFirstOrThrow();
      return {
        given: await count('giver_id'),
        received: await count('receiver_id'),
        wonValue: Number(won.v),
      };
    },

    /**
     * Per India-time month and group, between two moments: referrals given (by the giver's group
     * then), received (by the receiver's group then), and won with their value (by the receiver's
     * group, in the month they were won).
     */
    async groupMonths(from: string, to: string) {
      const side = (prefix: 'giver' | 'receiver', at: 'created_at' | 'closed_at', won: boolean) => {
        let query = db
          .selectFrom('referrals')
          .select([
            indiaMonth(at).as('month'),
            `${prefix}_group_number as group_number`,
            `${prefix}_group_name as group_name`,
            `${prefix}_region as region`,
          ] as const)
          .select((eb) => [
            eb.fn.countAll<string | number>().as('n'),
            eb.fn.coalesce(eb.fn.sum<string | number>('value'), sql`0`).as('value'),
          ])
          .where(at, '>=', from)
          .where(at, '<', to)
          .groupBy([
            indiaMonth(at),
            `${prefix}_group_number`,
            `${prefix}_group_name`,
            `${prefix}_region`,
          ] as const);
        if (won) query = query.where('status', '=', 'won');
        return query.execute();
      };
      const read = (rows: Awaited<ReturnType<typeof side>>): GroupMonthCount[] =>
        rows.map((r) => ({
          month: String(r.month),
          group_number: String(r.group_number),
          group_name: String(r.group_name),
          region: String(r.region),
          n: Number(r.n),
          value: Number(r.value),
        }));
      const [given, received, won] = await Promise.all([
        side('giver', 'created_at', false),
        side('receiver', 'created_at', false),
        side('receiver', 'closed_at', true),
      ]);
      return { given: read(given), received: read(received), won: read(won) };
    },

    /**
     * Erases the contact's details of referrals closed before `closedBefore` and not erased yet.
     * The number erased.
     */
    async eraseClosedContacts(closedBefore: string, at: string): Promise<number> {
      const result = await db
        .updateTable('referrals')
        .set({
          contact_name: null,
          contact_phone: null,
          need: null,
          answers: null,
          contact_erased_at: at,
        })
        .where('closed_at', 'is not', null)
        .where('closed_at', '<', closedBefore)
        .where('contact_erased_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type ReferralsRepository = ReturnType<typeof referralsRepository>;
