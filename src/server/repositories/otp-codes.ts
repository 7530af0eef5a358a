import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRowLocks } from '../db/transaction';

export type OtpCodeRow = Database['otp_codes'];

/**
 * A code's life, as Twilio Verify names it: pending until approved, exhausted by its last wrong
 * check, replaced by a newer code, failed when delivery failed; expired is read from expires_at.
 */
export type OtpStatus = 'pending' | 'approved' | 'exhausted' | 'replaced' | 'failed';

export function otpCodesRepository(db: Db) {
  const setStatus = async (id: string, from: OtpStatus, to: OtpStatus, tx: Db = db) => {
    const result = await tx
      .updateTable('otp_codes')
      .set({ status: to })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    /** Serialises the sends of one phone: taken first in the transaction that may send. */
    async lockPhone(tx: Db, phone: string): Promise<void> {
      // Again if the retention purge deleted the row between the insert and the lock.
      for (;;) {
        await tx
          .insertInto('otp_phones')
          .values({ phone })
          .onConflict((oc) => oc.column('phone').doNothing())
          .execute();
        if (!hasRowLocks(tx)) return;
        const locked = await tx
          .selectFrom('otp_phones')
          .select('phone')
          .where('phone', '=', phone)
          .forUpdate()
          .execute();
        if (locked.length > 0) return;
      }
    },

    /** The phone's live code, if any. */
    pending: (phone: string, now: string, tx: Db = db) =>
      tx
        .selectFrom('otp_codes')
        .selectAll()
        .where('phone', '=', phone)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Codes sent to the phone since `since`, and when the oldest of them was sent. */
    async sentSince(
      tx: Db,
      phone: string,
      since: string,
    ): Promise<{ count: number; oldest?: string }> {
      const row = await tx
        .selectFrom('otp_codes')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('phone', '=', phone)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), oldest: row.oldest ?? undefined };
    },

    /** A new code replaces the phone's pending one. */
    async insertReplacing(tx: Db, row: OtpCodeRow): Promise<void> {
      await tx
        .updateTable('otp_codes')
        .set({ status: 'replaced' })
        .where('phone', '=', row.phone)
        .where('status', '=', 'pending')
        .execute();
      await tx.insertInto('otp_codes').values(row).execute();
    },

    /**
     * Counts one check against a pending code, atomically: concurrent checks cannot slip under
     * the limit. The attempts made, or undefined when the code is no longer pending or used up.
     */
    async countCheck(id: string, maxChecks: number): Promise<number | undefined> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('attempts', '<', maxChecks)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** Approves a pending code; false if a concurrent check approved it (or it died) first. */
    approve: (tx: Db, id: string) => setStatus(id, 'pending', 'approved', tx),
    exhaust: (id: string) => setStatus(id, 'pending', 'exhausted'),
    fail: (id: string) => setStatus(id, 'pending', 'failed'),
  };
}
