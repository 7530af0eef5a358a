import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../form-engine/form-files';
import { ApiError } from './errors';
import type { Clock } from './clock';

/** A page's position: the last row's time and id (the keyset order's pair). */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

/** How long a cursor is honoured: a list left open overnight starts again from the top. */
const CURSOR_MS = 24 * 60 * 60 * 1000;
const VERSION = 1;

/** What a cursor looks like in a query string: a base64url payload, a dot, its HMAC-SHA256. */
export const CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,400}\\.[A-Za-z0-9_-]{43}$';
export const cursorQuery = { type: 'string', pattern: CURSOR_PATTERN } as const;

const invalidCursor = () => new ApiError(400, 'INVALID_CURSOR');
const filterHash = (filter: unknown) =>
  createHash('sha256').update(canonicalJson(filter)).digest('base64url').slice(0, 22);

/**
 * Signed keyset cursors. A cursor is bound to the filter it was made for and expires, so a client
 * cannot forge a position, replay one under another filter, or page on from yesterday's list.
 */
export function keysetCursors(secret: string, clock: Clock) {
  // A key of its own, so a cursor can never pass for a JWT or the other way round.
  const key = createHmac('sha256', secret).update('keyset-cursor').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    /** The cursor of the page after `position`, under `filter` (a JSON value). */
    sign(position: KeysetPosition, filter: unknown): string {
      const payload = Buffer.from(
        JSON.stringify({
          v: VERSION,
          c: position.createdAt,
          i: position.id,
          s: filterHash(filter),
          t: clock.now(),
        }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The position a cursor names; 400 INVALID_CURSOR if forged, for another filter, or stale. */
    read(cursor: string, filter: unknown): KeysetPosition {
      const [payload, signature] = cursor.split('.');
      if (!payload || !signature) throw invalidCursor();
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw invalidCursor();
      let body: { v?: unknown; c?: unknown; i?: unknown; s?: unknown; t?: unknown } | null;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalidCursor();
      }
      if (typeof body !== 'object' || body === null) throw invalidCursor();
      const fresh = typeof body.t === 'number' && clock.now() - body.t <= CURSOR_MS;
      if (
        body.v !== VERSION ||
        typeof body.c !== 'string' ||
        typeof body.i !== 'string' ||
        body.s !== filterHash(filter) ||
        !fresh
      )
        throw invalidCursor();
      return { createdAt: body.c, id: body.i };
    },
  };
}

export type KeysetCursors = ReturnType<typeof keysetCursors>;
