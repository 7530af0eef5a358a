import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestCode,
  national,
  nextPhone,
  openDb,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const initiate = (phone: string) =>
  call(t.app, { method: 'POST', url: '/api/verification/initiate', payload: national(phone) });
const verify = (phone: string, otp: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/verification/verify',
    payload: { ...national(phone), otp },
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('local phone verification', () => {
  it('sends a 6-digit code to the outbox, newest first, and verifies it once', async () => {
    const a = nextPhone();
    const b = nextPhone();
    expect((await initiate(a)).body).toEqual({ success: true });
    expect((await initiate(b)).status).toBe(200);
    const outbox = (await call(t.app, { method: 'GET', url: '/api/dev/outbox' })).body;
    expect(outbox.map((m: { to: string }) => m.to)).toEqual([`+${b}`, `+${a}`]);
    expect(outbox[0]).toMatchObject({
      channel: 'WHATSAPP',
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });

    const code = await latestCode(t.app, a);
    const ok = await verify(a, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      response: {
        token: expect.any(String),
        userId: expect.any(String),
        identities: [
          { identityType: 'MOBILE', identityValue: a, verified: true, channel: 'WHATSAPP' },
        ],
      },
    });
    expect(Buffer.from(ok.body.response.token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const again = await verify(a, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      code: 'OTP_EXPIRED',
      response: { errorMessage: expect.any(String) },
    });
  });

  it('stores codes hashed, never as sent', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const code = await latestCode(t.app, phone);
    const { db } = openDb(t.config);
    const rows = await db
      .selectFrom('otp_codes')
      .select('code_hash')
      // Stored as E.164, whatever form the request used.
      .where('phone', '=', `+${phone}`)
      .execute();
    await db.destroy();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong code with OTP_INCORRECT and the spec text', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const res = await verify(phone, wrong(await latestCode(t.app, phone)));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'OTP_INCORRECT',
      response: { errorMessage: 'OTP incorrect. Please enter valid OTP' },
    });
  });

  it('kills a code after 5 checks, even when the 6th is right', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const code = await latestCode(t.app, phone);
    // Each refusal says how many tries are left, so the step can say "last try" before the last.
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await verify(phone, wrong(code));
      expect(refused.body.code).toBe('OTP_INCORRECT');
      left.push(refused.body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const res = await verify(phone, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_EXPIRED');
  });

  it('lets a code expire after 10 minutes', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const code = await latestCode(t.app, phone);
    t.clock.advance(10 * 60 * 1000);
    expect((await verify(phone, code)).body.code).toBe('OTP_EXPIRED');
  });

  it('refuses a resend within 60 s, then issues a new code that replaces the old one', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const first = await latestCode(t.app, phone);
    t.clock.advance(59_000);
    const early = await initiate(phone);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ success: false, code: 'OTP_RESEND_TOO_SOON' });
    t.clock.advance(1_000);
    expect((await initiate(phone)).status).toBe(200);
    const second = await latestCode(t.app, phone);
    if (second !== first) expect((await verify(phone, first)).body.code).toBe('OTP_INCORRECT');
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await initiate(phone)).status).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await initiate(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('OTP_SEND_LIMIT');
    t.clock.advance(60 * 60 * 1000);
    expect((await initiate(phone)).status).toBe(200);
  });

  it.each([
    [{ channel: 'PHONE', phone: '12345', countryCode: '+91' }],
    [{ channel: 'EMAIL', phone: '9876543210', countryCode: '+91' }],
    [{ channel: 'PHONE', phone: '9876543210' }],
  ])('refuses a malformed request %j with INVALID_PHONE', async (payload) => {
    const res = await call(t.app, { method: 'POST', url: '/api/verification/initiate', payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'INVALID_PHONE' });
  });

  it('refuses numbers where text belongs before looking at the phone, in the SDK shape', async () => {
    const payload = { channel: 'PHONE', phone: 9876543210, countryCode: 91 };
    const res = await call(t.app, { method: 'POST', url: '/api/verification/initiate', payload });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      fields: { '/phone': expect.any(String) },
      response: { errorMessage: expect.any(String) },
    });
  });

  it('refuses an OTP that is not 6 digits without counting it', async () => {
    const phone = nextPhone();
    await initiate(phone);
    const res = await verify(phone, '12ab56');
    expect(res.body.code).toBe('OTP_INCORRECT');
    expect((await verify(phone, await latestCode(t.app, phone))).status).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('answers 429 RATE_LIMITED past the verification limit', async () => {
    const limited = await createTestApp({
      rateLimits: {
        verification: 3,
        auth: 100,
        phoneCheck: 100,
        upload: 100,
        writes: 100,
        windowMs: 60_000,
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await call(limited.app, {
              method: 'POST',
              url: '/api/verification/initiate',
              payload: national(nextPhone()),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const res = await call(limited.app, {
        method: 'POST',
        url: '/api/verification/initiate',
        payload: national(nextPhone()),
      });
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    } finally {
      await limited.close();
    }
  });
});
