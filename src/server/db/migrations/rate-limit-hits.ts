import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Per-address request counts shared by every server process on one PostgreSQL database, so N
 * processes enforce a limit once instead of N times. UNLOGGED: a count is worth no WAL write, and
 * losing the counts in a crash only restarts the windows. SQLite serves one process, which counts
 * in its memory, so it gets no table.
 */
export const rateLimitHits = (dialect: 'sqlite' | 'postgres'): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`create unlogged table rate_limit_hits (
      key text primary key,
      hits integer not null,
      resets_at bigint not null
    )`.execute(db);
    await sql`create index rate_limit_hits_resets_at on rate_limit_hits (resets_at)`.execute(db);
  },
});
