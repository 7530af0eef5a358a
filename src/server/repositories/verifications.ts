import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

export type VerificationRow = Database['verifications'];

export function verificationsRepository(db: Db) {
  return {
    async insert(row: VerificationRow, tx: Db = db): Promise<void> {
      await tx.insertInto('verifications').values(row).execute();
    },
    /** Records a proof unless one for the same token exists (concurrent OTPless exchanges). */
    async insertOnce(row: VerificationRow): Promise<void> {
      await db
        .insertInto('verifications')
        .values(row)
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute();
    },
    byTokenHash: (hash: string) =>
      db.selectFrom('verifications').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    byId: (id: string) =>
      db.selectFrom('verifications').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Marks it used inside the caller's transaction; false if someone used it first. */
    async use(tx: Db, id: string, at: string): Promise<boolean> {
      const result = await tx
        .updateTable('verifications')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
