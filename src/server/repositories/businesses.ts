import type { Db } from '../db/connect';

export type BusinessDocument = Record<string, unknown> & { businessName: string };

export function businessesRepository(db: Db) {
  // The members' list is the hottest query: compiled once, run with each member's id.
  const listQuery = db
    .selectFrom('businesses')
    .select(['id', 'business_name'])
    .where('owner_id', '=', '')
    .orderBy('id')
    .compile();

  return {
    async list(ownerId: string): Promise<Array<{ businessId: string; businessName: string }>> {
      const { rows } = await db.executeQuery<{ id: string; business_name: string }>({
        ...listQuery,
        parameters: [ownerId],
      });
      return rows.map((r) => ({ businessId: r.id, businessName: r.business_name }));
    },

    /** Another member's business is simply not found. */
    async get(ownerId: string, id: string): Promise<BusinessDocument | undefined> {
      const row = await db
        .selectFrom('businesses')
        .select('document')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return row && (JSON.parse(row.document) as BusinessDocument);
    },

    async count(tx: Db, ownerId: string): Promise<number> {
      const row = await tx
        .selectFrom('businesses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(
      tx: Db,
      ownerId: string,
      id: string,
      doc: BusinessDocument,
      at: string,
    ): Promise<void> {
      await tx
        .insertInto('businesses')
        .values({
          id,
          owner_id: ownerId,
          business_name: doc.businessName,
          document: JSON.stringify(doc),
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    /** Moves the member's business to the deleted ones, in one statement's read; false if none. */
    async remove(tx: Db, ownerId: string, id: string, at: string): Promise<boolean> {
      const row = await tx
        .deleteFrom('businesses')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
      if (row)
        await tx
          .insertInto('deleted_businesses')
          .values({ ...row, deleted_at: at })
          .execute();
      return Boolean(row);
    },

    /** Brings back a business the member deleted at or after `since`, as it was; false if none. */
    async restore(tx: Db, ownerId: string, id: string, since: string): Promise<boolean> {
      const row = await tx
        .deleteFrom('deleted_businesses')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .where('deleted_at', '>=', since)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      const { deleted_at: _deletedAt, ...business } = row;
      await tx.insertInto('businesses').values(business).execute();
      return true;
    },

    /** Forgets businesses deleted before `before`; answers their documents' logo URLs. */
    async purgeDeleted(tx: Db, before: string): Promise<unknown[]> {
      const rows = await tx
        .deleteFrom('deleted_businesses')
        .where('deleted_at', '<', before)
        .returning('document')
        .execute();
      return rows.map((r) => (JSON.parse(r.document) as BusinessDocument).businessLogo);
    },

    async update(
      tx: Db,
      ownerId: string,
      id: string,
      doc: BusinessDocument,
      at: string,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('businesses')
        .set({ business_name: doc.businessName, document: JSON.stringify(doc), updated_at: at })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
