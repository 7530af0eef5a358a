import type { Config } from '../config';

export interface OtplessIdentity {
  identityType: string;
  identityValue: string;
  channel?: string;
  verified: boolean;
}

export interface OtplessUser {
  userId: string;
  identities: OtplessIdentity[];
}

export class OtplessRejection extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * OTPless server-side token check: POST /auth/v1/validate/token with the client id and secret as
 * headers. The browser's SDK did the OTP; we only trust what OTPless says about the token.
 */
export function otplessClient(config: Config['otpless']) {
  return {
    async validateToken(token: string): Promise<OtplessUser> {
      const response = await fetch(`${config.apiUrl}/auth/v1/validate/token`, {
        method: 'POST',
        headers: {
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<OtplessUser> & {
        status?: string;
        errorCode?: string;
        message?: string;
        description?: string;
      };
      if (!response.ok || body.status !== 'SUCCESS' || !body.userId) {
        throw new OtplessRejection(
          String(body.errorCode ?? response.status),
          body.description ?? body.message ?? 'token refused',
        );
      }
      return { userId: body.userId, identities: body.identities ?? [] };
    },
  };
}

/** The verified mobile number OTPless vouches for, as digits with the country code. */
export const verifiedMobile = (user: OtplessUser) =>
  user.identities
    .find((i) => i.identityType === 'MOBILE' && i.verified)
    ?.identityValue.replace(/\D/g, '');
