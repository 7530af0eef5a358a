/**
 * The browser's API client against the real server over real HTTP: transparent refresh, one
 * refresh for many waiting requests, and the end of a session when refresh fails.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../../src/session/api-client';
import { createTokenStore } from '../../src/session/token-store';
import { createTestApp, signUp, type TestApp } from '../helpers/api-app';

/** Web Storage for Node, enough for the token store. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

let t: TestApp;
let prefixUrl: string;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  prefixUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});
afterEach(() => t.close());

async function signedInClient() {
  const tokens = await signUp(t.app);
  const store = createTokenStore(new MemoryStorage(), new MemoryStorage(), () => t.clock.now());
  store.save(tokens);
  const onSessionEnd = vi.fn();
  const calls: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    calls.push((input instanceof Request ? input.url : String(input)).replace(prefixUrl, ''));
    return fetch(input, init);
  };
  return {
    store,
    onSessionEnd,
    calls,
    tokens,
    api: createApiClient({ store, onSessionEnd, prefixUrl, fetch: countingFetch }),
  };
}

describe('API client', () => {
  it('sends the bearer token when signed in', async () => {
    const { api } = await signedInClient();
    expect(await api.get('profile/me').json()).toMatchObject({ firstName: 'Asha' });
  });

  it('refreshes an expired access token once for all waiting requests, then retries each once', async () => {
    const { api, calls, store, tokens } = await signedInClient();
    t.clock.advance(15 * 60 * 1000);
    const results = await Promise.all([
      api.get('profile/me').json(),
      api.get('business/').json(),
      api.get('profile/me').json(),
    ]);
    expect(results[1]).toEqual([]);
    expect(calls.filter((c) => c === '/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c === '/profile/me')).toHaveLength(4);
    expect(store.getRefreshToken()).not.toBe(tokens.rToken);
  });

  it('retries a request with a body after refreshing', async () => {
    const { api } = await signedInClient();
    const me = await api.get('profile/me').json<Record<string, unknown>>();
    t.clock.advance(15 * 60 * 1000);
    expect(await api.post('profile/update', { json: { ...me, middleName: 'K' } }).json()).toEqual({
      success: 'true',
    });
    expect(await api.get('profile/me').json()).toMatchObject({ middleName: 'K' });
  });

  it('ends the session when the refresh fails', async () => {
    const { api, store, onSessionEnd, tokens } = await signedInClient();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { token: tokens.rToken },
    });
    t.clock.advance(15 * 60 * 1000);
    await expect(api.get('profile/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(store.isSignedIn()).toBe(false);
  });

  it('sends no token and tries no refresh when signed out', async () => {
    const { api, store, calls, onSessionEnd } = await signedInClient();
    store.clear();
    await expect(api.get('profile/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toEqual(['/profile/me']);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});
