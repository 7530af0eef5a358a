import ky, { type KyInstance } from 'ky';
import english from '../../schemas/i18n/en.json';
import type { ClientConfig } from '@/shared/api/answers';

/**
 * A stand-in for `@/session/api-client` in screen tests, so `src/lib/services.ts` runs as it is (its
 * configuration cache, the configured verifier, the local provider) against answers a test sets:
 *
 *   vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
 */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** How long the answer takes, in ms (a slow network, under a test's fake timers). */
  delayMs?: number;
}

/** What the server says to `GET /api/v2/config` unless a test says otherwise. */
export const TEST_CONFIG: ClientConfig = {
  supportPhone: '+91 20 4000 1234',
  otpResendSeconds: 30,
  verification: { provider: 'local' },
};

const answers = new Map<string, FakeAnswer>();
/** The calls made, as "POST verification/initiate". */
export const calls: string[] = [];

/** Sets the answer to a call, named as "POST verification/initiate". */
export function answer(call: string, reply: FakeAnswer) {
  answers.set(call, reply);
}

const PREFIX = 'http://app.test/api/';

/** A request to the API, as a call is named: "GET business/". */
const callOf = (request: Request): string | undefined => {
  const { pathname, search } = new URL(request.url);
  return pathname.startsWith('/api/')
    ? `${request.method} ${pathname.slice('/api/'.length)}${search}`
    : undefined;
};

async function respond(request: Request): Promise<Response> {
  const call = callOf(request)!;
  calls.push(call);
  const reply =
    answers.get(call) ?? (call === 'GET v2/config' ? { body: TEST_CONFIG } : { status: 404 });
  if (reply.delayMs) await new Promise((arrived) => setTimeout(arrived, reply.delayMs));
  return new Response(JSON.stringify(reply.body ?? {}), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });
}

export const createApiClient = (): KyInstance =>
  ky.create({ prefixUrl: PREFIX, retry: 0, fetch: (input) => respond(input as Request) });

/**
 * For stories, which run the app's own API client in a browser: its requests are answered from
 * the table, set afresh to `replies`, until the returned function gives the page its fetch back
 * (a story's `beforeEach` returns it as its cleanup).
 */
export function serveFakeApi(replies: Record<string, FakeAnswer> = {}): () => void {
  answers.clear();
  calls.length = 0;
  for (const [call, reply] of Object.entries(replies)) answer(call, reply);
  const real = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    return callOf(request) ? respond(request) : real(input, init);
  };
  return () => {
    globalThis.fetch = real;
  };
}

/**
 * The server's refusal of a send for now: 429 with `Retry-After`, and a body in the verification
 * routes' shape with `retryAfter`, unless `headerOnly` leaves the seconds to the header.
 */
export const refusedSend = (seconds: number, { headerOnly = false } = {}): FakeAnswer => ({
  status: 429,
  headers: { 'retry-after': String(seconds) },
  body: headerOnly
    ? { code: 'RATE_LIMITED', message: english['errors.RATE_LIMITED'] }
    : {
        success: false,
        code: 'OTP_RESEND_TOO_SOON',
        message: english['errors.OTP_RESEND_TOO_SOON'],
        retryAfter: seconds,
        response: { errorMessage: english['errors.OTP_RESEND_TOO_SOON'] },
      },
});
