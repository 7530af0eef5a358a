/**
 * The one interface screens use to verify a phone: initiate, verify, and the sign-in events.
 * A provider does the work: our own API by default, or the OTPless browser SDK, chosen by the
 * server's configuration (`configured-verifier.ts`).
 */
export interface PhoneInput {
  /** The national number, digits only. */
  phone: string;
  /** The country calling code with its plus ("+91"). */
  countryCode: string;
}

export interface VerifiedIdentity {
  identityType: 'MOBILE';
  identityValue: string;
  verified: boolean;
  channel: string;
}

export interface Failure {
  success: false;
  response: { errorMessage: string };
  /**
   * The refusal's code (`OTP_INCORRECT`, `OTP_EXPIRED`, `RATE_LIMITED`, `OTP_UNAVAILABLE`, … of the
   * API's catalogue), so a screen can say what happened and what to do next. Absent when the
   * provider named no reason.
   */
  code?: string;
  /**
   * Whole seconds before the server accepts another send, when it refused this one for a while
   * (429: a resend too soon, too many codes, too many requests). Absent for any other failure.
   */
  retryAfter?: number;
  /** OTP_INCORRECT: how many more tries the code takes (0: a new code is needed). */
  attemptsLeft?: number;
}

export type InitiateResult = { success: true } | Failure;

export type VerifyResult =
  | { success: true; response: { token: string; userId: string; identities: VerifiedIdentity[] } }
  | Failure;

export interface SignInSuccessDetail {
  token: string;
  response: { userId: string; identities: VerifiedIdentity[] };
}

export const SIGN_IN_SUCCESS = 'signin-success';
export const SIGN_IN_FAILED = 'signin-failed';

/** What a provider does; the events are the verifier's. */
export interface PhoneProvider {
  initiate(input: PhoneInput): Promise<InitiateResult>;
  /** `userId` in a success is our server's uid for the verification, whoever ran it. */
  verify(input: PhoneInput & { otp: string }): Promise<VerifyResult>;
}

export interface PhoneVerifier extends EventTarget, PhoneProvider {}

export const failed = (errorMessage: string, code?: string): Failure => ({
  success: false,
  response: { errorMessage },
  ...(code ? { code } : {}),
});

/** True if any identity the verification returned is verified (sign-up's isVerified). */
export const anyVerified = (identities: VerifiedIdentity[]) => identities.some((i) => i.verified);
