import ky, { type KyInstance } from 'ky';
import type { Answer } from '@/shared/api/answers';
import type { TokenStore } from './token-store';

export interface ApiClientOptions {
  store: TokenStore;
  /** Called once the session cannot be renewed (the screens send the member to /login). */
  onSessionEnd: () => void;
  prefixUrl?: string;
  fetch?: typeof fetch;
  /** The page's language when a request leaves: the server answers its refusals in it. */
  language?: () => string;
}

const RETRIED = 'x-session-retry';

/**
 * The API client: the page's language (`Accept-Language`), bearer token and credentials when signed
 * in; on a 401, one refresh shared
 * by every request waiting on it, then each retries once; if the refresh fails, the session ends.
 */
export function createApiClient({
  store,
  onSessionEnd,
  prefixUrl = '/api',
  fetch: fetchImpl,
  language,
}: ApiClientOptions): KyInstance {
  let refreshing: Promise<boolean> | undefined;

  const refresh = (base: KyInstance) => {
    refreshing ??= (async () => {
      const rToken = store.getRefreshToken();
      try {
        if (!rToken) return false;
        const next = await base
          .post('auth/refresh', { json: { token: rToken } })
          .json<Answer<'/api/auth/refresh', 'post'>>();
        const inSession = store.getRefreshToken(false) === null;
        store.save(next, { useSessionStorage: inSession });
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const base = ky.create({ prefixUrl, credentials: 'include', retry: 0, fetch: fetchImpl });

  const client: KyInstance = base.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          if (language) request.headers.set('accept-language', language());
          const token = store.getToken();
          if (token && store.isSignedIn()) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401 || request.headers.has(RETRIED) || !store.getRefreshToken())
            return response;
          if (!(await refresh(base))) {
            store.clear();
            onSessionEnd();
            return response;
          }
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set(RETRIED, '1');
          retry.headers.set('authorization', `Bearer ${store.getToken()}`);
          return client(retry);
        },
      ],
    },
  });
  return client;
}
