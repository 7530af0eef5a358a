import { describe, expect, it, vi } from 'vitest';
import { ConfiguredPhoneVerifier } from './configured-verifier';
import {
  SIGN_IN_FAILED,
  SIGN_IN_SUCCESS,
  type PhoneProvider,
  type VerifyResult,
} from './phone-verifier';

const INPUT = { phone: '9876543210', countryCode: '+91', otp: '123456' };

const provider = (result: VerifyResult): PhoneProvider => ({
  initiate: async () => ({ success: true }),
  verify: async () => result,
});

describe('the configured verifier', () => {
  it('announces signin success with the token and a response carrying the userId, and signin failed', async () => {
    const events: Array<[string, unknown]> = [];
    const success: VerifyResult = {
      success: true,
      response: { token: 't', userId: 'u1', identities: [] },
    };
    let result: VerifyResult = success;
    const verifier = new ConfiguredPhoneVerifier(async () => ({
      initiate: async () => ({ success: true }),
      verify: async () => result,
    }));
    for (const type of [SIGN_IN_SUCCESS, SIGN_IN_FAILED]) {
      verifier.addEventListener(type, (e) => events.push([type, (e as CustomEvent).detail]));
    }
    expect(await verifier.verify(INPUT)).toBe(success);
    result = { success: false, response: { errorMessage: 'Incorrect OTP!' } };
    await verifier.verify(INPUT);
    expect(events).toEqual([
      [SIGN_IN_SUCCESS, { token: 't', response: { userId: 'u1', identities: [] } }],
      [SIGN_IN_FAILED, { errorMessage: 'Incorrect OTP!' }],
    ]);
  });

  it('chooses the provider once, and again after it could not be had', async () => {
    const choose = vi
      .fn<() => Promise<PhoneProvider>>()
      .mockRejectedValueOnce(new Error('script did not load'))
      .mockResolvedValue(provider({ success: false, response: { errorMessage: 'x' } }));
    const verifier = new ConfiguredPhoneVerifier(choose);
    vi.mocked(console.error).mockImplementation(() => {});
    expect(await verifier.initiate(INPUT)).toEqual({
      success: false,
      response: { errorMessage: 'OTP service is currently unavailable' },
      code: 'OTP_UNAVAILABLE',
    });
    expect(console.error).toHaveBeenCalledOnce();
    vi.mocked(console.error).mockClear();
    expect(await verifier.initiate(INPUT)).toEqual({ success: true });
    await verifier.verify(INPUT);
    expect(choose).toHaveBeenCalledTimes(2);
  });
});
