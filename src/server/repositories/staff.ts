import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRowLocks } from '../db/transaction';

export type StaffRow = Database['staff'];

/** Staff the app added. Writes run in the caller's transaction, after `lock`. */
export function staffRepository(db: Db) {
  return {
    byPhone: (phone: string): Promise<StaffRow | undefined> =>
      db.selectFrom('staff').selectAll().where('phone', '=', phone).executeTakeFirst(),

    list: (): Promise<StaffRow[]> =>
      db.selectFrom('staff').selectAll().orderBy('created_at').orderBy('phone').execute(),

    /** The phone's row, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
    lock(tx: Db, phone: string): Promise<StaffRow | undefined> {
      const query = tx.selectFrom('staff').selectAll().where('phone', '=', phone);
      return (hasRowLocks(tx) ? query.forUpdate() : query).executeTakeFirst();
    },

    /** A unique violation when a concurrent transaction added the same phone first. */
    async insert(tx: Db, row: StaffRow): Promise<void> {
      await tx.insertInto('staff').values(row).execute();
    },

    async setRole(tx: Db, phone: string, role: StaffRow['role'], at: string): Promise<void> {
      await tx
        .updateTable('staff')
        .set({ role, updated_at: at })
        .where('phone', '=', phone)
        .execute();
    },

    async remove(tx: Db, phone: string): Promise<void> {
      await tx.deleteFrom('staff').where('phone', '=', phone).execute();
    },

    /**
     * The phone's role (none for a phone not stored) and session generation, in one read: what
     * every Studio request checks its token against. A phone never bumped is at generation 0.
     */
    async session(phone: string): Promise<{ role?: StaffRow['role']; generation: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('staff').select('role').where('phone', '=', phone).as('role'),
          eb
            .selectFrom('staff_sessions')
            .select('generation')
            .where('phone', '=', phone)
            .as('generation'),
        ])
        .executeTakeFirstOrThrow();
      return { role: row.role ?? undefined, generation: Number(row.generation ?? 0) };
    },

    /** Moves the phone's generation on, ending every session signed in before. */
    async bumpGeneration(tx: Db, phone: string): Promise<void> {
      await tx
        .insertInto('staff_sessions')
        .values({ phone, generation: 1 })
        .onConflict((oc) =>
          oc.column('phone').doUpdateSet({ generation: sql`staff_sessions.generation + 1` }),
        )
        .execute();
    },
  };
}
