import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRowLocks } from '../db/transaction';

export type RefreshTokenRow = Database['refresh_tokens'];

/** Every call runs in the caller's transaction: rotation reads and writes as one. */
export function refreshTokensRepository() {
  return {
    async insert(tx: Db, row: RefreshTokenRow): Promise<void> {
      await tx.insertInto('refresh_tokens').values(row).execute();
    },
    byHash: (tx: Db, hash: string) =>
      tx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    childOf: (tx: Db, id: string) =>
      tx.selectFrom('refresh_tokens').selectAll().where('parent_id', '=', id).executeTakeFirst(),

    /**
     * Locks every token of the family, always in id order: concurrent refreshes and sign-outs of
     * one session then take turns instead of deadlocking on each other's rows.
     */
    async lockFamily(tx: Db, familyId: string): Promise<void> {
      if (!hasRowLocks(tx)) return;
      await tx
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    /** Marks it rotated unless another request did first. */
    async markRotated(tx: Db, id: string, at: string): Promise<boolean> {
      const result = await tx
        .updateTable('refresh_tokens')
        .set({ rotated_at: at })
        .where('id', '=', id)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revokeFamily(tx: Db, familyId: string, at: string): Promise<void> {
      await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: at })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
