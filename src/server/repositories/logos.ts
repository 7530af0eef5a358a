import { sql } from 'kysely';
import type { Db } from '../db/connect';

export function logosRepository(db: Db) {
  return {
    async insert(row: {
      id: string;
      uploadKey: string;
      ownerId: string | null;
      content: Buffer;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('logos')
        .values({
          id: row.id,
          upload_key: row.uploadKey,
          owner_id: row.ownerId,
          content: row.content,
          attached: 0,
          created_at: row.at,
        })
        .execute();
    },

    async content(id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('logos')
        .select('content')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? Buffer.from(row.content) : undefined;
    },

    /** Attaches an upload that is unclaimed or already `ownerId`'s; false for anyone else's or none. */
    async claim(tx: Db, id: string, ownerId: string): Promise<boolean> {
      const result = await tx
        .updateTable('logos')
        .set({ attached: 1, owner_id: ownerId })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', ownerId)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Marks these logos unattached unless a business (or one still restorable) names them, so the
     * purge of unreferenced uploads removes them.
     */
    async release(tx: Db, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .updateTable('logos')
        .set({ attached: 0 })
        .where('id', 'in', ids)
        .where(({ not, exists, selectFrom, ref }) =>
          not(
            exists(
              selectFrom('businesses')
                .select('id')
                .where('document', 'like', sql<string>`'%' || ${ref('logos.id')} || '%'`)
                .union(
                  selectFrom('deleted_businesses')
                    .select('id')
                    .where('document', 'like', sql<string>`'%' || ${ref('logos.id')} || '%'`),
                ),
            ),
          ),
        )
        .execute();
    },

    /** Uploads nothing references, older than `before`. */
    async purgeUnattached(before: string): Promise<number> {
      const result = await db
        .deleteFrom('logos')
        .where('attached', '=', 0)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
