import type { Db } from '../db/connect';
import type { UserRow } from './users';

/**
 * Every stored record a form validates, read in pages by id so a large table never sits in memory
 * at once: the Form Studio's impact check runs a draft's validators over them.
 */
export function storedRecordsRepository(db: Db) {
  return {
    /** With the business's name and its owner's, so the impact can name who it reaches. */
    async businesses(afterId: string, limit: number) {
      return db
        .selectFrom('businesses as b')
        .innerJoin('users as u', 'u.id', 'b.owner_id')
        .select([
          'b.id',
          'b.document',
          'b.owner_id',
          'b.business_name',
          'u.first_name',
          'u.middle_name',
          'u.last_name',
        ])
        .where('b.id', '>', afterId)
        .orderBy('b.id')
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
