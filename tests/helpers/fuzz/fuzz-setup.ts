import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createPerson } from '../../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  latestCode,
  national,
  nextPhone,
  pngBytes,
  SAMPLE_GROUP,
  signUp,
  uploadLogo,
  verifyPhone,
  type TestClock,
} from '../api-app';
import { forgedAuthorizations } from './forged-tokens';
import { assemble, type FuzzContext } from './fuzz-context';
import type { FuzzRequest } from './http-send';

async function ok(what: string, pending: ReturnType<typeof call>) {
  const res = await pending;
  if (res.status !== 200) throw new Error(`fuzz setup: ${what}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Two members with businesses, logos and spare proofs, made through the API, so some hostile
 * requests carry a valid part and get past the first check. The clock moves a minute between
 * codes for one phone (the resend gap).
 */
export async function buildContext(app: FastifyInstance, clock: TestClock): Promise<FuzzContext> {
  const a = await signUp(app);
  const b = await signUp(app);
  const png = await pngBytes();
  const logoIds: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const upload = await uploadLogo(app, png, { token: a.token });
    logoIds.push((upload.body.data.url as string).split('/').pop()!);
  }
  const businessBodies = [];
  for (let i = 0; i < 4; i += 1) businessBodies.push(await businessBody(app, a.token));
  const business = async (token: string, more: Record<string, unknown> = {}) =>
    (
      await ok(
        'business',
        call(app, {
          method: 'POST',
          url: '/api/business',
          headers: bearer(token),
          payload: await businessBody(app, token, more),
        }),
      )
    ).data.businessId as string;
  const aBusinessId = await business(a.token);
  const hiddenBusinessId = await business(a.token);
  // Shown in the directory: member A's referrals to it reach the code behind the checks.
  const bBusinessId = await business(b.token, { showInDirectory: true });
  const proof = async (phone: string) => ({ phone, ...(await verifyPhone(app, phone)) });
  const loginProofs = [];
  const rTokens = [a.rToken, b.rToken];
  for (let i = 0; i < 3; i += 1) {
    clock.advance(61_000);
    loginProofs.push(await proof(a.phone));
    const session = await ok(
      'login',
      call(app, { method: 'POST', url: '/api/auth/login', payload: await proof(b.phone) }),
    );
    rTokens.push(session.rToken as string);
  }
  const signupProofs = [await proof(nextPhone()), await proof(nextPhone())];
  const wizardProfiles = [];
  for (let i = 0; i < 3; i += 1) {
    const { phone, uid } = await proof(nextPhone());
    wizardProfiles.push({ ...createPerson(SAMPLE_GROUP), phone, uid });
  }
  const otpCodes = [];
  for (let i = 0; i < 3; i += 1) {
    const phone = nextPhone();
    await ok(
      'initiate',
      call(app, { method: 'POST', url: '/api/verification/initiate', payload: national(phone) }),
    );
    otpCodes.push({ phone, code: await latestCode(app, phone) });
  }
  return {
    a,
    b,
    aBusinessId,
    hiddenBusinessId,
    bBusinessId,
    logoIds,
    businessBodies,
    loginProofs,
    signupProofs,
    wizardProfiles,
    notice: app.services.privacyNotice.currentVersion(),
    otpCodes,
    rTokens,
    forged: await forgedAuthorizations(a, clock.now()),
    png,
  };
}

/** A token the fake OTPless vouches for, obtained the way its browser SDK does. */
export async function otplessToken(base: string, appId: string): Promise<string> {
  const phone = nextPhone().slice(2);
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', appid: appId },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ onetap?: { token: string } }>);
  await post('/fake-sdk/initiate', { phone, countryCode: '+91' });
  const sent = (await fetch(`${base}/fake-sdk/code/91${phone}`).then((r) => r.json())) as {
    code: string;
  };
  const verified = await post('/fake-sdk/verify', { phone, countryCode: '+91', otp: sent.code });
  return verified.onetap!.token;
}

/** Every member route with A's and B's access tokens, once the clock has passed their expiry. */
export function expiredTokenRequests(ctx: FuzzContext, seed: number): FuzzRequest[] {
  const own = `/api/business/${ctx.aBusinessId}`;
  const routes: Array<[string, string, object?]> = [
    ['GET /api/profile/me', '/api/profile/me'],
    ['GET /api/business/', '/api/business/'],
    ['GET /api/business/:id', own],
    ['PATCH /api/business/:id', own, { businessName: 'Expired' }],
    ['POST /api/business', '/api/business', ctx.businessBodies[0]],
    ['POST /api/profile/update', '/api/profile/update', { firstName: 'Expired' }],
    // The directory hides itself from strangers, but an expired member token is refreshed.
    ['GET /api/directory', '/api/directory?q=sharma'],
    ['GET /api/directory/:id', `/api/directory/${ctx.bBusinessId}`],
  ];
  const pick = fc.tuple(fc.constantFrom(...routes), fc.constantFrom(ctx.a, ctx.b));
  return fc.sample(pick, { seed, numRuns: 200 }).map(([[route, path, body], member]) => ({
    ...assemble(route, {
      path,
      kind: 'expired-token',
      auth: { authorization: `Bearer ${member.token}`, who: 'expired' },
      body: body && {
        kind: 'expired-token',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      memberRoute: true,
    }),
    expectStatus: [401],
  }));
}
