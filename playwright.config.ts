import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests in Debian's Chromium against the production build. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI_RESULTS
    ? [['list'], ['json', { outputFile: `${process.env.CI_RESULTS}/e2e.json` }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  // The production server on a fresh database, with codes kept in the dev outbox.
  webServer: {
    command: 'npx tsx src/server/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'members-e2e-')),
      OTP_DELIVERY: 'dev',
      // A member signs up and logs in again within a minute; the gap itself is tested in the API suite.
      OTP_RESEND_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
