import { HTTPError, type KyInstance } from 'ky';
import { OTP_TEXT } from '@/shared/messages';
import {
  failed,
  type Failure,
  type InitiateResult,
  type PhoneInput,
  type PhoneProvider,
  type VerifyResult,
} from './phone-verifier';

/** A refusal's own message, or that the service is unavailable. */
export async function failureOf(error: unknown): Promise<Failure> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => undefined)) as
      { response?: { errorMessage?: string } } | undefined;
    if (body?.response?.errorMessage) return failed(body.response.errorMessage);
  }
  return failed(OTP_TEXT.unavailable);
}

/** Our own server's verification (`/api/verification/*`), the default provider. */
export class LocalPhoneProvider implements PhoneProvider {
  constructor(private readonly api: KyInstance) {}

  async initiate(input: PhoneInput): Promise<InitiateResult> {
    try {
      return await this.api
        .post('verification/initiate', { json: { channel: 'PHONE', ...input } })
        .json<InitiateResult>();
    } catch (error) {
      return failureOf(error);
    }
  }

  async verify(input: PhoneInput & { otp: string }): Promise<VerifyResult> {
    try {
      return await this.api
        .post('verification/verify', { json: { channel: 'PHONE', ...input } })
        .json<VerifyResult>();
    } catch (error) {
      return failureOf(error);
    }
  }
}
