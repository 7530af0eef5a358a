import ky from 'ky';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/i18n/texts';
import { installTexts } from '@/testing/texts';
import { LocalPhoneProvider } from './local-verifier';

const INPUT = { phone: '9876543210', countryCode: '+91' };

/** The provider against a server that answers every call with this status, headers and body. */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new LocalPhoneProvider(
    ky.create({
      prefixUrl: 'http://app.test/api',
      retry: 0,
      fetch: async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    }),
  );

const tooSoon = (retryAfter?: number) => ({
  success: false,
  code: 'OTP_RESEND_TOO_SOON',
  message: t('errors.OTP_RESEND_TOO_SOON'),
  ...(retryAfter === undefined ? {} : { retryAfter }),
  response: { errorMessage: t('errors.OTP_RESEND_TOO_SOON') },
});

describe('local verification: a send refused for now (429)', () => {
  it("carries the body's retryAfter as the seconds to wait, before the header's", async () => {
    const provider = answering(429, tooSoon(42), { 'retry-after': '50' });
    expect(await provider.initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: t('errors.OTP_RESEND_TOO_SOON') },
      code: 'OTP_RESEND_TOO_SOON',
      retryAfter: 42,
    });
  });

  it('falls back on Retry-After, in seconds or as a date, and on the body message', async () => {
    const limited = { code: 'RATE_LIMITED', message: t('errors.RATE_LIMITED') };
    expect(await answering(429, limited, { 'retry-after': '17' }).initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: t('errors.RATE_LIMITED') },
      code: 'RATE_LIMITED',
      retryAfter: 17,
    });
    const at = new Date(Date.now() + 30_000).toUTCString();
    const byDate = await answering(429, tooSoon(), { 'retry-after': at }).initiate(INPUT);
    expect(byDate.success === false && byDate.retryAfter).toBe(30);
  });

  it('names no wait when the refusal gives none, or is not a 429', async () => {
    expect(await answering(429, tooSoon()).initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: t('errors.OTP_RESEND_TOO_SOON') },
      code: 'OTP_RESEND_TOO_SOON',
    });
    const unavailable = {
      success: false,
      code: 'OTP_UNAVAILABLE',
      message: t('errors.OTP_UNAVAILABLE'),
      response: { errorMessage: t('errors.OTP_UNAVAILABLE') },
    };
    expect(await answering(503, unavailable, { 'retry-after': '5' }).initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: t('errors.OTP_UNAVAILABLE') },
      code: 'OTP_UNAVAILABLE',
    });
    const wrongCode = {
      success: false,
      code: 'OTP_INCORRECT',
      message: t('errors.OTP_INCORRECT'),
      response: { errorMessage: t('errors.OTP_INCORRECT') },
    };
    expect(await answering(400, wrongCode).verify({ ...INPUT, otp: '123456' })).toEqual({
      success: false,
      response: { errorMessage: t('errors.OTP_INCORRECT') },
      code: 'OTP_INCORRECT',
    });
  });
});

describe('local verification: no answer of ours', () => {
  it('is the service unavailable: a network failure, or a 5xx page without our JSON', async () => {
    const offline = new LocalPhoneProvider(
      ky.create({
        prefixUrl: 'http://app.test/api',
        retry: 0,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    const unavailable = {
      success: false,
      response: { errorMessage: t('errors.OTP_UNAVAILABLE') },
      code: 'OTP_UNAVAILABLE',
    };
    expect(await offline.verify({ ...INPUT, otp: '123456' })).toEqual(unavailable);
    expect(
      await answering(502, '<html>Bad gateway</html>').verify({ ...INPUT, otp: '123456' }),
    ).toEqual(unavailable);
  });
});

describe("local verification: a refusal in the page's language", () => {
  afterEach(() => installTexts('en'));

  it('shows the message the server worded in the language the page asked in', async () => {
    installTexts('hi');
    // The page asks in Hindi (Accept-Language), so the server words its refusal in Hindi: the page
    // does not carry every refusal's words to say them again.
    const hindi = { code: 'OTP_RESEND_TOO_SOON', message: 'नया कोड माँगने से पहले कृपया थोड़ा रुकें।' };
    expect(await answering(429, hindi).initiate(INPUT)).toMatchObject({
      response: { errorMessage: 'नया कोड माँगने से पहले कृपया थोड़ा रुकें।' },
      code: 'OTP_RESEND_TOO_SOON',
    });
    const unknown = { code: 'SOMETHING_NEW', message: 'सर्वर का अपना संदेश' };
    expect(await answering(400, unknown).initiate(INPUT)).toMatchObject({
      response: { errorMessage: 'सर्वर का अपना संदेश' },
    });
  });
});
