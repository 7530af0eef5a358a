import type { KyInstance } from 'ky';
import { t } from '@/i18n/texts';
import type { Answer } from '@/shared/api/answers';
import {
  failed,
  type InitiateResult,
  type PhoneInput,
  type PhoneProvider,
  type VerifiedIdentity,
  type VerifyResult,
} from './phone-verifier';
import type { OtplessConstructor, OtplessEvent, OtplessSignin } from './otpless-sdk';

/** How long a right code may wait for the SDK's ONETAP event before the attempt counts as failed. */
export const OTPLESS_EVENT_TIMEOUT_MS = 20_000;

/**
 * OTPless runs the code in the browser: its `verify` only says the code was right, and the token
 * arrives in the ONETAP event. Our server then checks that token with OTPless and answers our own
 * uid for it (`/api/verification/exchange`), so the screens see the same result as with the local
 * provider.
 */
export class OtplessPhoneProvider implements PhoneProvider {
  private readonly signin: OtplessSignin;
  private settle?: (event: OtplessEvent | undefined) => void;

  constructor(
    OTPless: OtplessConstructor,
    private readonly api: KyInstance,
    private readonly eventTimeoutMs = OTPLESS_EVENT_TIMEOUT_MS,
  ) {
    this.signin = new OTPless((event) => {
      if (event.responseType === 'ONETAP' || event.responseType === 'FAILED') this.settle?.(event);
    });
  }

  async initiate(input: PhoneInput): Promise<InitiateResult> {
    try {
      const answer = await this.signin.initiate({ channel: 'PHONE', ...input });
      return answer.success
        ? { success: true }
        : failed(answer.response?.errorMessage ?? t('otp.failed'));
    } catch (error) {
      console.error('OTPless initiate threw', error);
      return failed(t('otp.error'));
    }
  }

  async verify(input: PhoneInput & { otp: string }): Promise<VerifyResult> {
    // The event may come before verify's own answer, so it is awaited from the start.
    const outcome = this.nextEvent();
    let answer;
    try {
      answer = await this.signin.verify({ channel: 'PHONE', ...input });
    } catch (error) {
      console.error('OTPless verify threw', error);
      this.settle?.(undefined);
      return failed(t('otp.error'));
    }
    if (!answer.success) {
      this.settle?.(undefined);
      // The SDK's verify turned the code down; it names no reason a screen could rely on.
      return failed(answer.response?.errorMessage ?? t('otp.failed'), 'OTP_INCORRECT');
    }
    const event = await outcome;
    const token = event?.responseType === 'ONETAP' ? event.response?.token : undefined;
    if (!token) return failed(event?.response?.errorMessage ?? t('otp.authFailed'));
    try {
      const { response } = await this.api
        .post('verification/exchange', { json: { token } })
        .json<Answer<'/api/verification/exchange', 'post'>>();
      const identities = (event!.response?.identities ?? []) as VerifiedIdentity[];
      return { success: true, response: { token, userId: response.userId, identities } };
    } catch (error) {
      console.error('The server did not accept the OTPless token', error);
      return failed(t('otp.authFailed'));
    }
  }

  /** The next ONETAP or FAILED event, or nothing after the timeout or a settled attempt. */
  private nextEvent(): Promise<OtplessEvent | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle?.(undefined), this.eventTimeoutMs);
      this.settle = (event) => {
        clearTimeout(timer);
        this.settle = undefined;
        resolve(event);
      };
    });
  }
}
