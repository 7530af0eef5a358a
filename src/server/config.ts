import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { canonicalPhone } from '../shared/phone';
import { SCRYPT, type PasswordCost } from './crypto';

export type OtpDelivery = 'dev' | 'whatsapp';
export type VerificationProviderName = 'local' | 'otpless';

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** SQLite file, JWT secret file (when JWT_SECRET is not set). */
  dataDir: string;
  /** PostgreSQL when set; SQLite in dataDir otherwise. */
  databaseUrl?: string;
  /** At least 32 bytes; generated into dataDir when not set. */
  jwtSecret?: string;
  /** The key codes are hashed with, apart from the JWT key; generated into dataDir when not set. */
  otpSecret?: string;
  verificationProvider: VerificationProviderName;
  otpDelivery: OtpDelivery;
  /** Least time between two codes for one pending verification (60 s). */
  otpResendSeconds: number;
  /** ISO countries whose numbers codes are sent to (OTP_ALLOWED_COUNTRIES, default India). */
  otpAllowedCountries: string[];
  /** Codes sent per day by this whole service; past it, initiate answers 503 and logs an alert. */
  otpDailyLimit: number;
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    accessToken: string;
    template: string;
    /** The template's language where the member's has no entry in `languages`. */
    language: string;
    /**
     * Our language codes to the template's approved WhatsApp languages (WHATSAPP_TEMPLATE_LANGUAGES,
     * "hi=hi,ta=ta"): a code is sent in the member's language when the template has it.
     */
    languages?: Record<string, string>;
    /**
     * The approved utility template that tells a member a volunteer registered them in the wizard
     * (WHATSAPP_REGISTERED_TEMPLATE): its body takes their name, their number of businesses and the
     * link to review, correct or delete it, in that order.
     */
    registeredTemplate?: string;
    /**
     * The approved utility template that tells a member they were given a referral
     * (WHATSAPP_REFERRAL_TEMPLATE): its body takes their name, the giver's name, the business's
     * name, the contact's name, what the contact needs and the link to Referrals, in that order.
     */
    referralTemplate?: string;
  };
  /** The server checks tokens at apiUrl; the browser loads the headless SDK from sdkUrl. */
  otpless: {
    apiUrl: string;
    clientId: string;
    clientSecret: string;
    appId: string;
    sdkUrl: string;
  };
  /** Where the built SPA is; served with history fallback when present. */
  clientDir: string;
  /** Shown on the wizard's thank-you message: changes to submitted details go through it. */
  supportPhone: string;
  /**
   * This site's address as members reach it (PUBLIC_ORIGIN, e.g. https://members.example.org), for
   * links sent by WhatsApp; unset, the request's own origin (set it in production, where a request's
   * Host header must not choose where a member's link points).
   */
  publicOrigin?: string;
  limits: {
    businessesPerMember: number;
    businessesPerWizardSubmit: number;
    /** Logos a visitor who is not signed in (the wizard) may upload per address per day. */
    anonymousUploadsPerDay: number;
  };
  /** Per-IP request limits per window, by route group. */
  rateLimits: {
    verification: number;
    auth: number;
    /** The wizard's "is this phone taken?" check, which would otherwise list members' phones. */
    phoneCheck: number;
    upload: number;
    /** Group search, business writes, profile update. */
    writes: number;
    windowMs: number;
  };
  /**
   * Which X-Forwarded-For hops to believe: a hop count ("1") or the proxies' addresses. Never
   * "true", which lets any client choose its address and so escape every per-IP limit.
   */
  trustProxy: false | number | string;
  logLevel: string;
  /** Phones (E.164) that may sign in to the Form Studio (STAFF_PHONES, comma-separated). */
  staffPhones: string[];
  /** How often every process checks for a newly published form version (FORMS_POLL_MS). */
  formsPollMs: number;
  /**
   * Whether each answer is checked against its route's response schema before it is sent
   * (VALIDATE_RESPONSES=1; on in tests). Off in production, where the serialiser already drops
   * what a schema does not name.
   */
  validateResponses: boolean;
  /**
   * scrypt's cost for members' passwords: OWASP's (`SCRYPT`), never read from the environment. Only
   * the API suite lowers it, for its hundreds of sign-ups; tests/api/credentials.test.ts checks this
   * default.
   */
  passwordCost: PasswordCost;
  /** The network's contact person for members' data, named in the privacy notice and every footer. */
  privacyContact: { name: string; email: string; phone: string };
  /** Days between a member's deletion request and the erasure; 0 erases at once. */
  accountDeletionGraceDays: number;
  /** Days after a referral closes (won or lost) that its contact's details are erased. */
  referralContactDays: number;
  /** Days the office has to answer a member's concern or request (at most 90, the Rules' ceiling). */
  grievanceDays: number;
  directory: {
    /** Other members' listings a member may open per UTC day (DIRECTORY_VIEWS_PER_DAY): the 151st is refused. */
    viewsPerDay: number;
    /** Search result pages a member may page through (DIRECTORY_MAX_PAGES), 20 listings each. */
    maxPages: number;
  };
  backup: {
    /** Snapshots and the erasure ledger (BACKUP_DIR, default DATA_DIR/backups). */
    dir: string;
    /** The server takes a snapshot this often (hours); 0 turns the schedule off. */
    everyHours: number;
    /** Snapshots kept; older ones are deleted after each new one. */
    keep: number;
    /** When set, snapshots are encrypted with AES-256-GCM under a key derived from it. */
    key?: string;
  };
}

/** The "registered for you" template's name unless WHATSAPP_REGISTERED_TEMPLATE names another. */
export const REGISTERED_TEMPLATE = 'member_registered';
/** The "you were given a referral" template's name unless WHATSAPP_REFERRAL_TEMPLATE names another. */
export const REFERRAL_TEMPLATE = 'member_referral';

/** A refusal to start, shown as one line. */
export class ConfigError extends Error {}

/** PUBLIC_ORIGIN as an origin (scheme, host, port), or a refusal to start. */
function publicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new ConfigError(
      `PUBLIC_ORIGIN must be an http(s) address like https://members.example.org, not "${value}"`,
    );
  return url.origin;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1']);
export const isLoopbackHost = (host: string) =>
  LOOPBACK_HOSTS.has(host) || (isIP(host) === 4 && host.startsWith('127.'));

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const whatsappConfigured = Boolean(env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID);
  const otpDelivery = (env.OTP_DELIVERY ??
    (whatsappConfigured ? 'whatsapp' : 'dev')) as OtpDelivery;
  if (otpDelivery !== 'dev' && otpDelivery !== 'whatsapp') {
    throw new ConfigError(`OTP_DELIVERY must be "dev" or "whatsapp", not "${otpDelivery}"`);
  }
  const host = env.HOST ?? '127.0.0.1';
  if (otpDelivery === 'dev' && !env.OTP_DELIVERY && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Refusing to listen on ${host} without WhatsApp settings: codes would not be delivered. Set WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or OTP_DELIVERY=dev on purpose.`,
    );
  }
  for (const name of ['JWT_SECRET', 'OTP_SECRET'] as const) {
    const value = env[name];
    if (value && Buffer.byteLength(value) < 32)
      throw new ConfigError(`${name} must be at least 32 bytes long.`);
  }
  const verificationProvider = (env.VERIFICATION_PROVIDER ?? 'local') as VerificationProviderName;
  if (verificationProvider !== 'local' && verificationProvider !== 'otpless') {
    throw new Error(
      `VERIFICATION_PROVIDER must be "local" or "otpless", not "${verificationProvider}"`,
    );
  }
  return {
    port: number(env.PORT, 3000),
    host,
    production,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    otpSecret: env.OTP_SECRET || undefined,
    verificationProvider,
    otpDelivery,
    otpResendSeconds: number(env.OTP_RESEND_SECONDS, 60),
    otpAllowedCountries: (env.OTP_ALLOWED_COUNTRIES ?? 'IN')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    otpDailyLimit: number(env.OTP_DAILY_LIMIT, 10_000),
    whatsapp: {
      apiUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      template: env.WHATSAPP_TEMPLATE ?? 'otp_authentication',
      language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
      languages: templateLanguages(env.WHATSAPP_TEMPLATE_LANGUAGES ?? 'hi=hi,ta=ta'),
      registeredTemplate: env.WHATSAPP_REGISTERED_TEMPLATE ?? REGISTERED_TEMPLATE,
      referralTemplate: env.WHATSAPP_REFERRAL_TEMPLATE ?? REFERRAL_TEMPLATE,
    },
    otpless: {
      apiUrl: env.OTPLESS_API_URL ?? 'https://auth.otpless.app',
      clientId: env.OTPLESS_CLIENT_ID ?? '',
      clientSecret: env.OTPLESS_CLIENT_SECRET ?? '',
      appId: env.OTPLESS_APP_ID ?? '',
      sdkUrl: env.OTPLESS_SDK_URL ?? 'https://otpless.com/v4/headless.js',
    },
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    supportPhone: env.SUPPORT_PHONE ?? '+91 20 4000 1234',
    publicOrigin: publicOrigin(env.PUBLIC_ORIGIN),
    limits: {
      businessesPerMember: number(env.MAX_BUSINESSES_PER_MEMBER, 20),
      businessesPerWizardSubmit: number(env.MAX_BUSINESSES_PER_WIZARD, 20),
      anonymousUploadsPerDay: number(env.ANONYMOUS_UPLOADS_PER_DAY, 60),
    },
    rateLimits: {
      verification: number(env.RATE_LIMIT_VERIFICATION, 10),
      auth: number(env.RATE_LIMIT_AUTH, 30),
      phoneCheck: number(env.RATE_LIMIT_PHONE_CHECK, 10),
      upload: number(env.RATE_LIMIT_UPLOAD, 20),
      writes: number(env.RATE_LIMIT_WRITES, 60),
      windowMs: number(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    staffPhones: staffPhones(env.STAFF_PHONES),
    // A poll as often as every few ms would keep the database busy for nothing.
    formsPollMs: Math.max(100, number(env.FORMS_POLL_MS, 1000)),
    validateResponses: env.VALIDATE_RESPONSES === '1',
    passwordCost: SCRYPT,
    privacyContact: {
      name: env.PRIVACY_CONTACT_NAME ?? 'Data Protection Officer',
      email: env.PRIVACY_CONTACT_EMAIL ?? 'privacy@example.org',
      phone: env.PRIVACY_CONTACT_PHONE ?? env.SUPPORT_PHONE ?? '+91 20 4000 1234',
    },
    accountDeletionGraceDays: Math.max(0, number(env.ACCOUNT_DELETION_GRACE_DAYS, 30)),
    grievanceDays: grievanceDays(number(env.GRIEVANCE_DAYS, 30)),
    directory: {
      viewsPerDay: Math.max(1, Math.floor(number(env.DIRECTORY_VIEWS_PER_DAY, 150))),
      maxPages: Math.max(1, Math.floor(number(env.DIRECTORY_MAX_PAGES, 10))),
    },
    referralContactDays: Math.max(1, Math.floor(number(env.REFERRAL_CONTACT_DAYS, 180))),
    backup: {
      dir: resolve(env.BACKUP_DIR ?? resolve(env.DATA_DIR ?? 'data', 'backups')),
      everyHours: Math.max(0, number(env.BACKUP_EVERY_HOURS, 24)),
      keep: Math.max(1, number(env.BACKUP_KEEP, 14)),
      key: env.BACKUP_KEY || undefined,
    },
  };
}

/** The DPDP Rules (Rule 14) allow at most 90 days to answer a grievance. */
function grievanceDays(days: number): number {
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new ConfigError(
      `GRIEVANCE_DAYS must be a whole number of days from 1 to 90, not ${days}.`,
    );
  return days;
}

/** Each entry becomes E.164; one that is not a phone refuses the start rather than locking staff out. */
function staffPhones(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const phone = canonicalPhone(entry);
    if (!phone)
      throw new ConfigError(
        `STAFF_PHONES has "${entry}", which is not a phone number; list E.164 numbers like +919876543210, separated by commas.`,
      );
    return phone;
  });
}

/** "hi=hi,ta=ta" as a map; an entry that is not `ours=theirs` refuses the start. */
function templateLanguages(value: string): Record<string, string> {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => {
      const match = /^([a-z]{2,3})=([A-Za-z_]{2,8})$/.exec(entry);
      if (!match)
        throw new ConfigError(
          `WHATSAPP_TEMPLATE_LANGUAGES has "${entry}"; list our code = WhatsApp's, like hi=hi,ta=ta,en=en_US.`,
        );
      return [match[1], match[2]];
    }),
  );
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new ConfigError(
      'TRUST_PROXY must be a hop count ("1") or the proxies\' addresses, not "true".',
    );
  return value;
}
