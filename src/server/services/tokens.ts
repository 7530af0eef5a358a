import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/connect';
import { refreshTokensRepository, type RefreshTokenRow } from '../repositories/refresh-tokens';
import { hashToken, newId, newSecret } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { inTransaction } from '../db/transaction';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** A Form Studio session: a working day, then sign in again (no refresh token). */
export const STAFF_TOKEN_SECONDS = 8 * 60 * 60;
/** The claim that makes a token a staff token; member tokens carry no scope. */
const STAFF_SCOPE = 'staff';
/** The claim of a link that downloads one export, and nothing else. */
const EXPORT_LINK_SCOPE = 'export-link';
/** How long an export link works: long enough for the browser to follow it at once. */
export const EXPORT_LINK_SECONDS = 60;
export const REFRESH_FAMILY_MS = 30 * 24 * 60 * 60 * 1000;
/** A tab that refreshed a moment after another (same parent) is not an attacker. */
export const REUSE_GRACE_MS = 10_000;

export interface Session {
  rToken: string;
  userId: string;
}

export interface AuthTokens extends Session {
  token: string;
}

const invalid = () => new ApiError(401, 'INVALID_TOKEN', 'errors.session.ended');

/** Verified access tokens, so a busy member's requests skip the HMAC; bounded, expiry still checked. */
const VERIFIED_CACHE_SIZE = 10_000;

/** A 15-minute JWT and an opaque refresh token, rotated on every use. */
export function tokenService(db: Db, secret: string, clock: Clock) {
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, { sub: string; exp: number; scope?: string; gen?: number }>();
  const refreshTokens = refreshTokensRepository();

  const sign = (subject: string, seconds: number, claims: Record<string, unknown> = {}) => {
    const now = Math.floor(clock.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .sign(key);
  };
  const accessToken = (userId: string) => sign(userId, ACCESS_TOKEN_SECONDS);

  /** The token's subject and scope if it is ours and unexpired; verified once, then cached. */
  const verify = async (token: string) => {
    const known = verified.get(token);
    if (known) return clock.now() < known.exp * 1000 ? known : undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      const scope = typeof payload.scope === 'string' ? payload.scope : undefined;
      if (payload.scope !== undefined && scope === undefined) return undefined;
      // Only staff tokens name a generation; a staff token without one is from before they did.
      const gen = Number.isSafeInteger(payload.gen) ? (payload.gen as number) : undefined;
      const entry = { sub: payload.sub, exp: payload.exp, scope, gen };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, entry);
      return entry;
    } catch {
      return undefined;
    }
  };

  /** Stores a new refresh token of the family; the JWT is signed after the transaction commits. */
  const issue = async (
    tx: Db,
    userId: string,
    family: Pick<RefreshTokenRow, 'family_id' | 'expires_at'>,
    parentId: string | null,
  ): Promise<Session> => {
    const rToken = newSecret();
    await refreshTokens.insert(tx, {
      id: newId(),
      family_id: family.family_id,
      user_id: userId,
      token_hash: hashToken(rToken),
      parent_id: parentId,
      created_at: iso(clock.now()),
      expires_at: family.expires_at,
      rotated_at: null,
      revoked_at: null,
    });
    return { rToken, userId };
  };

  return {
    /** A new session: a new refresh-token family, in the caller's transaction. */
    startSession: (tx: Db, userId: string) =>
      issue(
        tx,
        userId,
        { family_id: newId(), expires_at: iso(clock.now() + REFRESH_FAMILY_MS) },
        null,
      ),

    /** The session's tokens, with its access token signed (outside any transaction). */
    withAccess: async (session: Session): Promise<AuthTokens> => ({
      token: await accessToken(session.userId),
      ...session,
    }),

    /**
     * A member's id from their access token; a staff token is no member's. A member who is gone
     * (erased), or who asked for their deletion at or after the second the token was signed in, is
     * signed out: one read of their row by its key.
     */
    async verifyAccess(token: string): Promise<string | undefined> {
      const entry = await verify(token);
      if (!entry || entry.scope !== undefined) return undefined;
      const member = await db
        .selectFrom('users')
        .select('deletion_requested_at')
        .where('id', '=', entry.sub)
        .executeTakeFirst();
      if (!member) return undefined;
      const asked = member.deletion_requested_at;
      const signedAt = entry.exp - ACCESS_TOKEN_SECONDS;
      if (asked && signedAt <= Math.floor(Date.parse(asked) / 1000)) return undefined;
      return entry.sub;
    },

    /**
     * A Form Studio token for a staff phone (E.164) in its session generation (the staff service
     * refuses it once the generation moved on), and when it ends.
     */
    async staffToken(
      phone: string,
      generation: number,
    ): Promise<{ token: string; expiresAt: string }> {
      return {
        token: await sign(phone, STAFF_TOKEN_SECONDS, { scope: STAFF_SCOPE, gen: generation }),
        expiresAt: iso(clock.now() + STAFF_TOKEN_SECONDS * 1000),
      };
    },

    /** The staff phone a staff token names, and its generation; a member's token names none. */
    /**
     * Whether the token is a member's access token of ours that has only expired (not forged, not
     * staff): a route that hides itself from strangers still answers it 401, so the app refreshes.
     */
    async expiredAccess(token: string): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(0),
        });
        return (
          payload.scope === undefined &&
          typeof payload.sub === 'string' &&
          typeof payload.exp === 'number' &&
          payload.exp * 1000 <= clock.now()
        );
      } catch {
        return false;
      }
    },

    async verifyStaff(token: string): Promise<{ phone: string; generation: number } | undefined> {
      const entry = await verify(token);
      return entry?.scope === STAFF_SCOPE && entry.gen !== undefined
        ? { phone: entry.sub, generation: entry.gen }
        : undefined;
    },

    /**
     * A link's token for one export: the staff member in their generation, what to export (the
     * claims `what`), a one-time id, for EXPORT_LINK_SECONDS. It admits to nothing else.
     */
    async exportLinkToken(
      phone: string,
      generation: number,
      what: Record<string, string>,
    ): Promise<{ token: string; expiresAt: string }> {
      return {
        token: await new SignJWT({ scope: EXPORT_LINK_SCOPE, gen: generation, what })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(phone)
          .setJti(newId())
          .setIssuedAt(Math.floor(clock.now() / 1000))
          .setExpirationTime(Math.floor(clock.now() / 1000) + EXPORT_LINK_SECONDS)
          .sign(key),
        expiresAt: iso(clock.now() + EXPORT_LINK_SECONDS * 1000),
      };
    },

    /**
     * An export link's token read: 'expired' when its time is over, undefined when it is not one
     * of ours (forged, edited, another kind of token).
     */
    async verifyExportLink(token: string): Promise<
      | {
          phone: string;
          generation: number;
          id: string;
          expiresAt: string;
          what: Record<string, string>;
        }
      | 'expired'
      | undefined
    > {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        const { sub, jti, exp, gen, what, scope } = payload;
        if (scope !== EXPORT_LINK_SCOPE || typeof sub !== 'string' || typeof jti !== 'string')
          return undefined;
        if (typeof exp !== 'number' || !Number.isSafeInteger(gen)) return undefined;
        if (!what || typeof what !== 'object' || Array.isArray(what)) return undefined;
        const entries = Object.entries(what as Record<string, unknown>);
        if (entries.some(([, value]) => typeof value !== 'string')) return undefined;
        return {
          phone: sub,
          generation: gen as number,
          id: jti,
          expiresAt: iso(exp * 1000),
          what: Object.fromEntries(entries) as Record<string, string>,
        };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : undefined;
      }
    },

    /**
     * Rotates a refresh token. A token used twice means it was stolen, so its whole family is
     * revoked, unless it is the current token's parent re-presented within the grace period
     * (two tabs refreshing at once), which gets a fresh pair of the same family.
     */
    async refresh(rToken: string): Promise<AuthTokens> {
      const now = clock.now();
      const outcome = await inTransaction(db, async (tx) => {
        const presented = await refreshTokens.byHash(tx, hashToken(rToken));
        if (!presented) return undefined;
        await refreshTokens.lockFamily(tx, presented.family_id);
        // Read again under the lock: a concurrent refresh may have rotated it meanwhile.
        const row = (await refreshTokens.byHash(tx, hashToken(rToken)))!;
        if (row.revoked_at || now >= Date.parse(row.expires_at)) return undefined;
        if (await refreshTokens.markRotated(tx, row.id, iso(now)))
          return issue(tx, row.user_id, row, row.id);
        const current = await refreshTokens.childOf(tx, row.id);
        const rotatedAt = row.rotated_at ? Date.parse(row.rotated_at) : now;
        if (
          current &&
          now - rotatedAt <= REUSE_GRACE_MS &&
          (await refreshTokens.markRotated(tx, current.id, iso(now)))
        ) {
          return issue(tx, row.user_id, row, current.id);
        }
        await refreshTokens.revokeFamily(tx, row.family_id, iso(now));
        return 'reused' as const;
      });
      if (!outcome || outcome === 'reused') throw invalid();
      return { token: await accessToken(outcome.userId), ...outcome };
    },

    async signOut(rToken: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const row = await refreshTokens.byHash(tx, hashToken(rToken));
        if (!row) return;
        await refreshTokens.lockFamily(tx, row.family_id);
        await refreshTokens.revokeFamily(tx, row.family_id, iso(clock.now()));
      });
    },
  };
}

export type TokenService = ReturnType<typeof tokenService>;
