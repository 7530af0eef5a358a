import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOtpless } from '../fakes/otpless';
import { createPerson, createSignUp, createWizardBusiness } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  consentOf,
  createTestApp,
  latestCode,
  nextPhone,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import {
  expectBusinessCapHeld,
  expectOneCodePerConcurrentInitiates,
  expectRightCodeVerifiedOnce,
  initiate,
  verify,
} from '../helpers/race-cases';
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
  tallies,
  tally,
  warm,
} from '../helpers/race-http';

/**
 * Concurrent requests over real HTTP. SQLite's driver is synchronous, so requests mostly take
 * turns there; on PostgreSQL they run truly in parallel and show check-then-act races.
 */

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

const wizardBody = (phone: string, uid: string) => ({
  profile: { ...createPerson(SAMPLE_GROUP), phone, uid },
  businesses: [createWizardBusiness()],
});

describe('races on one server (local verification)', () => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await createTestApp();
    base = await listen(t.app);
  });
  afterEach(() => t.close());

  const submitWizard = (body: object) =>
    send(base, 'POST', '/api/v2/user/create-profile', { consent: consentOf(t.app), ...body });

  it('verifies the right code sent 4× at once exactly once', () =>
    expectRightCodeVerifiedOnce([base]));

  it('delivers exactly one code for 6 concurrent initiates of one phone', () =>
    expectOneCodePerConcurrentInitiates([base]));

  it('allows 5 checks per code, however many arrive at once', async () => {
    const phone = nextPhone();
    expect((await initiate(base, phone)).status).toBe(200);
    const code = await latestCode(t.app, phone);

    await warm(base);
    const answers = await atOnce(12, () => verify(base, phone, wrong(code)));

    expectSane(answers);
    expect(answers.filter(isRefusal), tally(answers)).toHaveLength(12);
    const incorrect = count(answers, 400, 'OTP_INCORRECT');
    expect(incorrect, `checks counted: ${tally(answers)}`).toBeLessThanOrEqual(5);
    expect(incorrect, tally(answers)).toBeGreaterThanOrEqual(1);

    const right = await verify(base, phone, code);
    expectSane([right]);
    expect(right.status, `the right code after the race: ${tally([right])}`).not.toBe(200);
    expect(isRefusal(right)).toBe(true);
  });

  it('holds the business cap under 8-way concurrent creates', async () => {
    const member = await signUp(t.app);
    await expectBusinessCapHeld(
      [base],
      t.config.limits?.businessesPerMember ?? 20,
      bearer(member.token),
      () => businessBody(t.app, member.token),
    );
  });

  describe('one verification, one account', () => {
    it('signs up once when one verified token is used by 4 sign-ups at once', async () => {
      const phone = nextPhone();
      const { token, uid } = await verifyPhone(t.app, phone);
      const payload = {
        ...createSignUp(SAMPLE_GROUP),
        phone,
        uid,
        token,
        isVerified: true,
        consent: consentOf(t.app),
      };

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
