import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium.ts';
import { memoryTmpDir } from './tests/helpers/memory-tmp.ts';
import {
  E2E_FAKE_OTPLESS_PORT,
  E2E_OFFICE_PORT,
  E2E_OTPLESS_APP_PORT,
  E2E_PORT,
  E2E_STAFF_PHONE,
  E2E_STUDIO_PORT,
  FAKE_OTPLESS,
} from './tests/helpers/e2e-servers.ts';

/**
 * A server's data folder: in memory where the machine has room, so a write no longer waits on the
 * disk (tests/helpers/memory-tmp.ts); removed when the process that made it ends, so runs do not
 * pile databases up in memory.
 */
const dataDir = () => {
  const dir = mkdtempSync(join(memoryTmpDir() ?? tmpdir(), 'members-e2e-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The production server on a fresh database. */
const appServer = (port: number, env: Record<string, string>) => ({
  command: 'npx tsx src/server/server.ts',
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir(),
    LOG_LEVEL: 'warn',
    // One browser signs up many members a minute from one address; the per-IP limits themselves
    // are tested in the API suite.
    RATE_LIMIT_VERIFICATION: '1000',
    RATE_LIMIT_AUTH: '1000',
    RATE_LIMIT_PHONE_CHECK: '1000',
    RATE_LIMIT_WRITES: '1000',
    ...env,
  },
});

/** End-to-end tests in Debian's Chromium against the production build. */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two files at a time, one per core: most of a test is waiting on the server and the browser, so
  // the suite takes about half as long. Tests in one file run in order, in one worker, so the
  // Studio's publishes (all in studio.spec.ts) never overlap.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI_RESULTS
    ? [['list'], ['json', { outputFile: `${process.env.CI_RESULTS}/e2e.json` }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    // Local verification, with codes kept in the dev outbox.
    appServer(E2E_PORT, {
      OTP_DELIVERY: 'dev',
      // A member signs up and logs in again within a minute; the gap itself is tested in the API suite.
      OTP_RESEND_SECONDS: '1',
    }),
    // Form Studio: staff publish there, and every other spec's forms stay the shipped ones.
    appServer(E2E_STUDIO_PORT, {
      OTP_DELIVERY: 'dev',
      OTP_RESEND_SECONDS: '1',
      STAFF_PHONES: E2E_STAFF_PHONE,
    }),
    // The office's journeys: staff find and export members; their own database.
    appServer(E2E_OFFICE_PORT, {
      OTP_DELIVERY: 'dev',
      OTP_RESEND_SECONDS: '1',
      STAFF_PHONES: E2E_STAFF_PHONE,
    }),
    // OTPless verification, against the fake below.
    appServer(E2E_OTPLESS_APP_PORT, {
      VERIFICATION_PROVIDER: 'otpless',
      OTPLESS_API_URL: FAKE_OTPLESS.url,
      OTPLESS_SDK_URL: `${FAKE_OTPLESS.url}/v4/headless.js`,
      OTPLESS_APP_ID: FAKE_OTPLESS.appId,
      OTPLESS_CLIENT_ID: FAKE_OTPLESS.clientId,
      OTPLESS_CLIENT_SECRET: FAKE_OTPLESS.clientSecret,
    }),
    {
      command: 'npx tsx tests/fakes/otpless-server.ts',
      url: `${FAKE_OTPLESS.url}/v4/headless.js`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(E2E_FAKE_OTPLESS_PORT),
        OTPLESS_APP_ID: FAKE_OTPLESS.appId,
        OTPLESS_CLIENT_ID: FAKE_OTPLESS.clientId,
        OTPLESS_CLIENT_SECRET: FAKE_OTPLESS.clientSecret,
      },
    },
  ],
});
