import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The members' directory:
 * - `directory_listings`: one row per business its owner chose to show, no row for one not shown.
 *   The row carries what the directory lists and filters on (the owner's name, group and region,
 *   the first city for display, every city's key and one folded search key), kept in step with the
 *   business and the profile in the transaction that changes them, so a search reads one table.
 * - `directory_choices`: each Yes or No a member gave to showing a business or their phone, with
 *   the notice's version at that moment: the consent record of the opt-ins. Rows are only added.
 * - `directory_views`: how many listings a member opened on each UTC day (the daily cap and the
 *   Studio's flag on heavy viewers read it).
 * - `users.directory_phone`: 1 when the member shows their phone on their listings.
 * A member's rows go with the member (cascade), and a listing with its business.
 */
export const directory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('directory_phone', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('directory_listings')
      .addColumn('business_id', 'text', (c) =>
        c.primaryKey().references('businesses.id').onDelete('cascade'),
      )
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('sub_category', 'text')
      .addColumn('city', 'text')
      .addColumn('cities', 'text', (c) => c.notNull())
      .addColumn('group_number', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('owner_name', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The owner's rows (resynced on a profile change, removed on a deletion request), and the
    // directory's filters. Search indexes (trigram, FTS) come with the search's own migration.
    for (const column of ['owner_id', 'group_number', 'region', 'category'])
      await db.schema
        .createIndex(`directory_listings_${column}`)
        .on('directory_listings')
        .column(column)
        .execute();

    await db.schema
      .createTable('directory_choices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('business_id', 'text')
      .addColumn('choice', 'text', (c) => c.notNull())
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('notice_version', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('directory_choices_choice', sql`choice in ('listing', 'phone')`)
      .addCheckConstraint('directory_choices_shown', sql`shown in (0, 1)`)
      .execute();
    // A member's choices, newest first (ids are time-ordered UUIDv7).
    await db.schema
      .createIndex('directory_choices_user')
      .on('directory_choices')
      .columns(['user_id', 'id'])
      .execute();

    await db.schema
      .createTable('directory_views')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('directory_views_pk', ['user_id', 'day'])
      .execute();
    // The last 30 days of every member (the Studio's heavy viewers).
    await db.schema
      .createIndex('directory_views_day')
      .on('directory_views')
      .column('day')
      .execute();
  },
};
