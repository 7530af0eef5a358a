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

    async owner(tx: Db, id: string): Promise<{ ownerId: string | null } | undefined> {
      const row = await tx
        .selectFrom('logos')
        .select('owner_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ownerId: row.owner_id };
    },

    async attach(tx: Db, id: string, ownerId: string): Promise<void> {
      await tx
        .updateTable('logos')
        .set({ attached: 1, owner_id: ownerId })
        .where('id', '=', id)
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
