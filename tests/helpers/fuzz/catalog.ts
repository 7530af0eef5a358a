import fc from 'fast-check';
import { createAddress, createBusiness, createPerson, createSignUp } from '../../fixtures/forms';
import { SAMPLE_GROUP } from '../api-app';
import type { FuzzContext } from './fuzz-context';
import { assemble, authArb, headersArb } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { hostileSegment } from './hostile-values';
import { mutate } from './json-bodies';
import { multipartCase } from './multipart-bodies';
import {
  jsonRoute,
  otp,
  paramRoute,
  phone10,
  phone12,
  plainRoute,
  queryRoute,
  secret,
  unknownRoutes,
  type RouteFuzz,
} from './route-cases';

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

function businessRoutes(ctx: FuzzContext): RouteFuzz[] {
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
  const b = { authorization: `Bearer ${ctx.b.token}`, who: 'b' as const };
  const a = { authorization: `Bearer ${ctx.a.token}`, who: 'a' as const };
  const hidden = `/api/business/${ctx.hiddenBusinessId}`;
  // Another member's business is not there for you: 404 exactly, whatever you send.
  const idorReads = fc.constantFrom<FuzzRequest>(
    {
      ...assemble('GET /api/business/:id', { path: hidden, kind: 'idor:b-reads-a', auth: b }),
      expectStatus: [404],
    },
    {
      ...assemble('GET /api/business/:id', {
        path: `/api/business/${ctx.bBusinessId}`,
        kind: 'idor:a-reads-b',
        auth: a,
      }),
      expectStatus: [404],
    },
    {
      ...assemble('GET /api/business/:id', {
        path: hidden,
        kind: 'idor:anonymous',
        memberRoute: true,
      }),
      expectStatus: [401],
    },
    {
      ...assemble('GET /api/business/:id', {
        path: `${hidden}?ownerId=${ctx.a.userId}`,
        kind: 'idor:owner-in-query',
        auth: b,
      }),
      expectStatus: [404],
    },
    {
      ...assemble('GET /api/business/:id', {
        path: hidden.toUpperCase(),
        kind: 'idor:uppercase-id',
        auth: b,
      }),
      forbid2xx: true,
    },
    {
      ...assemble('GET /api/business/:id', {
        path: `${hidden}%20`,
        kind: 'idor:padded-id',
        auth: b,
      }),
      forbid2xx: true,
    },
    {
      ...assemble('GET /api/business/:id', {
        path: `${hidden}/`,
        kind: 'idor:trailing-slash',
        auth: b,
      }),
      forbid2xx: true,
    },
  );
  const idorPatches = fc
    .constantFrom<Obj>(
      { businessName: 'Taken over' },
      createBusiness(),
      { ownerId: ctx.b.userId },
      {},
    )
    .map((body): FuzzRequest => ({
      ...assemble('PATCH /api/business/:id', {
        path: hidden,
        kind: 'idor:b-patches-a',
        auth: b,
        body: {
          kind: 'idor',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      }),
      expectStatus: [404],
    }));
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
          auth: fc.oneof(fc.constant(undefined), authArb(ctx)),
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
        { weight: 1, arbitrary: idorReads },
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
        { weight: 1, arbitrary: idorPatches },
      ),
    },
    { route: 'GET /api/profile/me', count: 200, requests: plainRoute('GET /api/profile/me', ctx) },
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

function wizardRoute(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
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
        fc.record({ profile, businesses: fc.array(business, { minLength: 1, maxLength: 3 }) }),
      ),
    },
    { weight: 1, arbitrary: swarms },
  );
}

/** Every /api route of the app with local verification, and how many requests each gets. */
export function mainCatalog(ctx: FuzzContext): RouteFuzz[] {
  const national = phone10.map((phone) => ({ channel: 'PHONE', phone, countryCode: '+91' }));
  const tokenBody = fc.record({ token: fc.oneof(secret, fc.constantFrom(...ctx.rTokens)) });
  const randomCode = fc.tuple(national, otp).map(([n, code]) => ({ ...n, otp: code }));
  const sentCode = fc.constantFrom(...ctx.otpCodes).map(({ phone, code }) => ({
    channel: 'PHONE',
    phone: phone.slice(2),
    countryCode: '+91',
    otp: code,
  }));
  const randomSignUp = fc.record({
    phone: fc.oneof(phone12, fc.constant(ctx.a.phone)),
    uid: fc.oneof(fc.uuid(), fc.constant(ctx.a.userId)),
    token: secret,
  });
  return [
    {
      route: 'POST /api/verification/initiate',
      count: 550,
      requests: jsonRoute('POST /api/verification/initiate', national),
    },
    {
      route: 'POST /api/verification/verify',
      count: 550,
      requests: jsonRoute(
        'POST /api/verification/verify',
        fc.oneof({ weight: 4, arbitrary: randomCode }, { weight: 1, arbitrary: sentCode }),
      ),
    },
    {
      route: 'POST /api/auth/signup',
      count: 600,
      requests: jsonRoute(
        'POST /api/auth/signup',
        fc
          .oneof(
            { weight: 4, arbitrary: randomSignUp },
            { weight: 1, arbitrary: fc.constantFrom(...ctx.signupProofs) },
          )
          .map((r) => ({ ...createSignUp(SAMPLE_GROUP), ...r, isVerified: true })),
      ),
    },
    {
      route: 'POST /api/auth/login',
      count: 500,
      requests: jsonRoute(
        'POST /api/auth/login',
        fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom<Obj>(...ctx.loginProofs) },
          { weight: 4, arbitrary: fc.record({ phone: phone12, uid: fc.uuid(), token: secret }) },
          {
            weight: 1,
            arbitrary: fc.constant({ phone: ctx.a.phone, uid: ctx.a.userId, token: 'stale' }),
          },
        ),
      ),
    },
    {
      route: 'POST /api/auth/refresh',
      count: 350,
      requests: jsonRoute('POST /api/auth/refresh', tokenBody),
    },
    {
      route: 'POST /api/auth/logout',
      count: 350,
      requests: jsonRoute('POST /api/auth/logout', tokenBody),
    },
    {
      route: 'GET /api/auth/phone/:phone',
      count: 300,
      requests: paramRoute('GET /api/auth/phone/:phone', '/api/auth/phone/', [
        ctx.a.phone,
        '919876543210',
        '%2B919876543210',
      ]),
    },
    {
      route: 'GET /api/groups/regions',
      count: 100,
      requests: plainRoute('GET /api/groups/regions'),
    },
    {
      route: 'GET /api/groups/search',
      count: 300,
      requests: queryRoute('GET /api/groups/search', ['name=Pune', 'name=Sample', 'name=101']),
    },
    {
      route: 'GET /api/groups/by-region',
      count: 300,
      requests: queryRoute('GET /api/groups/by-region', [
        'region=West',
        'region=West&name=Pune',
        'region=Nowhere',
      ]),
    },
    {
      route: 'GET /api/groups/:groupNumber',
      count: 300,
      requests: paramRoute('GET /api/groups/:groupNumber', '/api/groups/', ['101', '999']),
    },
    ...businessRoutes(ctx),
    { route: 'POST /api/v2/user/create-profile', count: 700, requests: wizardRoute(ctx) },
    { route: 'GET /api/v2/config', count: 100, requests: plainRoute('GET /api/v2/config') },
    { route: 'GET /api/health', count: 100, requests: plainRoute('GET /api/health') },
    { route: 'GET /api/dev/outbox', count: 100, requests: plainRoute('GET /api/dev/outbox') },
    { route: 'unknown route', count: 400, requests: unknownRoutes() },
  ];
}

/** The app with OTPless verification: its own route, and the config that names OTPless. */
export function otplessCatalog(validTokens: string[]): RouteFuzz[] {
  const token = fc.record({ token: fc.oneof(fc.uuid(), secret, fc.constantFrom(...validTokens)) });
  return [
    {
      route: 'POST /api/verification/exchange',
      count: 350,
      requests: jsonRoute('POST /api/verification/exchange', token),
    },
    { route: 'GET /api/v2/config', count: 50, requests: plainRoute('GET /api/v2/config') },
  ];
}

/** The requests of a catalog, each route sampled from its own seed, then interleaved. */
export function sampleCatalog(catalog: RouteFuzz[], seed: number): FuzzRequest[] {
  const all = catalog.flatMap(({ requests, count }, i) =>
    fc.sample(requests, { seed: seed + i, numRuns: count }),
  );
  const order = fc.sample(fc.integer(), { seed, numRuns: all.length });
  return all
    .map((request, i) => ({ request, key: order[i]! }))
    .sort((x, y) => x.key - y.key)
    .map(({ request }) => request);
}
