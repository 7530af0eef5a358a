import fc from 'fast-check';
import { createReferral } from '../../fixtures/forms';
import { assemble, authArb, headersArb, type FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { hostileQuery, hostileSegment } from './hostile-values';
import { jsonRoute, plainRoute, queryRoute, type RouteFuzz } from './route-cases';
import { withAdmin } from './studio-catalog';

type Obj = Record<string, unknown>;

/** A business id of the setup's (listed or not), any uuid, or a hostile segment. */
const businessPath = (ctx: FuzzContext) =>
  fc
    .oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(ctx.bBusinessId, ctx.aBusinessId, ctx.hiddenBusinessId),
      },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: hostileSegment },
    )
    .map((id) => `/api/directory/${id}/referrals`);

/** A referral's id: none of the setup's members holds one, so every change is refused. */
const referralPath = fc
  .oneof({ weight: 2, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileSegment })
  .map((id) => `/api/referrals/${id}/status`);

const statusBodies = fc.oneof(
  fc.constant<Obj>({ status: 'contacted' }),
  fc.integer({ min: -5, max: 3_000_000_000 }).map<Obj>((value) => ({ status: 'won', value })),
  fc.string({ maxLength: 600 }).map<Obj>((reason) => ({ status: 'lost', reason })),
  fc.constant<Obj>({ status: 'new' }),
  fc.constant<Obj>({ status: 'won', value: 1.5 }),
);

/** A member route whose input is its query string. */
function memberQuery(route: string, valid: string[], ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const path = route.split(' ')[1]!;
  return fc
    .record({
      query: fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constantFrom(...valid).map((q) => ({ q, kind: 'valid-query' })),
        },
        { weight: 1, arbitrary: hostileQuery.map((q) => ({ q, kind: 'query' })) },
      ),
      auth: authArb(ctx),
      headers: headersArb,
    })
    .map(({ query: { q, kind }, auth, headers }) =>
      assemble(route, { path: `${path}?${q}`, kind, auth, headers, memberRoute: true }),
    );
}

/** Referrals: giving one, the lists and totals, a change of status, and the Studio's figures. */
export function referralRoutes(ctx: FuzzContext): RouteFuzz[] {
  const months = [
    'from=2026-01&to=2026-12',
    'from=2026-12&to=2026-01',
    'from=2020-01&to=2026-12',
    'from=2026-13&to=2026-14',
    'lang=hi',
    'lang=../x',
    '',
  ];
  return [
    {
      route: 'POST /api/directory/:id/referrals',
      count: 400,
      requests: jsonRoute(
        'POST /api/directory/:id/referrals',
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(createReferral()) },
          {
            weight: 1,
            arbitrary: fc.constant(createReferral({ contactPhone: '+91 98765 01234' })),
          },
        ),
        { ctx, path: businessPath(ctx) },
      ),
    },
    {
      route: 'GET /api/referrals',
      count: 150,
      requests: memberQuery('GET /api/referrals', ['tab=received', 'tab=given', 'tab=x', ''], ctx),
    },
    {
      route: 'GET /api/referrals/summary',
      count: 100,
      requests: plainRoute('GET /api/referrals/summary', ctx),
    },
    {
      route: 'POST /api/referrals/:id/status',
      count: 300,
      requests: jsonRoute('POST /api/referrals/:id/status', statusBodies, {
        ctx,
        path: referralPath,
      }),
    },
    {
      route: 'GET /api/studio/referrals',
      count: 150,
      requests: withAdmin(ctx, queryRoute('GET /api/studio/referrals', months)),
    },
    {
      route: 'GET /api/studio/referrals.csv',
      count: 150,
      requests: withAdmin(ctx, queryRoute('GET /api/studio/referrals.csv', months)),
    },
  ];
}
