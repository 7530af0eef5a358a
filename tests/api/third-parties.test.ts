import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { EARLY_SCRIPT_HASH } from '../../src/fast/server-render';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSignUp } from '../fixtures/forms';
import { fakeServer } from '../helpers/fake-server';
import {
  call,
  consentOf,
  createTestApp,
  national,
  nextPhone,
  SAMPLE_GROUP,
  type TestApp,
} from '../helpers/api-app';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function app(config: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(config);
  cleanups.push(() => t.close());
  return t;
}

describe('WhatsApp Cloud API delivery (fake on loopback)', () => {
  const whatsappConfig = (apiUrl: string) => ({
    otpDelivery: 'whatsapp' as const,
    whatsapp: {
      apiUrl,
      phoneNumberId: '1055',
      accessToken: 'wa-token',
      template: 'otp_login',
      language: 'en',
    },
  });

  it('sends the code in an authentication template and keeps no outbox', async () => {
    const wa = await fakeServer(() => ({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: 'wamid.HBgM' }],
      },
    }));
    cleanups.push(wa.close);
    const t = await app(whatsappConfig(wa.url));
    const phone = nextPhone();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    expect(res.status).toBe(200);
    expect(wa.requests).toHaveLength(1);
    const [sent] = wa.requests;
    expect(sent!.url).toBe('/1055/messages');
    expect(sent!.headers.authorization).toBe('Bearer wa-token');
    expect(sent!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: phone,
      type: 'template',
      template: { name: 'otp_login', language: { code: 'en' } },
    });
    const code = sent!.body.template.components[0].parameters[0].text;
    expect(code).toMatch(/^\d{6}$/);
    expect(sent!.body.template.components[1]).toMatchObject({
      type: 'button',
      sub_type: 'url',
      parameters: [{ type: 'text', text: code }],
    });
    expect((await call(t.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { ...national(phone), otp: code },
    });
    expect(verified.status).toBe(200);
  });

  it('answers 503 OTP_UNAVAILABLE when WhatsApp refuses, and the code is not left usable', async () => {
    const wa = await fakeServer(() => ({
      status: 400,
      body: {
        error: {
          message: '(#131030) Recipient phone number not in allowed list',
          type: 'OAuthException',
          code: 131030,
          fbtrace_id: 'A1',
        },
      },
    }));
    cleanups.push(wa.close);
    const t = await app(whatsappConfig(wa.url));
    const phone = nextPhone();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      code: 'OTP_UNAVAILABLE',
      response: { errorMessage: 'OTP service is currently unavailable' },
    });
    const code = wa.requests[0]!.body.template.components[0].parameters[0].text;
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/verification/verify',
          payload: { ...national(phone), otp: code },
        })
      ).status,
    ).toBe(400);
  });
});

describe('OTPless token validation (fake on loopback)', () => {
  /** Bodies as OTPless documents them for POST /auth/v1/validate/token. */
  const otpless = (phoneFor: Record<string, string>) =>
    fakeServer(({ headers, body }) => {
      if (headers.clientid !== 'client-1' || headers.clientsecret !== 'secret-1')
        return {
          status: 401,
          body: {
            message: 'Unauthorized',
            errorCode: '7101',
            description: 'Invalid client credentials',
          },
        };
      if (body.token === 'expired')
        return {
          status: 400,
          body: {
            message: 'Token expired',
            errorCode: '7301',
            description: 'The token has expired',
          },
        };
      const phone = phoneFor[body.token];
      if (!phone)
        return {
          status: 400,
          body: { message: 'Invalid token', errorCode: '7114', description: 'Token is invalid' },
        };
      return {
        status: 200,
        body: {
          token: body.token,
          status: 'SUCCESS',
          userId: `otpless-user-${phone}`,
          timestamp: '2026-11-22T09:00:00Z',
          identities: [
            {
              identityType: 'MOBILE',
              identityValue: phone,
              channel: 'WHATSAPP',
              methods: ['WHATSAPP'],
              verified: true,
              verifiedAt: '2026-11-22T09:00:00Z',
            },
          ],
          network: { ip: '127.0.0.1' },
          deviceInfo: {},
        },
      };
    });

  const otplessConfig = (apiUrl: string) => ({
    verificationProvider: 'otpless' as const,
    otpless: {
      apiUrl,
      clientId: 'client-1',
      clientSecret: 'secret-1',
      appId: 'APP-1',
      sdkUrl: 'https://sdk.example.test/v4/headless.js',
    },
  });

  it("tells the browser to load OTPless's SDK, and lets the page's CSP allow it", async () => {
    const fake = await otpless({});
    cleanups.push(fake.close);
    const clientDir = mkdtempSync(join(tmpdir(), 'members-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    cleanups.push(async () => rmSync(clientDir, { recursive: true }));
    const t = await app({ ...otplessConfig(fake.url), clientDir });
    expect((await call(t.app, { method: 'GET', url: '/api/v2/config' })).body).toEqual({
      supportPhone: expect.any(String),
      otpResendSeconds: 60,
      verification: {
        provider: 'otpless',
        appId: 'APP-1',
        sdkUrl: 'https://sdk.example.test/v4/headless.js',
      },
    });
    const csp = String(
      (await call(t.app, { method: 'GET', url: '/auth/login' })).headers['content-security-policy'],
    ).split(';');
    // Beside the page's one inline script, admitted by its hash (src/fast/server-render.ts).
    expect(csp).toContain(`script-src 'self' https://sdk.example.test ${EARLY_SCRIPT_HASH}`);
    expect(csp).toContain("connect-src 'self' https://sdk.example.test https://*.otpless.app");
    expect(csp.join(';')).not.toContain('unsafe-eval');
  });

  it('signs up and logs in with tokens OTPless vouches for, each used once', async () => {
    const phone = nextPhone();
    const fake = await otpless({ 'tok-signup': phone, 'tok-login': phone });
    cleanups.push(fake.close);
    const t = await app(otplessConfig(fake.url));
    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        ...createSignUp(SAMPLE_GROUP),
        phone,
        uid: `otpless-user-${phone}`,
        token: 'tok-signup',
        isVerified: true,
        consent: consentOf(t.app),
      },
    });
    expect(signup.status).toBe(200);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/v1/validate/token',
      body: { token: 'tok-signup' },
    });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, uid: `otpless-user-${phone}`, token: 'tok-login' },
    });
    expect(login.status).toBe(200);
    expect(login.body.userId).toBe(signup.body.userId);
    const replay = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, uid: 'x', token: 'tok-login' },
    });
    expect(replay.body.code).toBe('INVALID_TOKEN');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/verification/initiate',
          payload: national(phone),
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    ['7114 invalid token', 'forged'],
    ['7301 expired token', 'expired'],
  ])('refuses %s with INVALID_TOKEN', async (_name, token) => {
    const fake = await otpless({});
    cleanups.push(fake.close);
    const t = await app(otplessConfig(fake.url));
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        ...createSignUp(SAMPLE_GROUP),
        phone: nextPhone(),
        uid: 'u',
        token,
        isVerified: true,
        consent: consentOf(t.app),
      },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Authentication failed. Please try again.',
    });
  });

  it("refuses a token for another phone than the request's", async () => {
    const fake = await otpless({ 'tok-a': nextPhone() });
    cleanups.push(fake.close);
    const t = await app(otplessConfig(fake.url));
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        ...createSignUp(SAMPLE_GROUP),
        phone: nextPhone(),
        uid: 'u',
        token: 'tok-a',
        consent: consentOf(t.app),
      },
    });
    expect(res.body.code).toBe('OTP_VERIFICATION_FAILED');
  });

  it('answers 503 OTP_UNAVAILABLE when OTPless cannot be reached', async () => {
    const t = await app(otplessConfig('http://127.0.0.1:9'));
    for (const [url, payload] of [
      ['/api/verification/exchange', { token: 'tok' }],
      ['/api/auth/login', { phone: nextPhone(), uid: 'u', token: 'tok' }],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url, payload });
      expect([res.status, res.body.code], url).toEqual([503, 'OTP_UNAVAILABLE']);
    }
  });

  it('exchanges a token for the uid the wizard submits', async () => {
    const phone = nextPhone();
    const fake = await otpless({ 'tok-w': phone });
    cleanups.push(fake.close);
    const t = await app(otplessConfig(fake.url));
    const exchanged = await call(t.app, {
      method: 'POST',
      url: '/api/verification/exchange',
      payload: { token: 'tok-w' },
    });
    expect(exchanged.body).toEqual({ success: true, response: { userId: expect.any(String) } });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/verification/exchange',
      payload: { token: 'forged' },
    });
    expect(bad.status).toBe(401);
  });
});
