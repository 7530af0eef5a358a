import type { Kysely, Migration } from 'kysely';

/**
 * Form Studio: published versions of the form files, immutable, and the validator modules compiled
 * from them and from drafts in preview, so any process serves a module another one compiled.
 * Version ids are assigned by the publisher as "the version it was based on + 1": two publishes on
 * one base collide on the primary key, which is what makes a stale publish a conflict on every
 * database without a lock.
 */
export const formVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('form_versions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('rolled_back_to', 'integer')
      .addColumn('files', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('baseline_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('form_modules')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
