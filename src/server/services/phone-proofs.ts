import type { Db } from '../db/connect';
import { verificationsRepository, type VerificationRow } from '../repositories/verifications';
import { hashToken, newSecret } from '../crypto';
import { canonicalPhone } from '../../shared/phone';
import { iso, type Clock } from '../clock';
import { otplessClient, verifiedMobile, OtplessRejection } from './otpless';
import type { Config } from '../config';
import { ApiError } from '../errors';

export const TOKEN_TTL_MS = 10 * 60 * 1000;
export const WIZARD_UID_TTL_MS = 30 * 60 * 1000;

export type ProofProblem = 'invalid' | 'expired' | 'other-phone' | 'used';

/**
 * What the server knows about a phone verification, whoever ran it. The client's `uid` and
 * `isVerified` are never trusted: the phone comes from our record of the token, or from OTPless.
 */
export function phoneProofs(db: Db, config: Config, clock: Clock) {
  const verifications = verificationsRepository(db);
  const otpless =
    config.verificationProvider === 'otpless' ? otplessClient(config.otpless) : undefined;

  /** OTPless tokens become verification records the first time we see them. */
  const recordOtpless = async (token: string): Promise<VerificationRow | undefined> => {
    const existing = await verifications.byTokenHash(hashToken(token));
    if (existing || !otpless) return existing;
    try {
      const user = await otpless.validateToken(token);
      const phone = canonicalPhone(verifiedMobile(user) ?? '');
      if (!phone) return undefined;
      // Concurrent exchanges of one token record it once, and all get that record.
      await verifications.insertOnce({
        id: newSecret(),
        token_hash: hashToken(token),
        phone,
        provider: 'otpless',
        created_at: iso(clock.now()),
        used_at: null,
      });
      return await verifications.byTokenHash(hashToken(token));
    } catch (error) {
      if (error instanceof OtplessRejection) return undefined;
      // OTPless unreachable or answering nonsense: the service is down, not the member's fault.
      throw Object.assign(new ApiError(503, 'OTP_UNAVAILABLE'), { cause: error });
    }
  };

  const check = (
    row: VerificationRow | undefined,
    phone: string,
    ttl: number,
  ): ProofProblem | undefined => {
    if (!row) return 'invalid';
    if (clock.now() - Date.parse(row.created_at) > ttl) return 'expired';
    if (row.phone !== phone) return 'other-phone';
    if (row.used_at) return 'used';
    return undefined;
  };

  return {
    /** A sign-up or login token: must prove `phone` (canonical), be fresh (10 min) and unused. */
    async byToken(
      token: string,
      phone: string,
    ): Promise<{ row?: VerificationRow; problem?: ProofProblem }> {
      const row = otpless
        ? await recordOtpless(token)
        : await verifications.byTokenHash(hashToken(token));
      return { row, problem: check(row, phone, TOKEN_TTL_MS) };
    },

    /** The wizard's uid: must come from a verification of `phone`, at most 30 minutes old, unused. */
    async byUid(
      uid: string,
      phone: string,
    ): Promise<{ row?: VerificationRow; problem?: ProofProblem }> {
      const row = await verifications.byId(uid);
      return { row, problem: check(row, phone, WIZARD_UID_TTL_MS) };
    },

    /** OTPless: turn the browser's token into our uid for the wizard. */
    async exchange(token: string): Promise<VerificationRow | undefined> {
      return recordOtpless(token);
    },

    /** Spends the proof inside the caller's transaction; false if it was spent meanwhile. */
    use: (tx: Db, id: string) => verifications.use(tx, id, iso(clock.now())),
  };
}

export type PhoneProofs = ReturnType<typeof phoneProofs>;
