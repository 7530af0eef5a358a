import fc from 'fast-check';
import { createAddress, createBusiness, createConcern, createPerson } from '../../fixtures/forms';
import { SAMPLE_GROUP } from '../api-app';
import { assemble, authArb, headersArb, type FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { hostileSegment } from './hostile-values';
import { idorCases } from './idor-cases';
import { mutate } from './json-bodies';
import { multipartCase } from './multipart-bodies';
import { jsonRoute, paramRoute, phone12, plainRoute, type RouteFuzz } from './route-cases';

type Obj = Record<string, unknown>;

/** JSON round trip: the fixtures' `undefined` fields are left out, as the browser sends them. */
const plain = (value: Obj): Obj => JSON.parse(JSON.stringify(value)) as Obj;
const wizardBusiness = () =>
  plain(
    createBusiness({
      businessLogo: undefined,
      businessTagline: undefined,
      businessAddress: [createAddress({ businessLandline: undefined })],
    }),
  );

/** A business whose addresses are themselves mutated, so nested validation is reached. */
const withAddresses = (business: fc.Arbitrary<Obj>) =>
  fc
    .tuple(
      business,
      fc.array(fc.oneof(fc.constant(createAddress()), mutate(fc.constant(createAddress()))), {
        maxLength: 4,
      }),
    )
    .map(([biz, businessAddress]) => ({ ...biz, businessAddress }));

/** The business and profile routes: a member's own data, and other members' ids. */
export function businessRoutes(ctx: FuzzContext): RouteFuzz[] {
  const bodies = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ctx.businessBodies) },
    { weight: 1, arbitrary: fc.constant(createBusiness()) },
    { weight: 2, arbitrary: withAddresses(fc.constantFrom(...ctx.businessBodies)) },
  );
  const patch = fc
    .subarray(Object.entries(ctx.businessBodies[0]!), { minLength: 1 })
    .map((entries) => Object.fromEntries(entries));
  const own = `/api/business/${ctx.aBusinessId}`;
  const ids = fc.oneof(
    { weight: 3, arbitrary: fc.constant(own) },
    { weight: 2, arbitrary: hostileSegment.map((s) => `/api/business/${s}`) },
  );
  const markHostileId = (r: FuzzRequest) =>
    r.path.startsWith(own) ? r : { ...r, kind: `${r.kind}+hostile-id` };
  const idor = idorCases(ctx);
  return [
    {
      route: 'GET /api/business/business-categories',
      count: 100,
      requests: plainRoute('GET /api/business/business-categories'),
    },
    {
      route: 'GET /api/business/business-entity-types/:id',
      count: 300,
      requests: paramRoute(
        'GET /api/business/business-entity-types/:id',
        '/api/business/business-entity-types/',
        ['India', 'Narnia', 'india'],
      ),
    },
    {
      route: 'POST /api/business/upload-logo',
      count: 600,
      requests: fc
        .record({
          body: multipartCase(ctx.png),
          // Mostly members: visitors have a daily upload budget, and past it no image is decoded.
          auth: authArb(ctx),
          headers: headersArb,
        })
        .map(({ body, auth, headers }) =>
          assemble('POST /api/business/upload-logo', {
            path: '/api/business/upload-logo',
            kind: body.kind,
            body,
            auth,
            headers,
          }),
        ),
    },
    {
      route: 'GET /api/business/logo/:id',
      count: 300,
      requests: paramRoute('GET /api/business/logo/:id', '/api/business/logo/', ctx.logoIds),
    },
    { route: 'GET /api/business/', count: 200, requests: plainRoute('GET /api/business/', ctx) },
    {
      route: 'POST /api/business',
      count: 600,
      requests: jsonRoute('POST /api/business', bodies, { ctx }),
    },
    {
      route: 'GET /api/business/:id',
      count: 400,
      requests: fc.oneof(
        {
          weight: 3,
          arbitrary: paramRoute(
            'GET /api/business/:id',
            '/api/business/',
            [ctx.aBusinessId, ctx.hiddenBusinessId],
            ctx,
          ),
        },
        { weight: 1, arbitrary: idor.reads },
      ),
    },
    {
      route: 'PATCH /api/business/:id',
      count: 600,
      requests: fc.oneof(
        {
          weight: 5,
          arbitrary: jsonRoute('PATCH /api/business/:id', patch, { ctx, path: ids }).map(
            markHostileId,
          ),
        },
        { weight: 1, arbitrary: idor.patches },
      ),
    },
    ...(['DELETE /api/business/:id', 'POST /api/business/:id/restore'] as const).map((route) => ({
      route,
      count: 300,
      requests: fc.oneof(
        {
          // Hostile ids only: deleting the members' own businesses would change what the other
          // routes are fuzzed against.
          weight: 3,
          arbitrary: fc
            .record({ segment: hostileSegment, auth: authArb(ctx), headers: headersArb })
            .map(({ segment, auth, headers }) =>
              assemble(route, {
                path: route.endsWith('/restore')
                  ? `/api/business/${segment}/restore`
                  : `/api/business/${segment}`,
                kind: 'param:hostile',
                auth,
                headers,
                memberRoute: true,
              }),
            ),
        },
        { weight: 1, arbitrary: idor.removals.filter((r) => r.route === route) },
      ),
    })),
    { route: 'GET /api/profile/me', count: 200, requests: plainRoute('GET /api/profile/me', ctx) },
    // Concerns: a member's own only; the form's answers mutated, and the cap (CONCERN_LIMIT) met.
    {
      route: 'GET /api/me/concerns',
      count: 150,
      requests: plainRoute('GET /api/me/concerns', ctx),
    },
    {
      route: 'POST /api/me/concerns',
      count: 400,
      requests: jsonRoute(
        'POST /api/me/concerns',
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(createConcern({ replyBy: 'email' })) },
          { weight: 3, arbitrary: mutate(fc.constant(createConcern())) },
        ),
        { ctx },
      ),
    },
    // Your data: a member reads only their own; the downloads are the same data as files.
    ...[
      'GET /api/me/data',
      'GET /api/me/data.json',
      'GET /api/me/data.csv',
      'GET /api/me/deletion',
    ].map((route) => ({ route, count: 100, requests: plainRoute(route, ctx) })),
    {
      // Proofs the fuzzer makes are never valid: no member's deletion is scheduled by it.
      route: 'POST /api/me/deletion',
      count: 300,
      requests: jsonRoute(
        'POST /api/me/deletion',
        fc.record({ uid: fc.string({ maxLength: 300 }), token: fc.string({ maxLength: 300 }) }),
        { ctx },
      ),
    },
    {
      route: 'DELETE /api/me/deletion',
      count: 100,
      requests: jsonRoute('DELETE /api/me/deletion', fc.constant({}), { ctx }),
    },
    {
      route: 'POST /api/profile/update',
      count: 500,
      requests: jsonRoute(
        'POST /api/profile/update',
        fc.constant(createPerson({ middleName: 'K', alternatePhone: '919812345678' })),
        { ctx },
      ),
    },
  ];
}

/** The public wizard's submit: a profile and businesses, nested mutations, swarms of empties. */
/**
 * The consent sign-up, the wizard and agreeing again carry: mostly the current notice by someone 18
 * or older, else none, or any notice version, adult flag and volunteer flag.
 */
export const consentArb = (ctx: FuzzContext) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant({ notice: ctx.notice, adult: true }) },
    {
      weight: 1,
      arbitrary: fc.constant({ notice: ctx.notice, adult: true, enteredForOther: true }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          notice: fc.oneof(fc.constant(ctx.notice), fc.string({ maxLength: 80 })),
          adult: fc.oneof(fc.boolean(), fc.constant('yes')),
          enteredForOther: fc.oneof(fc.boolean(), fc.constant(1)),
        },
        { requiredKeys: [] },
      ),
    },
  );

/** Agreeing again to the privacy notice, as a member (or no one). */
export const consentRoute = (ctx: FuzzContext): RouteFuzz => ({
  route: 'POST /api/me/consent',
  count: 300,
  requests: jsonRoute(
    'POST /api/me/consent',
    consentArb(ctx).map((consent) => consent ?? {}),
    { ctx },
  ),
});

export function wizardRoute(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const route = 'POST /api/v2/user/create-profile';
  const profile = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...ctx.wizardProfiles) },
    {
      weight: 2,
      arbitrary: fc
        .record({ phone: phone12, uid: fc.uuid() })
        .map((r) => ({ ...createPerson(SAMPLE_GROUP), ...r })),
    },
    { weight: 2, arbitrary: mutate(fc.constantFrom(...ctx.wizardProfiles)) },
  );
  const business = fc.oneof(
    { weight: 3, arbitrary: fc.constant(wizardBusiness()) },
    { weight: 2, arbitrary: mutate(fc.constant(wizardBusiness())) },
    { weight: 1, arbitrary: withAddresses(fc.constant(wizardBusiness())) },
  );
  const json = (kind: string) => (body: Obj) =>
    assemble(route, {
      path: '/api/v2/user/create-profile',
      kind,
      body: { kind, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    });
  // Valid-looking submissions that are enormous in count rather than in bytes.
  const swarms = fc.oneof(
    profile.map((p) =>
      json('wizard:6000-empty-addresses')({
        profile: p,
        businesses: [
          { ...wizardBusiness(), businessAddress: Array.from({ length: 6_000 }, () => ({})) },
        ],
      }),
    ),
    profile.map((p) =>
      json('wizard:6000-empty-businesses')({
        profile: p,
        businesses: Array.from({ length: 6_000 }, () => ({})),
      }),
    ),
    profile.map((p) =>
      json('wizard:21-businesses')({
        profile: p,
        businesses: Array.from({ length: 21 }, wizardBusiness),
      }),
    ),
  );
  return fc.oneof(
    {
      weight: 9,
      arbitrary: jsonRoute(
        route,
        fc.record({
          profile,
          businesses: fc.array(business, { minLength: 1, maxLength: 3 }),
          consent: consentArb(ctx),
        }),
      ),
    },
    { weight: 1, arbitrary: swarms },
  );
}
