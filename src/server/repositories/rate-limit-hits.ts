import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** The database's clock in ms: every process counts windows by the same clock. */
const nowMs = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

/** Request counts per key and window, shared by all processes (PostgreSQL only). */
export function rateLimitHitsRepository(db: Db) {
  return {
    /**
     * Counts one request in the key's current window, starting a new window when the last one has
     * ended: one atomic upsert, so concurrent requests on any process each get their own count.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const { rows } = await sql<{ hits: number; ttl_ms: string }>`
        insert into rate_limit_hits as r (key, hits, resets_at)
        values (${key}, 1, ${nowMs} + ${windowMs})
        on conflict (key) do update set
          hits = case when r.resets_at <= ${nowMs} then 1 else r.hits + 1 end,
          resets_at = case when r.resets_at <= ${nowMs} then excluded.resets_at else r.resets_at end
        returning hits, resets_at - ${nowMs} as ttl_ms`.execute(db);
      const row = rows[0]!;
      return { hits: row.hits, ttlMs: Number(row.ttl_ms) };
    },

    /** Drops the windows that have ended, so the table holds only live counts. */
    async purgeExpired(): Promise<number> {
      const result = await sql`delete from rate_limit_hits where resets_at <= ${nowMs}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
