import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection, Db } from '../db/connect';
import { ApiError, tooSoon } from '../errors';
import { rateLimitHitsRepository } from '../repositories/rate-limit-hits';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What @fastify/rate-limit passes: its options, and for a route's child its route. */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often a process drops ended windows from the shared table. */
const PURGE_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so every process behind a load
 * balancer reads the same count. A count that cannot be made refuses the request with a 503 and a
 * log line: letting it through uncounted would silently lift the limit.
 */
function sharedStore(db: Db, log: FastifyBaseLogger) {
  const hits = rateLimitHitsRepository(db);
  return class SharedRateLimitStore {
    /** Each route counts on its own, as the in-memory store does with one cache per route. */
    private readonly prefix: string;
    constructor(options: object) {
      const { routeInfo } = options as StoreOptions;
      this.prefix = routeInfo ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}|` : '';
    }

    incr(key: string, done: Done, timeWindow: number) {
      hits.hit(`${this.prefix}${key}`, timeWindow).then(
        (count) => done(null, { current: count.hits, ttl: count.ttlMs }),
        (err: unknown) => {
          log.error({ err }, 'rate limit count failed; refusing the request');
          done(new ApiError(503, 'RATE_LIMIT_UNAVAILABLE'));
        },
      );
    }

    // Typed as a route's options, it is given the route's merged limit options with `routeInfo`.
    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}

/**
 * Per-route, per-address limits (routes set `config.rateLimit`). One process on SQLite counts in
 * its memory; processes sharing PostgreSQL count there, and each drops ended windows now and then.
 */
export const rateLimits = fp(async (app, { connection }: { connection: Connection }) => {
  const shared = connection.dialect === 'postgres';
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: sharedStore(connection.db, app.log) } : {}),
    errorResponseBuilder: (_request, context) => tooSoon('RATE_LIMITED', context.ttl / 1000),
  });
  if (!shared) return;
  const counts = rateLimitHitsRepository(connection.db);
  const purge = () =>
    counts.purgeExpired().catch((err) => app.log.warn({ err }, 'rate limit purge failed'));
  const timer = setInterval(purge, PURGE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
