import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The expressions the Studio's member search matches, repeated verbatim by the queries
 * (repositories/members.ts) so PostgreSQL can use the trigram indexes built on them. A missing
 * middle name adds no second space, so "ravi kumar" finds Ravi Kumar.
 */
export const MEMBER_NAME = sql`lower(first_name || coalesce(' ' || middle_name, '') || ' ' || last_name)`;
export const BUSINESS_NAME = sql`lower(business_name)`;

/**
 * Search indexes for the Studio's Members area (the list's keyset and filter indexes come with the
 * staff console's migration). On PostgreSQL, trigram (GIN) indexes serve `like '%term%'` on names and business names, which a B-tree cannot; bench:staff measured
 * both ways (docs/decisions/drafts/members.md). Where pg_trgm cannot be created (a managed database
 * that refuses the extension), the migration goes on without them: search is then slower, not broken.
 */
export const memberSearch = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    // The migration runs in a transaction: a refused extension must not abort it.
    await sql`savepoint trigram`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint trigram`.execute(db);
      return;
    }
    await sql`create index if not exists users_name_trgm on users using gin ((${MEMBER_NAME}) gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index if not exists businesses_name_trgm on businesses using gin ((${BUSINESS_NAME}) gin_trgm_ops)`.execute(
      db,
    );
  },
});
