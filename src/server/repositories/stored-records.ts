import type { Db } from '../db/connect';
import type { UserRow } from './users';

/**
 * Every stored record a form validates, read in pages by id so a large table never sits in memory
 * at once: the Form Studio's impact check runs a draft's validators over them.
 */
export function storedRecordsRepository(db: Db) {
  return {
    async businesses(
      afterId: string,
      limit: number,
    ): Promise<Array<{ id: string; document: string }>> {
      return db
        .selectFrom('businesses')
        .select(['id', 'document'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    async users(afterId: string, limit: number): Promise<UserRow[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
