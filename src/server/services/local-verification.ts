import type { Db } from '../db/connect';
import { otpCodesRepository } from '../repositories/otp-codes';
import { verificationsRepository } from '../repositories/verifications';
import { hashCode, hashToken, newCode, newId, newSecret, sameHash } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import type { OtpDelivery } from './otp-delivery';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_CHECKS = 5;
export const SENDS_PER_PHONE_PER_HOUR = 5;

export interface VerifyResult {
  token: string;
  userId: string;
  identities: Array<{
    identityType: 'MOBILE';
    identityValue: string;
    verified: true;
    channel: 'WHATSAPP';
  }>;
}

/**
 * Our own phone verification (DESIGN §5): 6-digit codes from the CSPRNG, stored as keyed hashes,
 * 10 minutes to live, 5 checks each, a resend no sooner than 60 s, 5 sends per phone per hour.
 * A right code yields a single-use token bound to the phone, and the uid the wizard submits.
 */
export function localVerification(
  db: Db,
  secret: string,
  delivery: OtpDelivery,
  clock: Clock,
  resendAfterMs: number,
) {
  const codes = otpCodesRepository(db);
  const verifications = verificationsRepository(db);

  return {
    async initiate(phone: string, ip: string): Promise<void> {
      const now = clock.now();
      const last = await codes.latest(phone);
      if (last && now - Date.parse(last.created_at) < resendAfterMs) {
        const wait = Math.ceil((resendAfterMs - (now - Date.parse(last.created_at))) / 1000);
        throw new ApiError(
          429,
          'OTP_RESEND_TOO_SOON',
          `Please wait ${wait} s before requesting a new code.`,
        );
      }
      if ((await codes.sentSince(phone, iso(now - 60 * 60 * 1000))) >= SENDS_PER_PHONE_PER_HOUR) {
        throw new ApiError(429, 'OTP_SEND_LIMIT');
      }
      const code = newCode();
      const id = newId();
      await codes.replace({
        id,
        phone,
        code_hash: hashCode(secret, phone, code),
        attempts: 0,
        dead: 0,
        ip,
        created_at: iso(now),
        expires_at: iso(now + OTP_TTL_MS),
      });
      try {
        await delivery.send(phone, code);
      } catch (error) {
        await codes.kill(id);
        throw Object.assign(new ApiError(503, 'OTP_UNAVAILABLE'), { cause: error });
      }
    },

    async verify(phone: string, otp: string): Promise<VerifyResult> {
      const now = clock.now();
      const code = await codes.latest(phone);
      if (!code || code.dead || now >= Date.parse(code.expires_at))
        throw new ApiError(400, 'OTP_EXPIRED');
      const attempts = await codes.countCheck(code.id, OTP_MAX_CHECKS);
      if (attempts === undefined) throw new ApiError(400, 'OTP_EXPIRED');
      if (!sameHash(hashCode(secret, phone, otp), code.code_hash)) {
        if (attempts >= OTP_MAX_CHECKS) await codes.kill(code.id);
        throw new ApiError(400, 'OTP_INCORRECT');
      }
      await codes.kill(code.id);
      const token = newSecret();
      const uid = newId();
      await verifications.insert({
        id: uid,
        token_hash: hashToken(token),
        phone,
        provider: 'local',
        created_at: iso(now),
        used_at: null,
      });
      return {
        token,
        userId: uid,
        identities: [
          { identityType: 'MOBILE', identityValue: phone, verified: true, channel: 'WHATSAPP' },
        ],
      };
    },
  };
}
