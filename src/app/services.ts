import { createApiClient } from '@/session/api-client';
import { createTokenStore } from '@/session/token-store';
import { LocalPhoneVerifier } from '@/verification/local-verifier';
import type { PhoneVerifier } from '@/verification/phone-verifier';

/** Where a failed refresh sends the member (§4). */
export const SESSION_END_PATH = '/login';

export const tokenStore = createTokenStore(window.localStorage, window.sessionStorage);

export const api = createApiClient({
  store: tokenStore,
  onSessionEnd: () => window.location.assign(SESSION_END_PATH),
});

export const verifier: PhoneVerifier = new LocalPhoneVerifier(api);
