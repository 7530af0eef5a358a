import fc from 'fast-check';
import { createSignUp } from '../../fixtures/forms';
import { SAMPLE_GROUP } from '../api-app';
import type { FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';
import { businessRoutes, consentArb, consentRoute, wizardRoute } from './member-catalog';
import { referralRoutes } from './referral-catalog';
import { directoryRoutes } from './directory-catalog';
import {
  staffAuditRoutes,
  studioMemberRoutes,
  studioRequestRoutes,
  studioRoutes,
} from './studio-catalog';
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
          .tuple(
            fc.oneof(
              { weight: 4, arbitrary: randomSignUp },
              { weight: 1, arbitrary: fc.constantFrom(...ctx.signupProofs) },
            ),
            consentArb(ctx),
          )
          .map(([r, consent]) => ({
            ...createSignUp(SAMPLE_GROUP),
            ...r,
            isVerified: true,
            consent,
          })),
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
    ...studioRoutes(ctx),
    ...staffAuditRoutes(ctx),
    ...studioMemberRoutes(ctx),
    ...studioRequestRoutes(ctx),
    ...referralRoutes(ctx),
    ...directoryRoutes(ctx),
    { route: 'POST /api/v2/user/create-profile', count: 700, requests: wizardRoute(ctx) },
    consentRoute(ctx),
    { route: 'GET /api/v2/config', count: 100, requests: plainRoute('GET /api/v2/config') },
    {
      route: 'GET /api/privacy/notice',
      count: 150,
      requests: plainRoute('GET /api/privacy/notice'),
    },
    {
      route: 'GET /api/privacy/contact',
      count: 50,
      requests: plainRoute('GET /api/privacy/contact'),
    },
    { route: 'GET /api/health', count: 100, requests: plainRoute('GET /api/health') },
    { route: 'GET /api/openapi.json', count: 50, requests: plainRoute('GET /api/openapi.json') },
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
