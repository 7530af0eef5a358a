import { decodeJwt } from 'jose';
import type { AuthTokens } from '@/shared/api/answers';

/** The browser storage keys, named as the original product named them. */
export const SESSION_KEYS = {
  token: 'token',
  rToken: 'rToken',
  expiry: 'auth_token_expiry',
  userId: 'userId',
} as const;

export interface StoreOptions {
  /** Keep the session in session storage (this tab only) instead of local storage. */
  useSessionStorage?: boolean;
  /** The access token's lifetime in seconds; without it the token's `exp` claim is used. */
  lifetimeSeconds?: number;
}

/** The token's claims, or nothing: a payload that cannot be read is logged. */
export function readClaims(token: string): { exp?: number; sub?: string } | undefined {
  try {
    return decodeJwt(token);
  } catch (error) {
    console.error('Could not read the access token payload', error);
    return undefined;
  }
}

/**
 * The session's tokens and expiry over two Web Storage areas (injected, so tests
 * and other hosts can pass their own).
 */
export function createTokenStore(local: Storage, session: Storage, now: () => number = Date.now) {
  const expiryFromClaim = (token: string) => {
    const exp = readClaims(token)?.exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  };

  /** Local storage first, then (unless told not to) session storage. */
  const read = (key: string, includeSession = true) =>
    local.getItem(key) ?? (includeSession ? session.getItem(key) : null);

  const store = {
    getToken: (includeSession = true) => read(SESSION_KEYS.token, includeSession),
    getRefreshToken: (includeSession = true) => read(SESSION_KEYS.rToken, includeSession),
    getUserId: (includeSession = true) => read(SESSION_KEYS.userId, includeSession),

    /** Signed in means both the access token and the refresh token exist. */
    isSignedIn: () => Boolean(store.getToken() && store.getRefreshToken()),

    save(tokens: AuthTokens, options: StoreOptions = {}): void {
      const target = options.useSessionStorage ? session : local;
      const expiry =
        options.lifetimeSeconds !== undefined
          ? now() + options.lifetimeSeconds * 1000
          : expiryFromClaim(tokens.token);
      target.setItem(SESSION_KEYS.token, tokens.token);
      target.setItem(SESSION_KEYS.rToken, tokens.rToken);
      target.setItem(SESSION_KEYS.userId, tokens.userId);
      if (expiry !== undefined) target.setItem(SESSION_KEYS.expiry, String(expiry));
      else target.removeItem(SESSION_KEYS.expiry);
    },

    /** A new access token stays where the current one sits: session storage if there, else local. */
    updateAccessToken(token: string): void {
      const target = session.getItem(SESSION_KEYS.token) !== null ? session : local;
      target.setItem(SESSION_KEYS.token, token);
      const expiry = expiryFromClaim(token);
      if (expiry !== undefined) target.setItem(SESSION_KEYS.expiry, String(expiry));
      else target.removeItem(SESSION_KEYS.expiry);
    },

    /**
     * Expired at or past the stored expiry; with none stored, by the token's `exp` claim; with no
     * token or no claim, expired.
     */
    isExpired(): boolean {
      const stored = read(SESSION_KEYS.expiry);
      if (stored !== null && stored !== '' && Number.isFinite(Number(stored)))
        return now() >= Number(stored);
      const token = store.getToken();
      const expiry = token ? expiryFromClaim(token) : undefined;
      return expiry === undefined || now() >= expiry;
    },

    /** Sign-out's local half: tokens and expiry leave both storages. */
    clear(): void {
      for (const area of [local, session]) {
        for (const key of Object.values(SESSION_KEYS)) area.removeItem(key);
      }
    },
  };
  return store;
}

export type TokenStore = ReturnType<typeof createTokenStore>;
