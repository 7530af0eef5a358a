import type { KyInstance } from 'ky';
import type { ClientConfig } from '@/shared/api/answers';
import { t } from '@/i18n/texts';
import { LocalPhoneProvider } from './local-verifier';
import {
  failed,
  SIGN_IN_FAILED,
  SIGN_IN_SUCCESS,
  type InitiateResult,
  type PhoneInput,
  type PhoneProvider,
  type PhoneVerifier,
  type SignInSuccessDetail,
  type VerifyResult,
} from './phone-verifier';

/** The provider the server's configuration names. */
export async function providerFor(
  config: ClientConfig['verification'],
  api: KyInstance,
): Promise<PhoneProvider> {
  if (config.provider === 'otpless') {
    // Only a server configured for OTPless makes pages download its adapter.
    const [{ loadOtplessSdk }, { OtplessPhoneProvider }] = await Promise.all([
      import('./otpless-sdk'),
      import('./otpless-verifier'),
    ]);
    return new OtplessPhoneProvider(await loadOtplessSdk(config.sdkUrl, config.appId), api);
  }
  return new LocalPhoneProvider(api);
}

/**
 * The verifier the screens use: the configured provider, chosen on first use, with the sign-in
 * success and failure events. If the provider cannot be had (its script fails to load), the call
 * fails and the next one tries again.
 */
export class ConfiguredPhoneVerifier extends EventTarget implements PhoneVerifier {
  private provider?: Promise<PhoneProvider>;

  constructor(private readonly choose: () => Promise<PhoneProvider>) {
    super();
  }

  async initiate(input: PhoneInput): Promise<InitiateResult> {
    const provider = await this.chosen();
    return provider
      ? provider.initiate(input)
      : failed(t('errors.OTP_UNAVAILABLE'), 'OTP_UNAVAILABLE');
  }

  async verify(input: PhoneInput & { otp: string }): Promise<VerifyResult> {
    const provider = await this.chosen();
    const result = provider
      ? await provider.verify(input)
      : failed(t('errors.OTP_UNAVAILABLE'), 'OTP_UNAVAILABLE');
    if (result.success) {
      const { token, userId, identities } = result.response;
      const detail: SignInSuccessDetail = { token, response: { userId, identities } };
      this.dispatchEvent(new CustomEvent(SIGN_IN_SUCCESS, { detail }));
    } else {
      this.dispatchEvent(new CustomEvent(SIGN_IN_FAILED, { detail: result.response }));
    }
    return result;
  }

  private async chosen(): Promise<PhoneProvider | undefined> {
    this.provider ??= this.choose();
    try {
      return await this.provider;
    } catch (error) {
      console.error('No phone verification provider', error);
      this.provider = undefined;
      return undefined;
    }
  }
}
