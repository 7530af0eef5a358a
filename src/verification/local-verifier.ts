import { HTTPError, type KyInstance } from 'ky';
import { t } from '@/i18n/texts';
import type { Answer, ApiError } from '@/shared/api/answers';
import {
  failed,
  type Failure,
  type InitiateResult,
  type PhoneInput,
  type PhoneProvider,
  type VerifyResult,
} from './phone-verifier';
import { retryAfterOf } from './retry-after';

/**
 * A refusal's code and the server's message for it (worded from the catalogue in the language the
 * page asked in), or that the service is unavailable (no answer, or a failure that is not ours,
 * such as a proxy's 502 page); with the seconds to wait when the server refused for a while (429
 * with `retryAfter` or `Retry-After`).
 */
export async function failureOf(error: unknown): Promise<Failure> {
  if (!(error instanceof HTTPError)) return failed(t('errors.OTP_UNAVAILABLE'), 'OTP_UNAVAILABLE');
  // Any JSON may come back (a proxy's, say), so nothing in a refusal's body is certain.
  const body = (await error.response.json().catch(() => undefined)) as
    Partial<ApiError> | undefined;
  const code = body?.code ?? (error.response.status >= 500 ? 'OTP_UNAVAILABLE' : undefined);
  const failure = failed(
    body?.response?.errorMessage ?? body?.message ?? t('errors.OTP_UNAVAILABLE'),
    code,
  );
  const retryAfter = error.response.status === 429 ? retryAfterOf(error.response, body) : undefined;
  const left = (body as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  const attemptsLeft =
    Number.isSafeInteger(left) && (left as number) >= 0 ? (left as number) : undefined;
  return {
    ...failure,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  };
}

/** Our own server's verification (`/api/verification/*`), the default provider. */
export class LocalPhoneProvider implements PhoneProvider {
  constructor(private readonly api: KyInstance) {}

  async initiate(input: PhoneInput): Promise<InitiateResult> {
    try {
      return await this.api
        .post('verification/initiate', { json: { channel: 'PHONE', ...input } })
        .json<Answer<'/api/verification/initiate', 'post'>>();
    } catch (error) {
      return failureOf(error);
    }
  }

  async verify(input: PhoneInput & { otp: string }): Promise<VerifyResult> {
    try {
      return await this.api
        .post('verification/verify', { json: { channel: 'PHONE', ...input } })
        .json<Answer<'/api/verification/verify', 'post'>>();
    } catch (error) {
      return failureOf(error);
    }
  }
}
