import { resolve } from 'node:path';

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
  jwtSecret?: string;
  verificationProvider: VerificationProviderName;
  otpDelivery: OtpDelivery;
  /** Least time between two codes for one phone (DESIGN §5: 60 s). */
  otpResendSeconds: number;
  whatsapp: {
    apiUrl: string;
    phoneNumberId: string;
    accessToken: string;
    template: string;
    language: string;
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
  /** Shown on the wizard's thank-you message (§2: "contact the provider on a given number"). */
  supportPhone: string;
  limits: {
    businessesPerMember: number;
    addressesPerBusiness: number;
    businessesPerWizardSubmit: number;
  };
  /** Per-IP request limits per window, by route group. */
  rateLimits: { verification: number; auth: number; upload: number; windowMs: number };
  /** Honour X-Forwarded-For: "true", or the proxies' addresses (a load balancer in front). */
  trustProxy: boolean | string;
  logLevel: string;
}

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
    throw new Error(`OTP_DELIVERY must be "dev" or "whatsapp", not "${otpDelivery}"`);
  }
  const verificationProvider = (env.VERIFICATION_PROVIDER ?? 'local') as VerificationProviderName;
  if (verificationProvider !== 'local' && verificationProvider !== 'otpless') {
    throw new Error(
      `VERIFICATION_PROVIDER must be "local" or "otpless", not "${verificationProvider}"`,
    );
  }
  return {
    port: number(env.PORT, 3000),
    host: env.HOST ?? '127.0.0.1',
    production,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    verificationProvider,
    otpDelivery,
    otpResendSeconds: number(env.OTP_RESEND_SECONDS, 60),
    whatsapp: {
      apiUrl: env.WHATSAPP_API_URL ?? 'https://graph.facebook.com/v21.0',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      template: env.WHATSAPP_TEMPLATE ?? 'otp_authentication',
      language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
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
    limits: {
      businessesPerMember: number(env.MAX_BUSINESSES_PER_MEMBER, 20),
      addressesPerBusiness: number(env.MAX_ADDRESSES_PER_BUSINESS, 10),
      businessesPerWizardSubmit: number(env.MAX_BUSINESSES_PER_WIZARD, 20),
    },
    rateLimits: {
      verification: number(env.RATE_LIMIT_VERIFICATION, 10),
      auth: number(env.RATE_LIMIT_AUTH, 30),
      upload: number(env.RATE_LIMIT_UPLOAD, 20),
      windowMs: number(env.RATE_LIMIT_WINDOW_MS, 60_000),
    },
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
