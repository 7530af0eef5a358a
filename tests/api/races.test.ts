import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOtpless } from '../fakes/otpless';
import { createAddress, createBusiness, createPerson, createSignUp } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  createTestApp,
  latestCode,
  national,
  nextPhone,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import {
  atOnce,
  count,
  expectSane,
  isRefusal,
  listen,
  send,
  sentTo,
  tally,
  warm,
  type Answer,
} from '../helpers/race-http';

/**
 * Concurrent requests over real HTTP. On SQLite the requests are serialised by the driver, so
 * these pass trivially there; on PostgreSQL they run truly in parallel and show check-then-act
 * races in the server.
 */

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** A business as the wizard sends it: no logo, tagline or landline. */
const wizardBusiness = () =>
  JSON.parse(
    JSON.stringify(
      createBusiness({
        businessLogo: undefined,
        businessTagline: undefined,
        businessAddress: [createAddress({ businessLandline: undefined })],
      }),
    ),
  );
const wizardBody = (phone: string, uid: string) => ({
  profile: { ...createPerson(SAMPLE_GROUP), phone, uid },
  businesses: [wizardBusiness()],
});

describe('races on one server (local verification)', () => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterEach(() => t.close());

  const initiate = (phone: string) =>
    send(base, 'POST', '/api/verification/initiate', national(phone));
  const verify = (phone: string, otp: string) =>
    send(base, 'POST', '/api/verification/verify', { ...national(phone), otp });
  const submitWizard = (body: unknown) => send(base, 'POST', '/api/v2/user/create-profile', body);

  it('verifies the right code sent 4× at once exactly once', async () => {
    const phone = nextPhone();
    expect((await initiate(phone)).status).toBe(200);
    const code = await latestCode(t.app, phone);

    await warm(base);

    const answers = await atOnce(4, () => verify(phone, code));

    expectSane(answers);
    expect(count(answers, 200), `verified: ${tally(answers)}`).toBe(1);
    expect(answers.filter(isRefusal), tally(answers)).toHaveLength(3);
  });

  it('delivers exactly one code for 6 concurrent initiates of one phone', async () => {
    const phone = nextPhone();

    await warm(base);

    const answers = await atOnce(6, () => initiate(phone));

    expectSane(answers);
    expect(count(answers, 200), `sent: ${tally(answers)}`).toBe(1);
    expect(count(answers, 429, 'OTP_RESEND_TOO_SOON'), tally(answers)).toBe(5);
    expect(await sentTo([base], phone), 'messages in the outbox for the phone').toHaveLength(1);
  });

  it('allows 5 checks per code, however many arrive at once', async () => {
    const phone = nextPhone();
    expect((await initiate(phone)).status).toBe(200);
    const code = await latestCode(t.app, phone);

    await warm(base);

    const answers = await atOnce(12, () => verify(phone, wrong(code)));

    expectSane(answers);
    expect(answers.filter(isRefusal), tally(answers)).toHaveLength(12);
    const incorrect = count(answers, 400, 'OTP_INCORRECT');
    expect(incorrect, `checks counted: ${tally(answers)}`).toBeLessThanOrEqual(5);
    expect(incorrect, tally(answers)).toBeGreaterThanOrEqual(1);

    const right = await verify(phone, code);
    expectSane([right]);
    expect(right.status, `the right code after the race: ${tally([right])}`).not.toBe(200);
    expect(isRefusal(right)).toBe(true);
  });

  it('holds the business cap under 8-way concurrent creates', async () => {
    const MAX = t.config.limits?.businessesPerMember ?? 20;
    const member = await signUp(t.app);
    const auth = bearer(member.token);
    const answers: Answer[] = [];
    let refused = 0;
    for (let batch = 0; refused < 8 && batch < Math.ceil(MAX / 8) + 4; batch++) {
      // Each create attaches its own upload; all are made before the batch is fired.
      const bodies: Record<string, unknown>[] = [];
      for (let i = 0; i < 8; i++) bodies.push(await businessBody(t.app, member.token));
      await warm(base);
      const round = await Promise.all(
        bodies.map((body) => send(base, 'POST', '/api/business', body, auth)),
      );
      answers.push(...round);
      refused += round.filter((a) => a.status !== 200).length;
    }

    expectSane(answers);
    const list = await send(base, 'GET', '/api/business/', undefined, auth);
    expect(list.status).toBe(200);
    expect(list.body.length, `businesses listed; creates: ${tally(answers)}`).toBe(MAX);
    expect(count(answers, 200), tally(answers)).toBe(MAX);
    const refusals = answers.filter((a) => a.status !== 200);
    expect(refusals.map((a) => `${a.status} ${a.body?.code}`)).toEqual(
      refusals.map(() => '409 BUSINESS_LIMIT'),
    );
  });

  describe('one verification, one account', () => {
    it('signs up once when one verified token is used by 4 sign-ups at once', async () => {
      const phone = nextPhone();
      const { token, uid } = await verifyPhone(t.app, phone);
      const payload = { ...createSignUp(SAMPLE_GROUP), phone, uid, token, isVerified: true };

      await warm(base);

      const answers = await atOnce(4, () => send(base, 'POST', '/api/auth/signup', payload));

      expectSane(answers);
      expect(count(answers, 200), `signed up: ${tally(answers)}`).toBe(1);
      expect(answers.filter(isRefusal), tally(answers)).toHaveLength(3);
    });

    it('creates one profile when one wizard uid is submitted 4× at once', async () => {
      const phone = nextPhone();
      const { uid } = await verifyPhone(t.app, phone);

      await warm(base);

      const answers = await atOnce(4, () => submitWizard(wizardBody(phone, uid)));

      expectSane(answers);
      expect(count(answers, 200), `profiles created: ${tally(answers)}`).toBe(1);
      expect(answers.filter(isRefusal), tally(answers)).toHaveLength(3);
    });

    it('answers 409 USER_EXIST, not a 5xx, to two uids of one phone submitted at once', async () => {
      // Three phones, each verified twice (61 s apart: the resend gap), all six submits at once.
      const phones = [nextPhone(), nextPhone(), nextPhone()];
      const first = await Promise.all(phones.map((p) => verifyPhone(t.app, p)));
      t.clock.advance(61_000);
      const second = await Promise.all(phones.map((p) => verifyPhone(t.app, p)));

      await warm(base);

      const answers = await Promise.all(
        phones.flatMap((phone, i) => [
          submitWizard(wizardBody(phone, first[i]!.uid)),
          submitWizard(wizardBody(phone, second[i]!.uid)),
        ]),
      );

      expectSane(answers);
      for (const [i, phone] of phones.entries()) {
        const pair = answers.slice(2 * i, 2 * i + 2);
        expect(
          pair.map((a) => (a.status === 200 ? '200' : `${a.status} ${a.body?.code}`)).sort(),
          `phone ${phone}: ${tally(pair)}`,
        ).toEqual(['200', '409 USER_EXIST']);
      }
    });
  });

  it('survives 6 concurrent refreshes of one refresh token', async () => {
    const member = await signUp(t.app);

    await warm(base);

    const answers = await atOnce(6, () =>
      send(base, 'POST', '/api/auth/refresh', { token: member.rToken }),
    );

    expectSane(answers);
    expect(
      answers.filter(
        (a) => a.status !== 200 && !(a.status === 401 && a.body?.code === 'INVALID_TOKEN'),
      ),
      `refreshes: ${tally(answers)}`,
    ).toEqual([]);
    expect(count(answers, 200), tally(answers)).toBeGreaterThanOrEqual(1);
  });
});

describe('races on one server (OTPless)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it('exchanges one OTPless token 4× at once without a 5xx, always for the same uid', async () => {
    const creds = { appId: 'APP-1', clientId: 'client-1', clientSecret: 'secret-1' };
    const fake = await startFakeOtpless(creds);
    cleanups.push(fake.close);
    const t = await createTestApp({
      verificationProvider: 'otpless',
      otpless: { apiUrl: fake.url, ...creds, sdkUrl: `${fake.url}/v4/headless.js` },
    });
    cleanups.push(() => t.close());
    const base = await listen(t.app);

    // The browser's part, against the fake SDK endpoints: a code, then a token for the phone.
    const phone = nextPhone();
    const who = { phone: phone.slice(2), countryCode: '+91' };
    expect(
      (await send(fake.url, 'POST', '/fake-sdk/initiate', who, { appid: 'APP-1' })).status,
    ).toBe(200);
    const { code } = (await send(fake.url, 'GET', `/fake-sdk/code/${phone}`)).body;
    const verified = await send(fake.url, 'POST', '/fake-sdk/verify', { ...who, otp: code });
    const token: string = verified.body.onetap.token;
    expect(token).toEqual(expect.any(String));

    await warm(base);

    const answers = await atOnce(4, () =>
      send(base, 'POST', '/api/verification/exchange', { token }),
    );

    expectSane(answers);
    expect(count(answers, 200), tally(answers)).toBeGreaterThanOrEqual(1);
    const later = await send(base, 'POST', '/api/verification/exchange', { token });
    expectSane([later]);
    const uids = [...answers, later]
      .filter((a) => a.status === 200)
      .map((a) => a.body?.response?.userId);
    expect(uids.every((u) => typeof u === 'string')).toBe(true);
    expect(new Set(uids).size, `uids handed out: ${uids.join(', ')}`).toBe(1);
  });
});
