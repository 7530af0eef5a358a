import fc from 'fast-check';
import type { FuzzRequest } from './http-send';
import { ODD_SEGMENTS, hostileQuery, hostileSegment } from './hostile-values';
import { jsonBody } from './json-bodies';
import { assemble, authArb, headersArb, queryArb, type FuzzContext } from './fuzz-context';

type Obj = Record<string, unknown>;

/** A route label as in `apiRoutes`, how many requests it gets, and how to make one. */
export interface RouteFuzz {
  route: string;
  count: number;
  requests: fc.Arbitrary<FuzzRequest>;
}

export const phone10 = fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String);
export const phone12 = phone10.map((p) => `91${p}`);
export const secret = fc
  .uint8Array({ minLength: 16, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('base64url'));
export const otp = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
const getOrHead = fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD');
/**
 * HEAD only where the request is otherwise clean: a refusal made before routing (bad URL, huge
 * header) carries a body, which a HEAD client cannot frame, so the test would report itself.
 */
const headIfClean = (method: string, clean: boolean) =>
  method === 'HEAD' && !clean ? 'GET' : method;

/** A JSON route: bodies from `base`, odd headers, a stray query, and credentials on member routes. */
export function jsonRoute(
  route: string,
  base: fc.Arbitrary<Obj>,
  options: { ctx?: FuzzContext; path?: fc.Arbitrary<string> } = {},
): fc.Arbitrary<FuzzRequest> {
  const { ctx } = options;
  return fc
    .record({
      path: options.path ?? fc.constant(route.split(' ')[1]!),
      body: jsonBody(base),
      headers: headersArb,
      query: queryArb,
      auth: ctx ? authArb(ctx) : fc.constant(undefined),
    })
    .map(({ path, body, headers, query, auth }) =>
      assemble(route, { path, kind: body.kind, body, auth, headers, query, memberRoute: !!ctx }),
    );
}

/** What a path segment is, for grouping: the odd segment itself, or the kind of hostile value. */
function segmentKind(segment: string): string {
  if ((ODD_SEGMENTS as readonly string[]).includes(segment))
    return `param:${segment.length > 24 ? `${segment.length}-chars` : segment}`;
  if (segment.length > 16_000) return 'param:over-16kb';
  if (segment.includes('%00')) return 'param:nul';
  return 'param:hostile';
}

/** A route with one path parameter at the end of `prefix`. */
export function paramRoute(
  route: string,
  prefix: string,
  valid: string[],
  ctx?: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const segment = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...valid).map((s) => ({ s, kind: 'valid-param' })) },
    { weight: 4, arbitrary: hostileSegment.map((s) => ({ s, kind: segmentKind(s) })) },
  );
  return fc
    .record({
      segment,
      method: getOrHead,
      headers: headersArb,
      query: queryArb,
      auth: ctx ? authArb(ctx) : fc.constant(undefined),
    })
    .map(({ segment: { s, kind }, method, headers, query, auth }) =>
      assemble(route, {
        method: headIfClean(method, kind === 'valid-param' && query === null),
        path: `${prefix}${s}`,
        kind,
        auth,
        headers,
        query,
        memberRoute: !!ctx,
      }),
    );
}

/** A GET route whose input is its query string. */
export function queryRoute(route: string, valid: string[]): fc.Arbitrary<FuzzRequest> {
  const path = route.split(' ')[1]!;
  return fc
    .record({
      query: fc.oneof(
        {
          weight: 1,
          arbitrary: fc.constantFrom(...valid).map((q) => ({ q, kind: 'valid-query' })),
        },
        {
          weight: 4,
          arbitrary: hostileQuery.map((q) => ({
            q,
            kind: `query${q.includes('%00') ? ':nul' : ''}${q.length > 4_000 ? ':long' : ''}`,
          })),
        },
      ),
      method: getOrHead,
      headers: headersArb,
    })
    .map(({ query: { q, kind }, method, headers }) =>
      assemble(route, {
        method: headIfClean(method, kind === 'valid-query'),
        path: `${path}?${q}`,
        kind,
        headers,
      }),
    );
}

/** A GET route without input: odd methods, queries, headers and bodies are all it can be sent. */
export function plainRoute(route: string, ctx?: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const path = route.split(' ')[1]!;
  return fc
    .record({
      method: getOrHead,
      query: queryArb,
      headers: headersArb,
      auth: ctx ? authArb(ctx) : fc.constant(undefined),
      body: fc.oneof(
        { weight: 5, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: jsonBody(fc.constant({})) },
      ),
    })
    .map(({ method, query, headers, auth, body }) =>
      assemble(route, {
        method: headIfClean(method, query === null && !body),
        path,
        kind: body ? `get-with-body:${body.kind}` : 'plain',
        body,
        auth,
        headers,
        query,
        memberRoute: !!ctx,
      }),
    );
}

/** Wrong methods on real paths, and paths that match no route. */
export function unknownRoutes(): fc.Arbitrary<FuzzRequest> {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE');
  const path = fc.oneof(
    fc.constantFrom(
      '/api',
      '/api/',
      '/api/auth',
      '/api/auth/phone/',
      '/api/business/business-entity-types',
      '/api/business/business-entity-types/',
      '/api/business/logo/',
      '/api/groups/',
      '/api/v1/health',
      '/api/verification/exchange',
      '/api/dev',
      '/',
      '/index.html',
      '/secure/edit-business?bizId=1',
      '/.env',
      '/api/health/',
      '/api//health',
      '/API/health',
      '/api/auth/login',
      '/api/profile/me',
      '/api/business/upload-logo',
      '/api/v2/user/create-profile',
    ),
    hostileSegment.map((s) => `/api/${s}`),
    fc.tuple(hostileSegment, hostileSegment).map(([a, b]) => `/api/${a}/${b}`),
  );
  return fc
    .record({ method, path, headers: headersArb })
    .map(({ method, path, headers }) =>
      assemble('unknown route', { method, path, kind: `unknown:${method}`, headers }),
    );
}
