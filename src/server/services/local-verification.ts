import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { otpCodesRepository } from '../repositories/otp-codes';
import { quotasRepository } from '../repositories/quotas';
import { verificationsRepository } from '../repositories/verifications';
import { hashCode, hashToken, newCode, newId, newSecret, sameHash } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, tooSoon } from '../errors';
import { phoneCountry, phoneDigits } from '../../shared/phone';
import type { OtpDelivery } from './otp-delivery';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_CHECKS = 5;
export const SENDS_PER_PHONE_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

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

export interface VerificationLimits {
  resendAfterMs: number;
  allowedCountries: string[];
  dailyLimit: number;
}

/**
 * Our own phone verification, with Twilio Verify's lifecycle: a code is pending until approved,
 * exhausted after 5 checks, or expired after 10 minutes. The resend gap guards a pending code
 * only, so a member who just verified can ask for the next code at once; the hourly cap per phone
 * and the daily budget count every send. Each rule is decided under the phone's lock or in one
 * statement, so concurrent requests cannot get around it.
 */
export function localVerification(
  db: Db,
  otpKey: string,
  delivery: OtpDelivery,
  clock: Clock,
  limits: VerificationLimits,
  log: FastifyBaseLogger,
) {
  const codes = otpCodesRepository(db);
  const quotas = quotasRepository(db);
  const verifications = verificationsRepository(db);
  let alertedDay = '';

  return {
    /** `phone` is canonical (E.164); the code is sent in `language` where the channel can. */
    async initiate(phone: string, ip: string, language: string): Promise<void> {
      if (!limits.allowedCountries.includes(phoneCountry(phone) ?? ''))
        throw new ApiError(400, 'OTP_COUNTRY_NOT_ALLOWED');
      const now = clock.now();
      const day = iso(now).slice(0, 10);
      const code = newCode();
      const id = newId();
      const sent = await inTransaction(db, async (tx) => {
        await codes.lockPhone(tx, phone);
        const pending = await codes.pending(phone, iso(now), tx);
        const age = pending ? now - Date.parse(pending.created_at) : Infinity;
        if (age < limits.resendAfterMs)
          throw tooSoon('OTP_RESEND_TOO_SOON', (limits.resendAfterMs - age) / 1000);
        const window = await codes.sentSince(tx, phone, iso(now - HOUR_MS));
        if (window.count >= SENDS_PER_PHONE_PER_HOUR)
          throw tooSoon('OTP_SEND_LIMIT', (Date.parse(window.oldest!) + HOUR_MS - now) / 1000);
        if (!(await quotas.take('otp-sends', day, limits.dailyLimit, tx))) return false;
        await codes.insertReplacing(tx, {
          id,
          phone,
          code_hash: hashCode(otpKey, phone, code),
          attempts: 0,
          status: 'pending',
          ip,
          created_at: iso(now),
          expires_at: iso(now + OTP_TTL_MS),
        });
        return true;
      });
      if (!sent) {
        if (alertedDay !== day)
          log.error(
            { limit: limits.dailyLimit },
            'ALERT: OTP_DAILY_LIMIT reached; no codes are sent until tomorrow (UTC)',
          );
        alertedDay = day;
        throw new ApiError(503, 'OTP_UNAVAILABLE');
      }
      try {
        await delivery.send(phone, code, language);
      } catch (error) {
        await codes.fail(id);
        throw Object.assign(new ApiError(503, 'OTP_UNAVAILABLE'), { cause: error });
      }
    },

    async verify(phone: string, otp: string): Promise<VerifyResult> {
      const now = clock.now();
      const code = await codes.pending(phone, iso(now));
      if (!code) throw new ApiError(400, 'OTP_EXPIRED');
      const attempts = await codes.countCheck(code.id, OTP_MAX_CHECKS);
      if (attempts === undefined) throw new ApiError(400, 'OTP_EXPIRED');
      if (!sameHash(hashCode(otpKey, phone, otp), code.code_hash)) {
        if (attempts >= OTP_MAX_CHECKS) await codes.exhaust(code.id);
        // How many more tries this code takes, so the step can say "last try" before the last.
        throw Object.assign(new ApiError(400, 'OTP_INCORRECT'), {
          details: { attemptsLeft: Math.max(0, OTP_MAX_CHECKS - attempts) },
        });
      }
      const token = newSecret();
      const uid = newSecret();
      await inTransaction(db, async (tx) => {
        // Only one of several concurrent right answers approves the code.
        if (!(await codes.approve(tx, code.id))) throw new ApiError(400, 'OTP_EXPIRED');
        await verifications.insert(
          {
            id: uid,
            token_hash: hashToken(token),
            phone,
            provider: 'local',
            created_at: iso(now),
            used_at: null,
          },
          tx,
        );
      });
      return {
        token,
        userId: uid,
        identities: [
          {
            identityType: 'MOBILE',
            identityValue: phoneDigits(phone),
            verified: true,
            channel: 'WHATSAPP',
          },
        ],
      };
    },
  };
}
