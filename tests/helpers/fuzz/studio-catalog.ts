import fc from 'fast-check';
import type { FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { hostileSegment } from './hostile-values';
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
 * The Studio's Members area: searches, filters and cursors as query strings, member ids as path
 * segments (member A's real one among them). Without a staff token nothing gets past the 404.
 */
export function studioMemberRoutes(ctx: FuzzContext): RouteFuzz[] {
  const staffOnly = (r: FuzzRequest): FuzzRequest => ({ ...r, forbid2xx: true });
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
      requests: queryRoute('GET /api/studio/members', searches).map(staffOnly),
    },
    {
      route: 'GET /api/studio/members/export',
      count: 150,
      requests: queryRoute(
        'GET /api/studio/members/export',
        searches.map((q) => `kind=members&${q}`).concat('kind=businesses'),
      ).map(staffOnly),
    },
    {
      route: 'GET /api/studio/members/:id',
      count: 150,
      requests: paramRoute(
        'GET /api/studio/members/:id',
        '/api/studio/members/',
        [ctx.a.userId, ctx.b.userId, 'export'],
        ctx,
      ).map(staffOnly),
    },
  ];
}
