import { HTTPError, type KyInstance } from 'ky';
import { API_ERRORS } from '@/shared/api-errors';
import {
  SIGN_IN_FAILED,
  SIGN_IN_SUCCESS,
  type InitiateResult,
  type PhoneInput,
  type PhoneVerifier,
  type SignInSuccessDetail,
  type VerifyResult,
} from './phone-verifier';

/** A refusal's own message, or that the service is unavailable. */
async function failure(
  error: unknown,
): Promise<{ success: false; response: { errorMessage: string } }> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => undefined)) as
      { response?: { errorMessage?: string } } | undefined;
    if (body?.response?.errorMessage)
      return { success: false, response: { errorMessage: body.response.errorMessage } };
  }
  return { success: false, response: { errorMessage: API_ERRORS.OTP_UNAVAILABLE } };
}

/** Our own server's verification (`/api/verification/*`), the default provider. */
export class LocalPhoneVerifier extends EventTarget implements PhoneVerifier {
  constructor(private readonly api: KyInstance) {
    super();
  }

  async initiate(input: PhoneInput): Promise<InitiateResult> {
    try {
      return await this.api
        .post('verification/initiate', { json: { channel: 'PHONE', ...input } })
        .json<InitiateResult>();
    } catch (error) {
      return failure(error);
    }
  }

  async verify(input: PhoneInput & { otp: string }): Promise<VerifyResult> {
    let result: VerifyResult;
    try {
      result = await this.api
        .post('verification/verify', { json: { channel: 'PHONE', ...input } })
        .json<VerifyResult>();
    } catch (error) {
      result = await failure(error);
    }
    if (result.success) {
      const detail: SignInSuccessDetail = {
        token: result.response.token,
        response: { userId: result.response.userId, identities: result.response.identities },
      };
      this.dispatchEvent(new CustomEvent(SIGN_IN_SUCCESS, { detail }));
    } else {
      this.dispatchEvent(new CustomEvent(SIGN_IN_FAILED, { detail: result.response }));
    }
    return result;
  }
}
