import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/connect';
import { refreshTokensRepository, type RefreshTokenRow } from '../repositories/refresh-tokens';
import { hashToken, newId, newSecret } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { inTransaction } from '../db/transaction';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
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

const invalid = () =>
  new ApiError(401, 'INVALID_TOKEN', 'Your session has ended. Please sign in again.');

/** Verified access tokens, so a busy member's requests skip the HMAC; bounded, expiry still checked. */
const VERIFIED_CACHE_SIZE = 10_000;

/** DESIGN §6: a 15-minute JWT and an opaque refresh token, rotated on every use. */
export function tokenService(db: Db, secret: string, clock: Clock) {
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, { sub: string; exp: number }>();
  const refreshTokens = refreshTokensRepository();

  const accessToken = (userId: string) => {
    const now = Math.floor(clock.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(key);
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

    async verifyAccess(token: string): Promise<string | undefined> {
      const known = verified.get(token);
      if (known) return clock.now() < known.exp * 1000 ? known.sub : undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { sub: payload.sub, exp: payload.exp });
        return payload.sub;
      } catch {
        return undefined;
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
