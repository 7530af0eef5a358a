import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOtpless } from '../fakes/otpless';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { mainCatalog, otplessCatalog, sampleCatalog } from '../helpers/fuzz/catalog';
import type { FuzzContext } from '../helpers/fuzz/fuzz-context';
import { buildContext, expiredTokenRequests, otplessToken } from '../helpers/fuzz/fuzz-setup';
import { runAll, type FuzzRequest } from '../helpers/fuzz/http-send';
import { groupFailures, Tally } from '../helpers/fuzz/outcome-check';
import { rawRequests } from '../helpers/fuzz/raw-requests';
import { apiRoutes } from '../helpers/fuzz/route-list';
import { FUZZ_ADMIN } from '../helpers/fuzz/studio-catalog';
import { staffSession } from '../helpers/studio-staff';

/**
 * Hostile requests over real HTTP against every /api route, on this run's database: no 5xx, no
 * dropped connection, and our `{ code, message }` on every refusal. The seed is fixed (FUZZ_SEED
 * overrides it to explore), so what one run finds the next run finds again.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const IN_FLIGHT = 8;
const RAW_REQUESTS = 700;
const OTPLESS = { appId: 'FUZZ-APP', clientId: 'fuzz-client', clientSecret: 'fuzz-secret' };

let t: TestApp;
let o: TestApp;
let fake: Awaited<ReturnType<typeof startFakeOtpless>>;
let ctx: FuzzContext;
let hiddenBefore: unknown;
const ports = { main: 0, otpless: 0 };

const listen = async (app: TestApp) => {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return (app.app.server.address() as AddressInfo).port;
};

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${FUZZ_ADMIN}`] });
  ctx = {
    ...(await buildContext(t.app, t.clock)),
    staffAdmin: await staffSession(t.app, FUZZ_ADMIN),
  };
  hiddenBefore = (
    await call(t.app, {
      method: 'GET',
      url: `/api/business/${ctx.hiddenBusinessId}`,
      headers: bearer(ctx.a.token),
    })
  ).body;
  // The exchange route exists only with OTPless, checked against its fake on loopback.
  fake = await startFakeOtpless(OTPLESS);
  o = await createTestApp({
    verificationProvider: 'otpless',
    otpless: { ...OTPLESS, apiUrl: fake.url, sdkUrl: `${fake.url}/v4/headless.js` },
  });
  ports.main = await listen(t);
  ports.otpless = await listen(o);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await o?.close();
  await fake?.close();
});

async function fuzz(port: number, requests: FuzzRequest[], tally: Tally) {
  const outcomes = await runAll(port, requests, IN_FLIGHT);
  requests.forEach((request, i) => tally.add(request, outcomes[i]!));
}

describe(`fuzz (${DIALECT}, seed ${SEED})`, () => {
  it('covers every /api route of both app configurations', () => {
    const fuzzed = new Set(mainCatalog(ctx).map((r) => r.route));
    expect(apiRoutes(t.app).filter((route) => !fuzzed.has(route))).toEqual([]);
    const main = apiRoutes(t.app);
    const fuzzedOtpless = new Set(otplessCatalog(['x']).map((r) => r.route));
    const onlyOtpless = apiRoutes(o.app).filter((route) => !main.includes(route));
    expect(onlyOtpless.filter((route) => !fuzzedOtpless.has(route))).toEqual([]);
  });

  it('answers 10,000+ hostile requests with no 5xx, no reset, and our JSON {code, message} on every 4xx', async () => {
    const started = Date.now();
    const tally = new Tally();
    await fuzz(
      ports.main,
      [...sampleCatalog(mainCatalog(ctx), SEED), ...rawRequests(SEED, RAW_REQUESTS)],
      tally,
    );
    const tokens = [
      await otplessToken(fake.url, OTPLESS.appId),
      await otplessToken(fake.url, OTPLESS.appId),
    ];
    await fuzz(ports.otpless, sampleCatalog(otplessCatalog(tokens), SEED), tally);
    // Last, since it moves the clock: the members' real access tokens, expired, refused with 401.
    t.clock.advance(16 * 60_000);
    await fuzz(ports.main, expiredTokenRequests(ctx, SEED), tally);

    const groups = groupFailures(tally.failures);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${tally.summary(DIALECT)} (seed ${SEED}, ${seconds} s)\n${tally.perRoute()}`);
    for (const g of groups)
      console.log(
        `  FAIL ${g.group}\n    routes: ${g.routes}\n    kinds: ${g.kinds}\n    e.g. ${g.example}`,
      );

    expect(tally.total).toBeGreaterThanOrEqual(10_000);
    const { '5xx': serverErrors, resets, 'non-JSON 4xx': notOurs } = tally.counts;
    expect
      .soft({ '5xx': serverErrors, resets, 'non-JSON 4xx': notOurs })
      .toEqual({ '5xx': 0, resets: 0, 'non-JSON 4xx': 0 });
    expect(groups.slice(0, 40)).toEqual([]);
  }, 240_000);

  it("leaves member A's business, which member B probed, as it was", async () => {
    t.clock.advance(61_000);
    const proof = await verifyPhone(t.app, ctx.a.phone);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: ctx.a.phone, ...proof },
    });
    expect(login.status).toBe(200);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/business/${ctx.hiddenBusinessId}`,
      headers: bearer(login.body.token),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(hiddenBefore);
  });

  it('still answers on a fresh connection afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.main}/api/health`);
    expect(res.status).toBe(200);
  });
});
