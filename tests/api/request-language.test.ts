import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  national,
  nextPhone,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
let member: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t.app);
});
afterAll(() => t.close());

const NOT_FOUND = { en: 'Not found.', hi: 'नहीं मिला।', ta: 'கிடைக்கவில்லை.' };
const PIN_TOO_LONG = {
  en: 'PIN code must be at most 10 characters.',
  hi: 'पिन कोड में ज़्यादा से ज़्यादा 10 अक्षर हो सकते हैं।',
  ta: 'பின்கோடு அதிகபட்சம் 10 எழுத்துகள் இருக்கலாம்.',
};
const PIN_FORMAT = {
  en: 'Invalid PIN code format.',
  hi: 'पिन कोड का फ़ॉर्मेट सही नहीं है।',
  ta: 'பின்கோடு வடிவம் தவறானது.',
};
const INVALID_INPUT = {
  en: 'Invalid input data provided.',
  hi: 'भरी गई जानकारी सही नहीं है।',
  ta: 'உள்ளிட்ட தகவல் தவறானது.',
};
const LANGUAGES = ['en', 'hi', 'ta'] as const;

const missing = (headers: Record<string, string> = {}) =>
  call(t.app, {
    method: 'GET',
    url: '/api/business/0190a0a0-0000-7000-8000-000000000000',
    headers: { ...bearer(member.token), ...headers },
  });

describe('refusals in the request language', () => {
  it.each(LANGUAGES)(
    'a PIN the route schema refuses as too long, in %s, with the same code and fields',
    async (language) => {
      const body = await businessBody(t.app, member.token, {
        businessAddress: [createAddress({ pin: '1'.repeat(11) })],
      });
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/business',
        payload: body,
        headers: { ...bearer(member.token), 'accept-language': language },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_ERROR',
        message: INVALID_INPUT[language],
        fields: { '/businessAddress/0/pin': PIN_TOO_LONG[language] },
      });
    },
  );

  it.each(LANGUAGES)(
    "a PIN the form's own validation refuses, in %s, in the form's words",
    async (language) => {
      const body = await businessBody(t.app, member.token, {
        businessAddress: [createAddress({ pin: '41#001' })],
      });
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/business',
        payload: body,
        headers: { ...bearer(member.token), 'accept-language': language },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.fields).toEqual({ '/businessAddress/0/pin': PIN_FORMAT[language] });
    },
  );

  it('a catalogue refusal in Tamil and Hindi: GROUP_NOT_FOUND, NOT_FOUND', async () => {
    const group = await call(t.app, {
      method: 'GET',
      url: '/api/groups/999',
      headers: { 'accept-language': 'ta' },
    });
    expect(group.status).toBe(404);
    expect(group.body).toEqual({ code: 'GROUP_NOT_FOUND', message: 'குழு கிடைக்கவில்லை.' });
    const business = await missing({ 'accept-language': 'hi' });
    expect(business.status).toBe(404);
    expect(business.body).toEqual({ code: 'NOT_FOUND', message: NOT_FOUND.hi });
  });

  it("a generic route-schema refusal fills its argument in the language's words", async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/groups/by-region?region=${'x'.repeat(121)}`,
      headers: { 'accept-language': 'ta' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      '/region': 'இது மிக நீளமாக உள்ளது: அதிகபட்சம் 120 எழுத்துகள்.',
    });
  });

  it('the verification routes keep the SDK shape, in the language', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { ...national(nextPhone()), otp: 'abc' },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(400);
    const message = 'OTP गलत है। कृपया सही OTP डालें';
    expect(res.body).toEqual({
      success: false,
      code: 'OTP_INCORRECT',
      message,
      response: { errorMessage: message },
    });
  });

  it("Fastify's own refusals before routing, in the header's language", async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/groups/${'1'.repeat(200)}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ code: 'URI_TOO_LONG', message: 'अनुरोध का पता बहुत लंबा है।' });
  });
});

describe('which language a request is answered in', () => {
  it.each([
    ['hi-IN,en;q=0.5', 'hi'],
    ['HI-in', 'hi'],
    ['en;q=0.1, ta;q=0.9', 'ta'],
    ['fr-FR, hi;q=0.2', 'hi'],
    ['fr', 'en'],
    ['mr', 'en'],
    [undefined, 'en'],
  ] as const)('Accept-Language %s reads %s', async (header, language) => {
    const res = await missing(header ? { 'accept-language': header } : {});
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: NOT_FOUND[language] });
  });

  it("a member's stored choice beats Accept-Language, which beats English", async () => {
    const chooser = await signUp(t.app);
    const as = (headers: Record<string, string>) =>
      call(t.app, {
        method: 'GET',
        url: '/api/business/0190a0a0-0000-7000-8000-000000000000',
        headers: { ...bearer(chooser.token), ...headers },
      });
    expect((await as({})).body.message).toBe(NOT_FOUND.en);
    expect((await as({ 'accept-language': 'hi' })).body.message).toBe(NOT_FOUND.hi);
    const chosen = await call(t.app, {
      method: 'POST',
      url: '/api/profile/update',
      payload: { preferredLanguage: 'ta' },
      headers: bearer(chooser.token),
    });
    expect(chosen.status).toBe(200);
    expect((await as({ 'accept-language': 'hi' })).body.message).toBe(NOT_FOUND.ta);
    expect((await as({})).body.message).toBe(NOT_FOUND.ta);
    // Also where the route schema refuses, and on a public route the member's token reaches.
    const shape = await call(t.app, {
      method: 'POST',
      url: '/api/profile/update',
      payload: { firstName: 'x'.repeat(5000) },
      headers: { ...bearer(chooser.token), 'accept-language': 'hi' },
    });
    expect(shape.body.message).toBe(INVALID_INPUT.ta);
    const group = await call(t.app, {
      method: 'GET',
      url: '/api/groups/999',
      headers: { ...bearer(chooser.token), 'accept-language': 'hi' },
    });
    expect(group.body.message).toBe('குழு கிடைக்கவில்லை.');
  });

  it.each([
    '*',
    'hi;q=abc',
    'hi;q=1.5, ta;q=-1',
    'ta;q=0',
    ';;;,,,===',
    '-hi, _ta, hi--IN',
    'x'.repeat(8000),
    'hi-'.repeat(2500),
    `${'en;q=0.1,'.repeat(1000)}ta`,
    'zz-ZZ-zz',
    '__proto__, constructor',
    'हिन्दी',
  ])('hostile Accept-Language %# never gets a 5xx', async (header) => {
    const res = await missing({ 'accept-language': header });
    expect(res.status).toBe(404);
    expect(Object.values(NOT_FOUND)).toContain(res.body.message);
  });
});
