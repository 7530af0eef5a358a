import ky from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../tests/helpers/fake-server';
import type { OtplessAnswer, OtplessEvent, OtplessRequest } from './otpless-sdk';
import { OtplessPhoneProvider } from './otpless-verifier';

const INPUT = { phone: '9876543210', countryCode: '+91' };
const IDENTITY = {
  identityType: 'MOBILE',
  identityValue: '919876543210',
  verified: true,
  channel: 'WHATSAPP',
};

/**
 * The SDK's documented surface: `new OTPless(callback)`, initiate/verify answering
 * `{ success, response }`, events through the callback. Each test says how it behaves.
 */
function fakeSdk(behave: {
  initiate?: (request: OtplessRequest) => Promise<OtplessAnswer>;
  verify?: (request: OtplessRequest, emit: (event: OtplessEvent) => void) => Promise<OtplessAnswer>;
}) {
  const requests: OtplessRequest[] = [];
  class OTPless {
    constructor(private readonly callback: (event: OtplessEvent) => void) {}
    initiate(request: OtplessRequest) {
      requests.push(request);
      return behave.initiate?.(request) ?? Promise.resolve({ success: true });
    }
    verify(request: OtplessRequest) {
      requests.push(request);
      return behave.verify!(request, this.callback);
    }
  }
  return { OTPless, requests };
}

const onetap = (token: string): OtplessEvent => ({
  responseType: 'ONETAP',
  response: { token, userId: 'otpless-user', identities: [IDENTITY] },
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Our server's exchange call, standing on loopback: it answers our uid for a token. */
async function exchangeServer(status = 200) {
  const server = await fakeServer(() =>
    status === 200
      ? { status, body: { success: true, response: { userId: 'our-uid-1' } } }
      : { status, body: { code: 'VERIFICATION_INVALID', message: 'no' } },
  );
  cleanups.push(server.close);
  return { server, api: ky.create({ prefixUrl: server.url, retry: 0 }) };
}

describe('OTPless adapter', () => {
  it("initiates with channel PHONE, the national number and the calling code, and passes on OTPless's refusal", async () => {
    const { api } = await exchangeServer();
    let answer: OtplessAnswer = { success: true };
    const sdk = fakeSdk({ initiate: async () => answer });
    const provider = new OtplessPhoneProvider(sdk.OTPless, api);
    expect(await provider.initiate(INPUT)).toEqual({ success: true });
    expect(sdk.requests[0]).toEqual({ channel: 'PHONE', ...INPUT });
    answer = { success: false, response: { errorMessage: 'Invalid phone number' } };
    expect(await provider.initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: 'Invalid phone number' },
    });
  });

  it("says 'An error occurred' when the SDK throws", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { api } = await exchangeServer();
    const sdk = fakeSdk({ initiate: () => Promise.reject(new Error('network')) });
    const result = await new OtplessPhoneProvider(sdk.OTPless, api).initiate(INPUT);
    expect(result).toEqual({ success: false, response: { errorMessage: 'An error occurred' } });
    expect(console.error).toHaveBeenCalledOnce();
    vi.mocked(console.error).mockClear();
  });

  it("turns ONETAP's token into our uid through the server, whether the event comes before or after verify's answer", async () => {
    const { api, server } = await exchangeServer();
    for (const eventFirst of [false, true]) {
      const sdk = fakeSdk({
        verify: async (_request, emit) => {
          if (eventFirst) emit(onetap(`tok-${eventFirst}`));
          else setTimeout(() => emit(onetap(`tok-${eventFirst}`)));
          return { success: true, response: { verification: 'COMPLETED' } };
        },
      });
      const result = await new OtplessPhoneProvider(sdk.OTPless, api).verify({
        ...INPUT,
        otp: '123456',
      });
      expect(sdk.requests[0]).toEqual({ channel: 'PHONE', ...INPUT, otp: '123456' });
      expect(result).toEqual({
        success: true,
        response: { token: `tok-${eventFirst}`, userId: 'our-uid-1', identities: [IDENTITY] },
      });
    }
    expect(server.requests.map((r) => [r.url, r.body])).toEqual([
      ['/verification/exchange', { token: 'tok-false' }],
      ['/verification/exchange', { token: 'tok-true' }],
    ]);
  });

  it('fails a wrong code with the SDK message, without asking the server', async () => {
    const { api, server } = await exchangeServer();
    const sdk = fakeSdk({
      verify: async () => ({ success: false, response: { errorMessage: 'Incorrect OTP!' } }),
    });
    const result = await new OtplessPhoneProvider(sdk.OTPless, api).verify({ ...INPUT, otp: '1' });
    expect(result).toEqual({
      success: false,
      response: { errorMessage: 'Incorrect OTP!' },
      code: 'OTP_INCORRECT',
    });
    expect(server.requests).toEqual([]);
  });

  it('fails on a FAILED event, and when no ONETAP comes in time', async () => {
    const { api, server } = await exchangeServer();
    const failing = fakeSdk({
      verify: async (_request, emit) => {
        setTimeout(() =>
          emit({ responseType: 'FAILED', response: { errorMessage: 'Session expired' } }),
        );
        return { success: true };
      },
    });
    expect(
      await new OtplessPhoneProvider(failing.OTPless, api).verify({ ...INPUT, otp: '123456' }),
    ).toEqual({ success: false, response: { errorMessage: 'Session expired' } });
    const silent = fakeSdk({ verify: async () => ({ success: true }) });
    expect(
      await new OtplessPhoneProvider(silent.OTPless, api, 20).verify({ ...INPUT, otp: '123456' }),
    ).toEqual({ success: false, response: { errorMessage: 'Authentication failed' } });
    expect(server.requests).toEqual([]);
  });

  it("fails with 'Authentication failed' when our server does not accept the token", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const { api } = await exchangeServer(401);
    const sdk = fakeSdk({
      verify: async (_request, emit) => {
        setTimeout(() => emit(onetap('tok-x')));
        return { success: true };
      },
    });
    const result = await new OtplessPhoneProvider(sdk.OTPless, api).verify({
      ...INPUT,
      otp: '123456',
    });
    expect(result).toEqual({ success: false, response: { errorMessage: 'Authentication failed' } });
    expect(console.error).toHaveBeenCalledOnce();
    vi.mocked(console.error).mockClear();
  });
});
