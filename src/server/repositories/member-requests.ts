import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type MemberRequestRow = Database['member_requests'];

/** A request as the Studio lists it: with the member's name. */
export type StaffRequestRow = MemberRequestRow & {
  first_name: string;
  middle_name: string | null;
  last_name: string;
};

/** A member whose account is to be deleted: when they asked, and when it is done. */
export interface ScheduledDeletionRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  deletion_requested_at: string | null;
  deletion_due_at: string;
}

const withMember = (db: Db) =>
  db
    .selectFrom('member_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['u.first_name', 'u.middle_name', 'u.last_name']);

/** Members' requests to the office (concerns): written by the member, answered by staff. */
export function memberRequestsRepository(db: Db) {
  return {
    async insert(tx: Db, row: MemberRequestRow): Promise<void> {
      await tx.insertInto('member_requests').values(row).execute();
    },

    async countOpen(tx: Db, userId: string): Promise<number> {
      const row = await tx
        .selectFrom('member_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A member's own requests, newest first (ids are UUIDv7: time-ordered). */
    listFor(userId: string): Promise<MemberRequestRow[]> {
      return db
        .selectFrom('member_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Every open request, and the latest `answered` answered ones, with the members' names. */
    async forStaff(answered: number): Promise<StaffRequestRow[]> {
      const [open, done] = await Promise.all([
        withMember(db).where('r.status', '=', 'open').execute(),
        withMember(db)
          .where('r.status', '=', 'answered')
          .orderBy('r.replied_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(answered)
          .execute(),
      ]);
      return [...open, ...done];
    },

    /** Members whose account's deletion is scheduled (Your data), soonest first. */
    deletions(): Promise<ScheduledDeletionRow[]> {
      return db
        .selectFrom('users')
        .select([
          'id',
          'first_name',
          'middle_name',
          'last_name',
          'deletion_requested_at',
          'deletion_due_at',
        ])
        .where('deletion_due_at', 'is not', null)
        .orderBy('deletion_due_at')
        .orderBy('id')
        .execute() as Promise<ScheduledDeletionRow[]>;
    },

    get(id: string): Promise<StaffRequestRow | undefined> {
      return withMember(db).where('r.id', '=', id).executeTakeFirst();
    },

    /** Answers an open request; false when it is gone or was answered already. */
    async answer(
      tx: Db,
      id: string,
      reply: { reply: string; replied_by: string; replied_at: string },
    ): Promise<boolean> {
      const result = await tx
        .updateTable('member_requests')
        .set({ ...reply, status: 'answered' })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
