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
  every,
  expectSane,
  isRefusal,
  listen,
  repeat,
  ROUNDS,
  send,
  sentTo,
  tallies,
  tally,
  warm,
  type Answer,
} from '../helpers/race-http';

/**
 * Concurrent requests over real HTTP. SQLite's driver is synchronous, so requests mostly take
 * turns there; on PostgreSQL they run truly in parallel and show check-then-act races.
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
    const rounds = await repeat(ROUNDS, async () => {
      const phone = nextPhone();
      expect((await initiate(phone)).status).toBe(200);
      const code = await latestCode(t.app, phone);
      await warm(base);
      return atOnce(4, () => verify(phone, code));
    });

    expectSane(rounds.flat(), tallies(rounds));
    const verified = rounds.map((r) => count(r, 200));
    expect(verified, `verified per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
    expect(
      rounds.map((r) => r.filter(isRefusal).length),
      tallies(rounds),
    ).toEqual(every(rounds, 3));
  });

  it('delivers exactly one code for 6 concurrent initiates of one phone', async () => {
    const phones: string[] = [];
    const rounds = await repeat(ROUNDS, async () => {
      const phone = nextPhone();
      phones.push(phone);
      await warm(base);
      return atOnce(6, () => initiate(phone));
    });

    expectSane(rounds.flat(), tallies(rounds));
    const sent = rounds.map((r) => count(r, 200));
    expect(sent, `codes sent per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
    expect(
      rounds.map((r) => count(r, 429, 'OTP_RESEND_TOO_SOON')),
      tallies(rounds),
    ).toEqual(every(rounds, 5));
    const delivered = await Promise.all(phones.map(async (p) => (await sentTo([base], p)).length));
    expect(delivered, 'messages in the outbox per phone').toEqual(every(phones, 1));
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
      every(refusals, '409 BUSINESS_LIMIT'),
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
      // Each round: two phones, each verified twice (61 s apart: the resend gap), four submits.
      const pairs = (
        await repeat(ROUNDS, async () => {
          const phones = [nextPhone(), nextPhone()];
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
          return [answers.slice(0, 2), answers.slice(2, 4)];
        })
      ).flat();

      expectSane(pairs.flat(), tallies(pairs));
      expect(
        pairs.map((pair) =>
          pair.map((a) => (a.status === 200 ? '200' : `${a.status} ${a.body?.code}`)).sort(),
        ),
        `per phone: ${tallies(pairs)}`,
      ).toEqual(every(pairs, ['200', '409 USER_EXIST']));
    });
  });

  it('survives 6 concurrent refreshes of one refresh token', async () => {
    const rounds = await repeat(ROUNDS, async () => {
      const member = await signUp(t.app);
      await warm(base);
      return atOnce(6, () => send(base, 'POST', '/api/auth/refresh', { token: member.rToken }));
    });

    expectSane(rounds.flat(), tallies(rounds));
    const odd = rounds
      .flat()
      .filter((a) => a.status !== 200 && !(a.status === 401 && a.body?.code === 'INVALID_TOKEN'));
    expect(odd, `refreshes per round: ${tallies(rounds)}`).toEqual([]);
    expect(
      rounds.map((r) => count(r, 200) >= 1),
      tallies(rounds),
    ).toEqual(every(rounds, true));
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
    const exchange = (token: string) => send(base, 'POST', '/api/verification/exchange', { token });

    /** The browser's part, against the fake's SDK endpoints: a code, then a token for a phone. */
    const otplessToken = async (phone: string): Promise<string> => {
      const who = { phone: phone.slice(2), countryCode: '+91' };
      const sent = await send(fake.url, 'POST', '/fake-sdk/initiate', who, { appid: 'APP-1' });
      expect(sent.status).toBe(200);
      const { code } = (await send(fake.url, 'GET', `/fake-sdk/code/${phone}`)).body;
      const verified = await send(fake.url, 'POST', '/fake-sdk/verify', { ...who, otp: code });
      const token = verified.body?.onetap?.token;
      expect(token, JSON.stringify(verified.body)).toEqual(expect.any(String));
      return token;
    };

    const rounds = await repeat(ROUNDS, async () => {
      const token = await otplessToken(nextPhone());
      await warm(base);
      const answers = await atOnce(4, () => exchange(token));
      return { answers, later: await exchange(token) };
    });

    expectSane(
      rounds.flatMap((r) => [...r.answers, r.later]),
      tallies(rounds.map((r) => [...r.answers, r.later])),
    );
    const summary = tallies(rounds.map((r) => r.answers));
    expect(
      rounds.map((r) => count(r.answers, 200) >= 1),
      `exchanges per round: ${summary}`,
    ).toEqual(every(rounds, true));
    // Every 200, in the race and after it, names the one verification the token became.
    const granted = rounds.flatMap((r) => [...r.answers, r.later]).filter((a) => a.status === 200);
    expect(granted.map((a) => typeof a.body?.response?.userId)).toEqual(every(granted, 'string'));
    const uidsPerToken = rounds.map(
      (r) =>
        new Set(
          [...r.answers, r.later]
            .filter((a) => a.status === 200)
            .map((a) => String(a.body?.response?.userId)),
        ).size,
    );
    expect(uidsPerToken, `distinct uids per token; exchanges: ${summary}`).toEqual(
      every(rounds, 1),
    );
  });
});
