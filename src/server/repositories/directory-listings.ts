import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { BusinessDocument } from './businesses';

export type ListingRow = Database['directory_listings'];
export type DirectoryChoiceRow = Database['directory_choices'];
export type ListingOwner = NonNullable<
  Awaited<ReturnType<ReturnType<typeof directoryListingsRepository>['owner']>>
>;

/**
 * The directory's writes (migrations/directory.ts): listings kept in step with businesses and
 * profiles, the choices members made, and a member's rows gone with the member. Each write runs in
 * the caller's transaction, the one that changes what it mirrors.
 */
export function directoryListingsRepository(db: Db) {
  return {
    /** What a listing shows of its owner, read in the transaction that changes them. */
    owner: (tx: Db, id: string) =>
      tx
        .selectFrom('users')
        .select([
          'id',
          'first_name',
          'middle_name',
          'last_name',
          'group_number',
          'group_name',
          'region',
          'deletion_due_at',
          'directory_phone',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A business's stored document, read in the caller's transaction; undefined if none. */
    async document(tx: Db, id: string): Promise<BusinessDocument | undefined> {
      const row = await tx
        .selectFrom('businesses')
        .select('document')
        .where('id', '=', id)
        .executeTakeFirst();
      return row && (JSON.parse(row.document) as BusinessDocument);
    },

    /** Every business of a member, with its document. */
    async documents(tx: Db, ownerId: string): Promise<{ id: string; doc: BusinessDocument }[]> {
      const rows = await tx
        .selectFrom('businesses')
        .select(['id', 'document'])
        .where('owner_id', '=', ownerId)
        .execute();
      return rows.map((r) => ({ id: r.id, doc: JSON.parse(r.document) as BusinessDocument }));
    },

    async upsert(tx: Db, row: ListingRow): Promise<void> {
      const { business_id: _id, ...rest } = row;
      await tx
        .insertInto('directory_listings')
        .values(row)
        .onConflict((oc) => oc.column('business_id').doUpdateSet(rest))
        .execute();
    },

    async remove(tx: Db, businessId: string): Promise<void> {
      await tx.deleteFrom('directory_listings').where('business_id', '=', businessId).execute();
    },

    /** Every listing of a member (a deletion asked, an erasure). */
    async removeOwner(tx: Db, ownerId: string): Promise<void> {
      await tx.deleteFrom('directory_listings').where('owner_id', '=', ownerId).execute();
    },

    /** Whether the member shows their phone on their listings. */
    async phoneShown(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('directory_phone')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.directory_phone === 1;
    },

    /** The ids of a member's businesses that are listed now. */
    async listedOf(ownerId: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .selectFrom('directory_listings')
        .select('business_id')
        .where('owner_id', '=', ownerId)
        .execute();
      return rows.map((r) => r.business_id);
    },

    async addChoice(tx: Db, row: DirectoryChoiceRow): Promise<void> {
      await tx.insertInto('directory_choices').values(row).execute();
    },

    /** Every directory choice of a member, newest first (ids are time-ordered UUIDv7). */
    choicesOf: (userId: string): Promise<DirectoryChoiceRow[]> =>
      db
        .selectFrom('directory_choices')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute(),

    /** The names of a member's businesses, deleted ones still restorable included. */
    async businessNames(ownerId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom('businesses')
        .select(['id', 'business_name'])
        .where('owner_id', '=', ownerId)
        .unionAll(
          db
            .selectFrom('deleted_businesses')
            .select(['id', 'business_name'])
            .where('owner_id', '=', ownerId),
        )
        .execute();
      return new Map(rows.map((r) => [r.id, r.business_name]));
    },

    /** A member's listings, choices and views: the erasure's part of the directory. */
    async erase(tx: Db, userId: string): Promise<void> {
      await tx.deleteFrom('directory_listings').where('owner_id', '=', userId).execute();
      await tx.deleteFrom('directory_choices').where('user_id', '=', userId).execute();
      await tx.deleteFrom('directory_views').where('user_id', '=', userId).execute();
    },
  };
}
