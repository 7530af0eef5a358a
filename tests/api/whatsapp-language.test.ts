import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { createSignUp } from '../fixtures/forms';
import { fakeServer } from '../helpers/fake-server';
import {
  bearer,
  call,
  consentOf,
  createTestApp,
  national,
  nextPhone,
  SAMPLE_GROUP,
  type TestApp,
} from '../helpers/api-app';

let wa: Awaited<ReturnType<typeof fakeServer>>;
let t: TestApp;
beforeAll(async () => {
  wa = await fakeServer(() => ({ status: 200, body: { messages: [{ id: 'wamid.1' }] } }));
  t = await createTestApp({
    otpDelivery: 'whatsapp',
    whatsapp: {
      apiUrl: wa.url,
      phoneNumberId: '1055',
      accessToken: 'wa-token',
      template: 'otp_login',
      language: 'en_US',
      languages: { hi: 'hi', ta: 'ta_IN' },
    },
  });
});
afterAll(async () => {
  await t.close();
  await wa.close();
});

/** Asks for a code and answers the template language WhatsApp was sent, and the code. */
async function initiate(phone: string, headers: Record<string, string> = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/verification/initiate',
    payload: national(phone),
    headers,
  });
  expect(res.status).toBe(200);
  const sent = wa.requests.at(-1)!.body.template;
  return { language: sent.language.code, code: sent.components[0].parameters[0].text };
}

describe('the WhatsApp code in the member’s language', () => {
  it.each([
    ['hi-IN,en;q=0.8', 'hi'],
    ['ta', 'ta_IN'],
    ['en', 'en_US'],
    ['fr', 'en_US'],
    ['*', 'en_US'],
  ])('Accept-Language %s sends the template in %s', async (header, code) => {
    expect((await initiate(nextPhone(), { 'accept-language': header })).language).toBe(code);
  });

  it('falls back to WHATSAPP_TEMPLATE_LANGUAGE without a header', async () => {
    expect((await initiate(nextPhone())).language).toBe('en_US');
  });

  it("a signed-in member's stored choice beats the header", async () => {
    const phone = nextPhone();
    const { code } = await initiate(phone);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { ...national(phone), otp: code },
    });
    const { token: proof, userId: uid } = verified.body.response;
    const signedUp = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        ...createSignUp(SAMPLE_GROUP),
        phone,
        uid,
        token: proof,
        isVerified: true,
        consent: consentOf(t.app),
      },
    });
    const session = bearer(signedUp.body.token);
    await call(t.app, {
      method: 'POST',
      url: '/api/profile/update',
      payload: { preferredLanguage: 'ta' },
      headers: session,
    });
    t.clock.advance(61_000);
    expect((await initiate(phone, { ...session, 'accept-language': 'hi' })).language).toBe('ta_IN');
  });
});

describe('WHATSAPP_TEMPLATE_LANGUAGES', () => {
  it('maps our codes to the template’s, Hindi and Tamil by default', () => {
    expect(loadConfig({}).whatsapp.languages).toEqual({ hi: 'hi', ta: 'ta' });
    expect(
      loadConfig({ WHATSAPP_TEMPLATE_LANGUAGES: 'hi=hi, ta=ta_IN,en=en_US' }).whatsapp.languages,
    ).toEqual({ hi: 'hi', ta: 'ta_IN', en: 'en_US' });
  });

  it.each(['hi:hi', 'hi=', '=hi', 'hi=hi=hi', 'hindi language=hi'])(
    'refuses to start on "%s"',
    (value) => {
      expect(() => loadConfig({ WHATSAPP_TEMPLATE_LANGUAGES: value })).toThrow(ConfigError);
    },
  );
});
