/** Each rule of the session (keys, sign-in, expiry, which storage), as a test. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, SESSION_KEYS } from './token-store';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const b64 = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;
const tokens = (claims: object = { sub: 'u1', exp: NOW / 1000 + 900 }) => ({
  token: jwt(claims),
  rToken: 'refresh-1',
  userId: 'u1',
});

let store: ReturnType<typeof createTokenStore>;
let clock = NOW;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clock = NOW;
  store = createTokenStore(localStorage, sessionStorage, () => clock);
});

describe('session', () => {
  it('uses the keys token, rToken, auth_token_expiry and userId', () => {
    store.save(tokens(), { lifetimeSeconds: 60 });
    expect(Object.keys(localStorage).sort()).toEqual([
      'auth_token_expiry',
      'rToken',
      'token',
      'userId',
    ]);
    expect(SESSION_KEYS).toEqual({
      token: 'token',
      rToken: 'rToken',
      expiry: 'auth_token_expiry',
      userId: 'userId',
    });
  });

  it('is signed in only when both the access and the refresh token exist', () => {
    expect(store.isSignedIn()).toBe(false);
    localStorage.setItem('token', 'a');
    expect(store.isSignedIn()).toBe(false);
    localStorage.setItem('rToken', 'r');
    expect(store.isSignedIn()).toBe(true);
  });

  it('clears tokens and expiry from local and session storage on sign-out', () => {
    store.save(tokens());
    store.save({ ...tokens(), rToken: 'other' }, { useSessionStorage: true });
    store.clear();
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(store.isSignedIn()).toBe(false);
  });

  it('says expired when the current time is at or past the stored expiry', () => {
    store.save(tokens(), { lifetimeSeconds: 60 });
    clock = NOW + 59_999;
    expect(store.isExpired()).toBe(false);
    clock = NOW + 60_000;
    expect(store.isExpired()).toBe(true);
  });

  it("reads the token's expiry claim when no expiry is stored", () => {
    localStorage.setItem('token', jwt({ exp: NOW / 1000 + 10 }));
    expect(store.isExpired()).toBe(false);
    clock = NOW + 10_000;
    expect(store.isExpired()).toBe(true);
  });

  it('counts no token, or a token without the claim, as expired', () => {
    expect(store.isExpired()).toBe(true);
    localStorage.setItem('token', jwt({ sub: 'u1' }));
    expect(store.isExpired()).toBe(true);
  });

  it('stores in session storage instead of local storage when asked', () => {
    store.save(tokens(), { useSessionStorage: true });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('rToken')).toBe('refresh-1');
    expect(store.isSignedIn()).toBe(true);
  });

  it('sets the expiry from a given lifetime in seconds, else from the expiry claim', () => {
    store.save(tokens(), { lifetimeSeconds: 120 });
    expect(localStorage.getItem('auth_token_expiry')).toBe(String(NOW + 120_000));
    store.save(tokens({ exp: NOW / 1000 + 900 }));
    expect(localStorage.getItem('auth_token_expiry')).toBe(String(NOW + 900_000));
  });

  it('keeps an updated access token where the current one sits', () => {
    store.save(tokens(), { useSessionStorage: true });
    store.updateAccessToken(jwt({ sub: 'u1', exp: NOW / 1000 + 1800 }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('auth_token_expiry')).toBe(String(NOW + 1_800_000));
    sessionStorage.clear();
    store.save(tokens());
    const next = jwt({ sub: 'u1', exp: NOW / 1000 + 60 });
    store.updateAccessToken(next);
    expect(localStorage.getItem('token')).toBe(next);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads local storage first, then optionally session storage', () => {
    sessionStorage.setItem('token', 'from-session');
    expect(store.getToken()).toBe('from-session');
    expect(store.getToken(false)).toBeNull();
    localStorage.setItem('token', 'from-local');
    expect(store.getToken()).toBe('from-local');
  });

  it('logs a token payload it cannot read and yields nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'not-a-jwt');
    expect(store.isExpired()).toBe(true);
    expect(error).toHaveBeenCalledWith(
      'Could not read the access token payload',
      expect.anything(),
    );
    error.mockRestore();
  });
});
