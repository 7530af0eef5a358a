import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type OtpCodeRow = Database['otp_codes'];

export function otpCodesRepository(db: Db) {
  return {
    latest: (phone: string) =>
      db
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone', '=', phone)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    async sentSince(phone: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('phone', '=', phone)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A new code replaces every earlier one for the phone. */
    async replace(row: OtpCodeRow): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('otp_codes')
          .set({ dead: 1 })
          .where('phone', '=', row.phone)
          .where('dead', '=', 0)
          .execute();
        await tx.insertInto('otp_codes').values(row).execute();
      });
    },

    async kill(id: string): Promise<void> {
      await db.updateTable('otp_codes').set({ dead: 1 }).where('id', '=', id).execute();
    },

    /**
     * Counts one check against a live code, atomically: two concurrent checks cannot both slip
     * under the limit. Returns the attempts made, or undefined when the code was already dead.
     */
    async countCheck(id: string, maxChecks: number): Promise<number | undefined> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('dead', '=', 0)
        .where('attempts', '<', maxChecks)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },
  };
}
