/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score for /auth/login and
 * /temp/create-profile against the production server, in Debian's Chromium. Prints figures.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { startServer, stop } from './bench-client';

const base = 'http://127.0.0.1:4396';
const server = await startServer({
  BENCH_MODE: 'app',
  PORT: '4396',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'members-lh-')),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const path of ['/auth/login', '/temp/create-profile']) {
    const result = await lighthouse(base + path, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${path}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (budget 90); ` +
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await chrome.kill();
  await stop(server);
}
