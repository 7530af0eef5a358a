import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../errors';
import type { Clock } from '../clock';

/** Where a page ended: the last row's (created_at, id). */
export interface Keyset {
  createdAt: string;
  id: string;
}

/**
 * Opaque "next page" tokens for a list's keyset, valid only with the filter they were made for and
 * for a day. Anything else (forged, edited, another filter, too old) is 400 INVALID_CURSOR.
 */
export interface KeysetCursors {
  encode(at: Keyset, filter: object): string;
  decode(cursor: string, filter: object): Keyset;
}

/** What a route schema lets through; `decode` checks the rest. */
export const CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,300}\\.[A-Za-z0-9_-]{43}$';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** JSON with sorted keys and no undefined values, so one filter always hashes the same. */
const canonicalJson = (value: object) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );

const filterHash = (filter: object) =>
  createHash('sha256').update(canonicalJson(filter)).digest('base64url').slice(0, 22);

const invalid = () => new ApiError(400, 'INVALID_CURSOR');

/** `base64url(JSON{c,i,s,t}).HMAC-SHA256`, keyed by the server's secret. */
export function keysetCursors(key: Buffer | string, clock: Clock): KeysetCursors {
  const mac = (payload: string) =>
    createHmac('sha256', key).update(`keyset:${payload}`).digest('base64url');
  return {
    encode(at, filter) {
      const payload = Buffer.from(
        JSON.stringify({ c: at.createdAt, i: at.id, s: filterHash(filter), t: clock.now() }),
      ).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    decode(cursor, filter) {
      const [payload = '', signature = ''] = cursor.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      const { c, i, s, t } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const age = clock.now() - Number(t);
      if (typeof c !== 'string' || typeof i !== 'string' || s !== filterHash(filter))
        throw invalid();
      if (!(age >= 0 && age <= MAX_AGE_MS)) throw invalid();
      return { createdAt: c, id: i };
    },
  };
}
