import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type ConsentRow = Database['consents'];
export type ConsentChannel = ConsentRow['channel'];

/** Members' consents: only ever added, and erased with the member (the foreign key cascades). */
export function consentsRepository(db: Db) {
  return {
    /** Runs in the caller's transaction: a consent is written with the member it belongs to. */
    async insert(tx: Db, row: ConsentRow): Promise<void> {
      await tx.insertInto('consents').values(row).execute();
    },

    /** Every consent of a member, newest first. */
    listFor: (userId: string): Promise<ConsentRow[]> =>
      db
        .selectFrom('consents')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute(),

    /** The version of the notice the member last agreed to; undefined when they never did. */
    async latestVersion(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('consents')
        .select('notice_version')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.notice_version;
    },
  };
}

export type ConsentsRepository = ReturnType<typeof consentsRepository>;
