import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { iso, type Clock } from '../clock';
import { rateLimitHitsRepository } from '../repositories/rate-limit-hits';
import { exportLinksRepository } from '../repositories/export-links';
import { referralsRepository } from '../repositories/referrals';
import { hasRowLocks } from '../db/transaction';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long what proves a phone or counts requests is kept once it has served (README, "Retention").
 * Each period runs from the moment the row can no longer be used.
 */
export const RETENTION = {
  /** A one-time code: a day after it expired (10 minutes after it was sent). */
  otpCodesAfterExpiryMs: DAY_MS,
  /** A verified phone's proof: a day after it was made (it is good for 30 minutes at most). */
  verificationsMs: DAY_MS,
  /** A refresh token: a day after its family's end (30 days) or its revocation. */
  refreshTokensAfterEndMs: DAY_MS,
  /** A daily budget (codes sent, anonymous uploads per address): the day after its own. */
  quotaDays: 1,
  /** Listings a member opened per day (the daily cap, the Studio's heavy viewers): 90 days. */
  directoryViewDays: 90,
} as const;

export interface Purged {
  otpCodes: number;
  otpPhones: number;
  verifications: number;
  refreshTokens: number;
  quotas: number;
  rateLimitHits: number;
  exportLinks: number;
  /** Days of directory views older than RETENTION.directoryViewDays. */
  directoryViews: number;
  /** Closed referrals whose contact's details were erased (REFERRAL_CONTACT_DAYS). */
  referralContacts: number;
}

const count = (result: { numDeletedRows: bigint } | undefined) =>
  Number(result?.numDeletedRows ?? 0);

/**
 * Deletes codes, proofs, tokens and counters past their use, by the app's clock (tests move it).
 * Run on the app's purge schedule (app.ts); each table in its own statement, so one failing leaves
 * the others purged.
 */
export function retentionService(
  db: Db,
  clock: Clock,
  { referralContactDays = 180 }: { referralContactDays?: number } = {},
) {
  const links = exportLinksRepository(db);
  const referrals = referralsRepository(db);
  return {
    async purge(): Promise<Purged> {
      const now = clock.now();
      const otpCodes = count(
        await db
          .deleteFrom('otp_codes')
          .where('expires_at', '<', iso(now - RETENTION.otpCodesAfterExpiryMs))
          .executeTakeFirst(),
      );
      // A phone's lock row once it has no code left: a send makes it again (lockPhone).
      const otpPhones = count(
        await db
          .deleteFrom('otp_phones')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('otp_codes')
                  .select(sql`1`.as('one'))
                  .whereRef('otp_codes.phone', '=', 'otp_phones.phone'),
              ),
            ),
          )
          .executeTakeFirst(),
      );
      const verifications = count(
        await db
          .deleteFrom('verifications')
          .where('created_at', '<', iso(now - RETENTION.verificationsMs))
          .executeTakeFirst(),
      );
      const ended = iso(now - RETENTION.refreshTokensAfterEndMs);
      const refreshTokens = count(
        await db
          .deleteFrom('refresh_tokens')
          .where((eb) => eb.or([eb('expires_at', '<', ended), eb('revoked_at', '<', ended)]))
          .executeTakeFirst(),
      );
      const firstKept = iso(now - RETENTION.quotaDays * DAY_MS).slice(0, 10);
      const quotas = count(
        await db.deleteFrom('quotas').where('day', '<', firstKept).executeTakeFirst(),
      );
      // Shared request counts (PostgreSQL only) run on the database's clock, as they count.
      const rateLimitHits = hasRowLocks(db) ? await rateLimitHitsRepository(db).purgeExpired() : 0;
      const exportLinks = await links.purgeExpired(iso(now));
      const firstViewDay = iso(now - (RETENTION.directoryViewDays - 1) * DAY_MS).slice(0, 10);
      const directoryViews = count(
        await db.deleteFrom('directory_views').where('day', '<', firstViewDay).executeTakeFirst(),
      );
      // A referral's contact is a third person: their details go REFERRAL_CONTACT_DAYS after it closed.
      const referralContacts = await referrals.eraseClosedContacts(
        iso(now - referralContactDays * DAY_MS),
        iso(now),
      );
      return {
        otpCodes,
        otpPhones,
        verifications,
        refreshTokens,
        quotas,
        rateLimitHits,
        exportLinks,
        directoryViews,
        referralContacts,
      };
    },
  };
}

export type RetentionService = ReturnType<typeof retentionService>;
