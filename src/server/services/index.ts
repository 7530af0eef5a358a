import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { Clock } from '../clock';
import { loadSecret } from './secret';
import { devDelivery, whatsappDelivery } from './otp-delivery';
import { localVerification } from './local-verification';
import { phoneProofs } from './phone-proofs';
import { tokenService } from './tokens';
import { accountService } from './accounts';
import { businessService } from './businesses';
import { logoUploads } from './logo-uploads';
import { profileService } from './profiles';
import { wizardService } from './wizard';
import { staffService } from './staff';
import { studioService } from './studio';
import { auditService } from './audit';
import { keysetCursors } from '../keyset-cursor';
import { membersService } from './members';
import { membersExport } from './members-export';
import { exportLinks } from './export-links';
import { retentionService } from './retention';
import { consentService } from './consent';
import { memberRequestsService } from './member-requests';
import { privacyNoticeService } from './privacy-notice';
import { accountDeletionService } from './account-deletion';
import { myDataService } from './my-data';
import { directorySearchService } from './directory-search';
import { directoryListingsService } from './directory-listings';
import { referralsService } from './referrals';
import { referralStatsService } from './referral-stats';
import type { LiveForms } from '../../form-engine/live-forms';

/** Every service, wired once per app from its config, database and clock. */
export function createServices(
  config: Config,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  liveForms: LiveForms,
) {
  const jwtKey = loadSecret(config.jwtSecret, config.dataDir, 'jwt-secret');
  const otpKey = loadSecret(config.otpSecret, config.dataDir, 'otp-secret');
  const delivery =
    config.otpDelivery === 'whatsapp' ? whatsappDelivery(config.whatsapp) : devDelivery(log);
  const proofs = phoneProofs(db, config, clock);
  const tokens = tokenService(db, jwtKey, clock);
  const privacyNotice = privacyNoticeService(config, liveForms);
  // A consent is checked against the notice's version at that moment.
  const consent = consentService(db, clock, () => privacyNotice.currentVersion(), {
    delivery,
    liveForms,
    log,
    publicOrigin: config.publicOrigin,
  });
  const accounts = accountService(db, proofs, tokens, clock, consent, config.passwordCost);
  // A directory choice is recorded with the notice's version at that moment.
  const directoryListings = directoryListingsService(db, clock, () =>
    privacyNotice.currentVersion(),
  );
  const businesses = businessService(db, clock, config.limits, directoryListings);
  const cursors = keysetCursors(jwtKey, clock);
  const audit = auditService(db, clock, cursors);
  const staff = staffService(db, clock, accounts, tokens, audit, config.staffPhones);
  // A phone pasted without its country code is read as a number of the first OTP country.
  const country = config.otpAllowedCountries[0] ?? 'IN';
  const services = {
    /** The country a phone typed without its code belongs to, unless a box says otherwise. */
    defaultCountry: country,
    delivery,
    verification: localVerification(
      db,
      otpKey,
      delivery,
      clock,
      {
        resendAfterMs: config.otpResendSeconds * 1000,
        allowedCountries: config.otpAllowedCountries,
        dailyLimit: config.otpDailyLimit,
      },
      log,
    ),
    proofs,
    tokens,
    accounts,
    businesses,
    uploads: logoUploads(db, clock, config.limits.anonymousUploadsPerDay),
    profiles: profileService(db, clock, liveForms, directoryListings),
    wizard: wizardService(db, clock, proofs, accounts, businesses, consent, directoryListings),
    consent,
    cursors,
    audit,
    staff,
    exportLinks: exportLinks(db, tokens, staff),
    /** Codes, proofs, tokens and counters past their use, purged on the app's schedule. */
    retention: retentionService(db, clock, { referralContactDays: config.referralContactDays }),
    studio: studioService(db, clock, liveForms, log, audit),
    members: membersService(db, liveForms, cursors, country),
    membersExport: membersExport(db, clock, liveForms, country),
    privacyNotice,
    myData: myDataService(
      db,
      clock,
      privacyNotice,
      config.accountDeletionGraceDays,
      directoryListings,
    ),
    accountDeletion: accountDeletionService(
      db,
      clock,
      proofs,
      { graceDays: config.accountDeletionGraceDays, ledgerDir: config.backup.dir },
      directoryListings,
    ),
    directoryListings,
    requests: memberRequestsService(db, clock, liveForms, audit, config.grievanceDays),
    /** The members' directory as members search it, with its daily cap of listings opened. */
    directorySearch: directorySearchService(db, clock, liveForms, config.directory),
    referrals: referralsService(db, clock, {
      delivery,
      liveForms,
      log,
      publicOrigin: config.publicOrigin,
    }),
    referralStats: referralStatsService(db, clock, liveForms),
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
