import { currentTexts } from '@/i18n/texts';
import { createApiClient } from '@/session/api-client';
import { createTokenStore } from '@/session/token-store';
import type { ClientConfig } from '@/shared/api/answers';
import { ConfiguredPhoneVerifier, providerFor } from '@/verification/configured-verifier';

/** Where a failed refresh sends the member. */
export const SESSION_END_PATH = '/login';

/**
 * One of the browser's storage areas, reached only when the session is read or written: the server
 * imports this module too when it renders a page (src/fast), and reads no session there.
 */
const storageArea = (area: 'localStorage' | 'sessionStorage') =>
  new Proxy({} as Storage, {
    get(_, key) {
      const storage = window[area];
      const member = Reflect.get(storage, key) as unknown;
      return typeof member === 'function' ? member.bind(storage) : member;
    },
  });

export const tokenStore = createTokenStore(
  storageArea('localStorage'),
  storageArea('sessionStorage'),
);

export const api = createApiClient({
  store: tokenStore,
  onSessionEnd: () => window.location.assign(SESSION_END_PATH),
  language: () => currentTexts().language,
});

let config: Promise<ClientConfig> | undefined;
let loaded: ClientConfig | undefined;
/** The server's configuration, asked for once; asked again if that failed. */
export const clientConfig = (): Promise<ClientConfig> =>
  (config ??= api
    .get('v2/config')
    .json<ClientConfig>()
    .then((answer) => (loaded = answer))
    .catch((error: unknown) => {
      config = undefined;
      throw error;
    }));

/**
 * The configuration if it has already arrived, for a screen's first render. It has whenever a code
 * was sent: the verifier asks for it to choose its provider.
 */
export const loadedClientConfig = (): ClientConfig | undefined => loaded;

export const verifier = new ConfiguredPhoneVerifier(async () =>
  providerFor((await clientConfig()).verification, api),
);
