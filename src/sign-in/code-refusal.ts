import { t } from '@/i18n/texts';
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
 * The server's own refusal, never a guess: "OTP incorrect" only for OTP_INCORRECT, the message
 * the server gave for every other code (worded from the catalogue in the page's language).
 */
export function codeRefusal(failure: Failure): CodeRefusal {
  const { code, retryAfter } = failure;
  switch (code) {
    case 'OTP_INCORRECT': {
      const message = t('errors.OTP_INCORRECT');
      // Said before the attempt that uses the code up; once used up, a new code at once.
      if (failure.attemptsLeft === 1)
        return { message, toast: t('otp.failed'), next: t('otp.lastTry') };
      if (failure.attemptsLeft === 0)
        return { message, toast: t('otp.failed'), next: t('next.newCode'), needsNewCode: true };
      return { message, toast: t('otp.failed') };
    }
    case 'OTP_EXPIRED': {
      const expired = t('errors.OTP_EXPIRED');
      return { message: expired, toast: expired, needsNewCode: true };
    }
    case 'OTP_UNAVAILABLE': {
      const unavailable = t('errors.OTP_UNAVAILABLE');
      return { message: unavailable, toast: unavailable, next: t('otp.tryAgainSoon') };
    }
    default: {
      const message = failure.response.errorMessage || t('otp.failed');
      return retryAfter
        ? { message, toast: message, wait: retryAfter }
        : { message, toast: message };
    }
  }
}
