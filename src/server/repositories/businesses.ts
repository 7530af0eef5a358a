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
