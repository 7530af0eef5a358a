import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The directory's search indexes (bench:directory measured them, docs/decisions/060):
 * - both databases: results come in business-name order a page at a time, so a B-tree on
 *   (business_name, business_id) serves a page without words, and one per filter column (category,
 *   region, group_number) followed by the name serves a filtered page from the index alone;
 * - PostgreSQL: a trigram (GIN) index on the padded search key, the expression the search's
 *   `like '% word%'` reads (services/directory-search.ts, SEARCH_KEY_WORDS), and one on `cities`
 *   for the city filter's `like '%|key|%'`. Where pg_trgm cannot be created (a managed database that
 *   refuses the extension), the migration goes on without them: search is slower, not broken.
 * SQLite reads its 10,000 listings' keys fast enough with LIKE alone, so no FTS table is kept.
 */
export const directorySearch = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('directory_listings_name')
      .on('directory_listings')
      .columns(['business_name', 'business_id'])
      .execute();
    // A filter alone (category, region, group) reads its page in name order from one index.
    for (const column of ['category', 'region', 'group_number'])
      await db.schema
        .createIndex(`directory_listings_${column}_name`)
        .on('directory_listings')
        .columns([column, 'business_name', 'business_id'])
        .execute();
    if (dialect !== 'postgres') return;
    // The migration runs in a transaction: a refused extension must not abort it.
    await sql`savepoint trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint trigram`.execute(db);
      return;
    }
    await sql`create index directory_listings_search_trgm on directory_listings using gin ((' ' || search_key || ' ') gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index directory_listings_cities_trgm on directory_listings using gin (cities gin_trgm_ops)`.execute(
      db,
    );
  },
});
