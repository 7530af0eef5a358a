import type { Db } from '../db/connect';
import { isUniqueViolation } from '../db/transaction';

/** Export links already followed: each works once, in every process. */
export function exportLinksRepository(db: Db) {
  return {
    /** Marks the link used; false when it was used before (by any process). */
    async spend(id: string, expiresAt: string): Promise<boolean> {
      try {
        await db.insertInto('export_links_used').values({ id, expires_at: expiresAt }).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** Forgets links that expired before `before`: an expired link is refused by its time anyway. */
    async purgeExpired(before: string): Promise<number> {
      const result = await db
        .deleteFrom('export_links_used')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
