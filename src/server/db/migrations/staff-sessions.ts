import type { Kysely, Migration } from 'kysely';

/**
 * Staff sessions that can be ended. `staff_sessions` keeps each staff phone's generation: a Studio
 * token carries the generation it was signed in, and is refused once the generation moved on (the
 * phone was removed, added or given another role). A row outlives the staff row, so a phone removed
 * and added again counts on from where it was and its old tokens stay dead. `export_links_used`
 * names the export links already spent, so each works once; a row goes when its link has expired.
 */
export const staffSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_sessions')
      .addColumn('phone', 'text', (c) => c.primaryKey())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('export_links_used')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('export_links_used_expires')
      .on('export_links_used')
      .column('expires_at')
      .execute();
  },
};
