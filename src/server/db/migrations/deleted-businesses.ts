import type { Kysely, Migration } from 'kysely';

/**
 * Businesses a member deleted, kept a short while so Undo can bring them back whole (same id,
 * document and logo); then purged, and their logos released.
 */
export const deletedBusinesses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('deleted_businesses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('deleted_businesses_deleted_at')
      .on('deleted_businesses')
      .column('deleted_at')
      .execute();
  },
};
