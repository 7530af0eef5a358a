import { API_ERRORS } from '@/shared/api-errors';
import { OTP_TEXT } from '@/shared/messages';
import type { Failure } from '@/verification/phone-verifier';

/** What the OTP step says when the code is refused, by the refusal's code. */
export interface CodeRefusal {
  /** Under the boxes. */
  message: string;
  /** The error toast of the attempt. */
  toast: string;
  /** What to do next, when the message does not say it. */
  next?: string;
  /** No code can be right any more (used up or expired): a new one is offered at once. */
  needsNewCode?: boolean;
  /** Seconds before the server takes another code: the boxes wait, the message counts down. */
  wait?: number;
}

/**
 * The server's own refusal, never a guess: "OTP incorrect" only for OTP_INCORRECT, the catalogue's
 * text for every other known code, else the message the provider gave.
 */
export function codeRefusal(failure: Failure): CodeRefusal {
  const { code, retryAfter } = failure;
  const own = failure.response.errorMessage || OTP_TEXT.failed;
  switch (code) {
    case 'OTP_INCORRECT':
      return { message: OTP_TEXT.incorrect, toast: OTP_TEXT.failed };
    case 'OTP_EXPIRED':
      return { message: OTP_TEXT.expired, toast: OTP_TEXT.expired, needsNewCode: true };
    case 'OTP_UNAVAILABLE':
      return {
        message: OTP_TEXT.unavailable,
        toast: OTP_TEXT.unavailable,
        next: OTP_TEXT.tryAgainSoon,
      };
    default: {
      const message = (code && API_ERRORS[code as keyof typeof API_ERRORS]) || own;
      return retryAfter
        ? { message, toast: message, wait: retryAfter }
        : { message, toast: message };
    }
  }
}
