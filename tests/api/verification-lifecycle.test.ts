import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/server/config';
import {
  call,
  createTestApp,
  latestCode,
  national,
  nextPhone,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function app(config: Partial<Config> = {}, logs?: PassThrough) {
  t = await createTestApp(config, logs);
  return t;
}
const initiate = (phone: string, payload = national(phone)) =>
  call(t!.app, { method: 'POST', url: '/api/verification/initiate', payload });
const verify = async (phone: string) =>
  call(t!.app, {
    method: 'POST',
    url: '/api/verification/verify',
    payload: { ...national(phone), otp: await latestCode(t!.app, phone) },
  });

describe('a verification is pending, approved, expired or exhausted', () => {
  it('lets a member who just signed up log in at once: the gap guards only a pending code', async () => {
    const { app: server } = await app();
    const { phone } = await signUp(server);
    expect((await initiate(phone)).status).toBe(200);
    const { token, userId: uid } = (await verify(phone)).body.response;
    const login = await call(server, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, uid, token },
    });
    expect(login.status).toBe(200);
  });

  it('still keeps the gap while a code is pending, with the seconds left to count down', async () => {
    await app();
    const phone = nextPhone();
    await initiate(phone);
    t!.clock.advance(6_000);
    const early = await initiate(phone);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('54');
    expect(early.body).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retryAfter: 54 });
  });

  it('counts every send in the hourly cap, approved or not, and says when the next one is due', async () => {
    await app();
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      expect((await initiate(phone)).status).toBe(200);
      expect((await verify(phone)).status).toBe(200);
      t!.clock.advance(60_000);
    }
    const sixth = await initiate(phone);
    expect(sixth.body).toMatchObject({ code: 'OTP_SEND_LIMIT', retryAfter: 60 * 60 - 5 * 60 });
    expect(sixth.headers['retry-after']).toBe(String(60 * 60 - 5 * 60));
  });

  it('serves the resend gap in the browser configuration', async () => {
    await app({ otpResendSeconds: 45 });
    const config = await call(t!.app, { method: 'GET', url: '/api/v2/config' });
    expect(config.body.otpResendSeconds).toBe(45);
  });
});

describe('abuse controls of the sender', () => {
  it('sends codes only to the allowed countries, India by default', async () => {
    await app();
    const us = { channel: 'PHONE', phone: '2015550123', countryCode: '+1' };
    const refused = await initiate('', us);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('OTP_COUNTRY_NOT_ALLOWED');
    await t!.close();
    await app({ otpAllowedCountries: ['IN', 'US'] });
    expect((await initiate('', us)).status).toBe(200);
  });

  it('stops at the daily budget with 503 OTP_UNAVAILABLE and logs one alert', async () => {
    const logs = new PassThrough();
    let text = '';
    logs.on('data', (chunk) => (text += String(chunk)));
    await app({ otpDailyLimit: 2 }, logs);
    expect((await initiate(nextPhone())).status).toBe(200);
    expect((await initiate(nextPhone())).status).toBe(200);
    const third = await initiate(nextPhone());
    const fourth = await initiate(nextPhone());
    expect([third.status, third.body.code]).toEqual([503, 'OTP_UNAVAILABLE']);
    expect(fourth.status).toBe(503);
    expect(text.match(/OTP_DAILY_LIMIT/g)).toHaveLength(1);
    t!.clock.advance(24 * 60 * 60 * 1000);
    expect((await initiate(nextPhone())).status).toBe(200);
  });

  it('limits the wizard phone check per address on its own', async () => {
    await app({
      rateLimits: {
        verification: 100,
        auth: 100,
        phoneCheck: 2,
        upload: 100,
        writes: 100,
        windowMs: 60_000,
      },
    });
    const check = () => call(t!.app, { method: 'GET', url: `/api/auth/phone/${nextPhone()}` });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    const third = await check();
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
