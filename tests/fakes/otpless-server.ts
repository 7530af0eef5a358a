import { startFakeOtpless } from './otpless';

/** The fake OTPless as a process, for the end-to-end run (playwright.config.ts). */
const fake = await startFakeOtpless({
  port: Number(process.env.PORT),
  appId: process.env.OTPLESS_APP_ID ?? '',
  clientId: process.env.OTPLESS_CLIENT_ID ?? '',
  clientSecret: process.env.OTPLESS_CLIENT_SECRET ?? '',
});
console.log(`fake OTPless on ${fake.url}`);
