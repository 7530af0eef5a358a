/**
 * The one interface screens use to verify a phone (§7): initiate, verify, and the sign-in events.
 * The local provider talks to our API; an OTPless adapter can take its place by configuration.
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

export type InitiateResult =
  { success: true } | { success: false; response: { errorMessage: string } };

export type VerifyResult =
  | { success: true; response: { token: string; userId: string; identities: VerifiedIdentity[] } }
  | { success: false; response: { errorMessage: string } };

export interface SignInSuccessDetail {
  token: string;
  response: { userId: string; identities: VerifiedIdentity[] };
}

export const SIGN_IN_SUCCESS = 'signin-success';
export const SIGN_IN_FAILED = 'signin-failed';

export interface PhoneVerifier extends EventTarget {
  initiate(input: PhoneInput): Promise<InitiateResult>;
  verify(input: PhoneInput & { otp: string }): Promise<VerifyResult>;
}

/** True if any identity the verification returned is verified (§3, sign-up's isVerified). */
export const anyVerified = (identities: VerifiedIdentity[]) => identities.some((i) => i.verified);
