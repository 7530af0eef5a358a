import fc from 'fast-check';
import type { FuzzRequest } from './http-send';
import { hostileQuery } from './hostile-values';
import type { BodyCase } from './json-bodies';

export interface Member {
  token: string;
  rToken: string;
  userId: string;
  phone: string;
}

/** What the setup made through the API, so some requests reach the code behind the checks. */
export interface FuzzContext {
  a: Member;
  b: Member;
  /** Member A's business that A's own requests edit. */
  aBusinessId: string;
  /** Member A's business only member B asks for; afterwards it must be unchanged. */
  hiddenBusinessId: string;
  bBusinessId: string;
  logoIds: string[];
  /** Valid create bodies, each with a logo of member A's. */
  businessBodies: Array<Record<string, unknown>>;
  /** Fresh phone proofs for member A's phone (login), new phones (sign-up), wizard profiles. */
  loginProofs: Array<{ phone: string; uid: string; token: string }>;
  signupProofs: Array<{ phone: string; uid: string; token: string }>;
  wizardProfiles: Array<Record<string, unknown>>;
  /** The privacy notice's current version, which sign-up and the wizard consent to. */
  notice: string;
  /** Codes sent and not yet checked, and refresh tokens of live sessions. */
  otpCodes: Array<{ phone: string; code: string }>;
  rTokens: string[];
  /** Authorization headers that must admit no one. */
  forged: string[];
  png: Buffer;
  /** The Studio token of the app's bootstrap admin, where the app has one. */
  staffAdmin?: string;
}

export type Auth = { authorization?: string; who: 'a' | 'b' | 'none' | 'forged' | 'expired' };

/** Mostly member A, sometimes B, no one, or a forgery. */
export const authArb = (ctx: FuzzContext): fc.Arbitrary<Auth> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constant<Auth>({ authorization: `Bearer ${ctx.a.token}`, who: 'a' }),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Auth>({ authorization: `Bearer ${ctx.b.token}`, who: 'b' }),
    },
    { weight: 1, arbitrary: fc.constant<Auth>({ who: 'none' }) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(...ctx.forged)
        .map((authorization): Auth => ({ authorization, who: 'forged' })),
    },
  );

/** Header values node:http will send: latin1 and tab are legal, so they are in. */
const HOSTILE_HEADERS: Array<[string, string]> = [
  ['accept', 'application/xml;q=2, */*;q=-1'],
  ['accept', '\t'],
  ['accept-encoding', 'gzip;q=2, br;q=abc, *;q=0'],
  ['accept-language', 'x'.repeat(2_000)],
  ['accept-language', 'hi;q=abc, ta;q=2, *;q=-1, -;;'],
  ['accept-language', 'ta-IN'],
  ['accept-language', '\u00ff\u00e9;q=1'],
  ['x-forwarded-for', '1.1.1.1, <script>, ::ffff:999.1.1.1'],
  ['x-forwarded-for', '\u00ff'.repeat(100)],
  ['x-real-ip', '0.0.0.0'],
  ['cookie', `a=${'b'.repeat(4_000)}`],
  ['user-agent', '\u00ff\t\u0080'],
  ['origin', 'null'],
  ['host', 'evil.example'],
  ['host', '\u00ff:99999'],
  ['x-http-method-override', 'DELETE'],
  ['range', 'bytes=0-0,-1'],
  ['if-none-match', '*'],
  ['connection', 'close'],
  ['upgrade', 'websocket'],
  ['x-request-id', '\t\t'],
  ['content-language', '\u00e9'],
];

/** A third of the requests carry one to three odd headers. */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .subarray(HOSTILE_HEADERS, { minLength: 1, maxLength: 3 })
      .map((pairs) => Object.fromEntries(pairs)),
  },
);

/** A query string to tack on, mostly none. */
export const queryArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: hostileQuery },
);

const withQuery = (path: string, query: string | null) =>
  query === null ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** One request from its parts; member routes refuse forged or missing credentials (`forbid2xx`). */
export function assemble(
  route: string,
  parts: {
    method?: string;
    path: string;
    kind: string;
    body?: BodyCase;
    auth?: Auth;
    headers?: Record<string, string>;
    query?: string | null;
    memberRoute?: boolean;
  },
): FuzzRequest {
  const { auth, body } = parts;
  const query = parts.query ?? null;
  return {
    route,
    kind: query === null ? parts.kind : `${parts.kind}+query${query.includes('%00') ? ':nul' : ''}`,
    auth: auth?.who,
    method: parts.method ?? route.split(' ')[0]!,
    path: withQuery(parts.path, query),
    headers: {
      ...parts.headers,
      ...body?.headers,
      ...(auth?.authorization === undefined ? {} : { authorization: auth.authorization }),
    },
    body: body?.body,
    forbid2xx: parts.memberRoute && !(auth?.who === 'a' || auth?.who === 'b'),
  };
}
