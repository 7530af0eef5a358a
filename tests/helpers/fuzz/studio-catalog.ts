import fc from 'fast-check';
import type { FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { hostileQuery, hostileSegment } from './hostile-values';
import {
  jsonRoute,
  paramRoute,
  phone12,
  plainRoute,
  queryRoute,
  secret,
  type RouteFuzz,
} from './route-cases';

/** A draft as the Studio sends it: file texts, some valid JSON, some not, some odd paths. */
const files = fc.dictionary(
  fc.oneof(
    fc.constantFrom('business.schema.json', 'business.ui.json', 'defs/address.json'),
    fc.string({ maxLength: 40 }),
  ),
  fc.oneof(fc.constant('{}'), fc.constant('{'), fc.json()),
  { maxKeys: 4 },
);

/**
 * The Form Studio's routes exist only for staff, and the fuzz app has none: members, forgeries and
 * anonymous requests must never get past the 404, whatever they send.
 */
export function studioRoutes(ctx: FuzzContext): RouteFuzz[] {
  const staffOnly = (r: FuzzRequest): FuzzRequest => ({ ...r, forbid2xx: true });
  const draft = fc.record({ files });
  const json = (route: string, body: fc.Arbitrary<Record<string, unknown>>, count = 150) => ({
    route,
    count,
    requests: jsonRoute(route, body, { ctx }).map(staffOnly),
  });
  const rollbackPath = fc.oneof(
    fc.constantFrom('/api/studio/versions/1/rollback', '/api/studio/versions/0/rollback'),
    hostileSegment.map((s) => `/api/studio/versions/${s}/rollback`),
  );
  return [
    {
      route: 'POST /api/studio/session',
      count: 300,
      requests: jsonRoute(
        'POST /api/studio/session',
        fc.oneof(
          // A member's real proof: a phone that is not staff is told nothing.
          { weight: 1, arbitrary: fc.constantFrom<Record<string, unknown>>(...ctx.loginProofs) },
          { weight: 3, arbitrary: fc.record({ phone: phone12, uid: fc.uuid(), token: secret }) },
        ),
      ).map(staffOnly),
    },
    {
      route: 'GET /api/studio/forms',
      count: 100,
      requests: plainRoute('GET /api/studio/forms', ctx).map(staffOnly),
    },
    json('POST /api/studio/check', draft),
    json('POST /api/studio/preview', draft),
    json('POST /api/studio/impact', draft),
    json(
      'POST /api/studio/publish',
      fc.record({
        files,
        note: fc.string({ maxLength: 20 }),
        baseVersion: fc.oneof(fc.constant(null), fc.integer()),
      }),
    ),
    {
      route: 'GET /api/studio/versions',
      count: 100,
      requests: plainRoute('GET /api/studio/versions', ctx).map(staffOnly),
    },
    {
      route: 'POST /api/studio/versions/:id/rollback',
      count: 150,
      requests: jsonRoute(
        'POST /api/studio/versions/:id/rollback',
        fc.record({ note: fc.string() }),
        {
          ctx,
          path: rollbackPath,
        },
      ).map(staffOnly),
    },
    {
      route: 'GET /api/forms/:name',
      count: 200,
      requests: paramRoute('GET /api/forms/:name', '/api/forms/', [
        'business',
        'wizard-business',
        'profile',
        'nope',
      ]),
    },
    {
      route: 'GET /api/v2/texts/:language',
      count: 100,
      requests: paramRoute('GET /api/v2/texts/:language', '/api/v2/texts/', [
        'en',
        'hi',
        'ta',
        'mr',
      ]),
    },
  ];
}

/**
 * Staff and audit routes get the fuzz app's admin half the time, so hostile paths, bodies and
 * queries reach the code behind the access check; every other caller must get no 2xx.
 */
export function withAdmin(ctx: FuzzContext, requests: fc.Arbitrary<FuzzRequest>) {
  return fc.tuple(requests, fc.boolean()).map(([request, admin]): FuzzRequest =>
    admin && ctx.staffAdmin
      ? {
          ...request,
          auth: 'admin',
          headers: { ...request.headers, authorization: `Bearer ${ctx.staffAdmin}` },
          forbid2xx: false,
        }
      : { ...request, forbid2xx: true },
  );
}

/** A cursor of the right shape that no server signed, or one signed that is not ours. */
const cursor = fc.oneof(
  fc
    .tuple(
      fc.string({ minLength: 1, maxLength: 200 }).map((s) => Buffer.from(s).toString('base64url')),
      fc
        .uint8Array({ minLength: 32, maxLength: 32 })
        .map((b) => Buffer.from(b).toString('base64url')),
    )
    .map(([payload, mac]) => `${payload}.${mac}`),
  hostileSegment,
);

const auditQuery = fc.oneof(
  hostileQuery,
  fc
    .record(
      {
        actor: fc.oneof(phone12, fc.constant('12345678'), hostileSegment),
        country: fc.oneof(fc.constantFrom('IN', 'GB', 'ZZ', 'in'), hostileSegment),
        action: fc.oneof(fc.constantFrom('sign-in', 'refused', 'publish', 'nope'), hostileSegment),
        cursor,
        limit: fc.oneof(fc.constantFrom('1', '50', '100', '0', '101', '-1', '1e2'), hostileSegment),
      },
      { requiredKeys: [] },
    )
    .map((query) =>
      Object.entries(query)
        .map(([key, value]) => `${key}=${value}`)
        .join('&'),
    ),
);

/** The staff API and the audit: admins only. */
export function staffAuditRoutes(ctx: FuzzContext): RouteFuzz[] {
  const staffPath = fc.oneof(
    phone12.map((p) => `/api/studio/staff/${p}`),
    phone12.map((p) => `/api/studio/staff/%2B${p}`),
    // As people type it: the national digits spaced, dashed, or in Devanagari.
    phone12.map(
      (p) => `/api/studio/staff/${encodeURIComponent(`+91 ${p.slice(2, 7)} ${p.slice(7)}`)}`,
    ),
    phone12.map((p) => `/api/studio/staff/${p.slice(2, 7)}-${p.slice(7)}`),
    phone12.map(
      (p) =>
        `/api/studio/staff/${encodeURIComponent(p.slice(2).replace(/\d/g, (d) => String.fromCodePoint(0x966 + Number(d))))}`,
    ),
    fc.constant(`/api/studio/staff/${FUZZ_ADMIN}`),
    hostileSegment.map((s) => `/api/studio/staff/${s}`),
  );
  const role = fc.record(
    {
      role: fc.oneof(fc.constantFrom('admin', 'editor', 'viewer'), fc.string({ maxLength: 10 })),
      country: fc.oneof(fc.constantFrom('IN', 'GB', 'ZZ', 'in'), fc.string({ maxLength: 4 })),
    },
    { requiredKeys: ['role'] },
  );
  return [
    {
      route: 'GET /api/studio/me',
      count: 100,
      requests: withAdmin(ctx, plainRoute('GET /api/studio/me', ctx)),
    },
    {
      route: 'GET /api/studio/staff',
      count: 100,
      requests: withAdmin(ctx, plainRoute('GET /api/studio/staff', ctx)),
    },
    {
      route: 'PUT /api/studio/staff/:phone',
      count: 250,
      requests: withAdmin(
        ctx,
        jsonRoute('PUT /api/studio/staff/:phone', role, { ctx, path: staffPath }),
      ),
    },
    {
      route: 'DELETE /api/studio/staff/:phone',
      count: 150,
      requests: withAdmin(
        ctx,
        staffPath.map((path): FuzzRequest => ({
          route: 'DELETE /api/studio/staff/:phone',
          kind: 'delete',
          method: 'DELETE',
          path,
          headers: {},
        })),
      ),
    },
    {
      route: 'GET /api/studio/audit',
      count: 300,
      requests: withAdmin(
        ctx,
        auditQuery.map((query): FuzzRequest => ({
          route: 'GET /api/studio/audit',
          kind: 'audit-query',
          method: 'GET',
          path: `/api/studio/audit?${query}`,
          headers: {},
        })),
      ),
    },
  ];
}

/** The fuzz app's one bootstrap admin (STAFF_PHONES). */
export const FUZZ_ADMIN = '919811000099';

/**
 * The Studio's Members area: searches, filters and cursors as query strings, member ids as path
 * segments (member A's real one among them), as the fuzz app's admin half the time.
 */
export function studioMemberRoutes(ctx: FuzzContext): RouteFuzz[] {
  const searches = [
    'q=asha',
    'q=%2B91%2098765-43210',
    'q=%E0%A5%AF%E0%A5%AE',
    'region=West&group=101&source=wizard&from=2026-01-01&to=2026-12-31',
    'limit=100',
    `cursor=${'A'.repeat(40)}.${'B'.repeat(43)}`,
  ];
  return [
    {
      route: 'GET /api/studio/members',
      count: 150,
      requests: withAdmin(ctx, queryRoute('GET /api/studio/members', searches)),
    },
    {
      route: 'GET /api/studio/members/count',
      count: 100,
      requests: withAdmin(ctx, queryRoute('GET /api/studio/members/count', searches)),
    },
    {
      route: 'GET /api/studio/members/export',
      count: 150,
      requests: withAdmin(
        ctx,
        queryRoute(
          'GET /api/studio/members/export',
          searches
            .map((q) => `kind=members&${q}`)
            .concat(
              'kind=businesses',
              'kind=members&format=tools&lang=ta',
              'kind=members&lang=../x',
            ),
        ),
      ),
    },
    {
      route: 'POST /api/studio/members/export-link',
      count: 150,
      requests: withAdmin(
        ctx,
        jsonRoute(
          'POST /api/studio/members/export-link',
          fc.record(
            {
              kind: fc.oneof(
                fc.constantFrom('members', 'businesses'),
                fc.string({ maxLength: 12 }),
              ),
              format: fc.constantFrom('spreadsheet', 'tools', 'xlsx'),
              lang: fc.constantFrom('en', 'ta', '../x'),
              q: fc.string({ maxLength: 30 }),
              from: fc.constantFrom('2026-01-01', '2026-13-40', ''),
            },
            { requiredKeys: ['kind'] },
          ),
        ),
      ),
    },
    {
      // The link is its own proof, and no fuzzed link is one of ours: never a file.
      route: 'GET /api/studio/members/export-file',
      count: 150,
      requests: queryRoute('GET /api/studio/members/export-file', [
        'link=a.b.c',
        `link=${'A'.repeat(36)}.${'B'.repeat(80)}.${'C'.repeat(43)}`,
        'link=eyJhbGciOiJub25lIn0.eyJzdWIiOiIrOTEifQ.',
        'link=',
      ]).map((r): FuzzRequest => ({ ...r, forbid2xx: true })),
    },
    {
      route: 'GET /api/studio/members/:id',
      count: 150,
      requests: withAdmin(
        ctx,
        paramRoute(
          'GET /api/studio/members/:id',
          '/api/studio/members/',
          [ctx.a.userId, ctx.b.userId, 'export'],
          ctx,
        ),
      ),
    },
    {
      route: 'GET /api/studio/directory/heavy-viewers',
      count: 100,
      requests: withAdmin(ctx, plainRoute('GET /api/studio/directory/heavy-viewers', ctx)),
    },
  ];
}

/**
 * The Studio's Requests area: the list in any language, requests by id (a member's id, an unknown
 * one, hostile segments) and replies of any length, as the fuzz app's admin half the time.
 */
export function studioRequestRoutes(ctx: FuzzContext): RouteFuzz[] {
  const ids = [ctx.a.userId, '0193a7e2-8d1c-7b4a-9f1e-2c3d4e5f6a7b', 'requests'];
  const replyPath = fc.oneof(
    fc.constantFrom(...ids).map((id) => `/api/studio/requests/${id}/reply`),
    hostileSegment.map((s) => `/api/studio/requests/${s}/reply`),
  );
  return [
    {
      route: 'GET /api/studio/requests',
      count: 100,
      requests: withAdmin(
        ctx,
        queryRoute('GET /api/studio/requests', ['lang=hi', 'lang=ta', 'lang=zz', 'lang=../x']),
      ),
    },
    {
      route: 'GET /api/studio/requests/:id',
      count: 150,
      requests: withAdmin(
        ctx,
        paramRoute('GET /api/studio/requests/:id', '/api/studio/requests/', ids, ctx),
      ),
    },
    {
      route: 'POST /api/studio/requests/:id/reply',
      count: 200,
      requests: withAdmin(
        ctx,
        jsonRoute(
          'POST /api/studio/requests/:id/reply',
          fc.record({ reply: fc.oneof(fc.string({ maxLength: 2100 }), fc.constant('  ')) }),
          { ctx, path: replyPath },
        ),
      ),
    },
  ];
}
