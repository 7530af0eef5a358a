/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score for /auth/login, /auth/sign-up,
 * /temp/create-profile and, signed in, /secure/add-business against the production server, in
 * Debian's Chromium. Each page is measured LH_ROUNDS times (3 unless told; a run Lighthouse could
 * not finish is run again), cache cleared before each run; prints every score and the median run's
 * metrics. Figures only. LH_ONLY narrows the pages; LH_JSON=prefix keeps each run's report.
 */
import lighthouse, { type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { member, startServer } from './bench-client';
import { finish, onCleanup, tempDir } from './cleanup';

const base = 'http://127.0.0.1:4396';
const ROUNDS = Number(process.env.LH_ROUNDS ?? 3);
/** LH_ONLY=/temp/create-profile,/secure/add-business narrows the pages. */
const ONLY = process.env.LH_ONLY?.split(',');
const PAGES = [
  { path: '/auth/login', signedIn: false },
  { path: '/auth/sign-up', signedIn: false },
  { path: '/temp/create-profile', signedIn: false },
  { path: '/secure/add-business', signedIn: true },
].filter(({ path }) => !ONLY || ONLY.includes(path));

// Stopped, with Chromium and the data directory, at the end (./cleanup).
await startServer({
  BENCH_MODE: 'app',
  PORT: '4396',
  DATA_DIR: tempDir('members-lh-'),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  // Its own Ctrl-C handler exits at once, before ./cleanup has run.
  handleSIGINT: false,
});
// Kills Chromium and removes its profile directory.
onCleanup(() => chrome.kill());
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
onCleanup(() => browser.disconnect());
const { token, rToken, userId } = (await member(base)).tokens;
for (const { path, signedIn } of PAGES) {
  const runs: RunnerResult['lhr'][] = [];
  // A run Lighthouse could not finish (NO_NAVSTART on a busy machine) is run again, up to ROUNDS
  // more times, so the median is of ROUNDS scores whenever the machine allows.
  for (let round = 0; runs.length < ROUNDS && round < 2 * ROUNDS; round++) {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    if (signedIn) {
      // A member's tokens live in localStorage: set them, then keep storage (not the cache).
      await page.goto(`${base}/auth/login`);
      await page.evaluate(
        (t) => Object.entries(t).forEach(([k, v]) => localStorage.setItem(k, v)),
        { token, rToken, userId },
      );
    }
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      base + path,
      {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        output: 'json',
        logLevel: 'error',
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    // A run Lighthouse could not finish has no score, so it does not count as 0.
    if (result!.lhr.runtimeError)
      console.log(`${path}: run failed, ${result!.lhr.runtimeError.code}`);
    else runs.push(result!.lhr);
    if (process.env.LH_JSON)
      (await import('node:fs')).writeFileSync(
        `${process.env.LH_JSON}-${round}${path.replaceAll('/', '_')}.json`,
        JSON.stringify(result!.lhr),
      );
    await page.close();
  }
  const score = (lhr: RunnerResult['lhr']) =>
    Math.round((lhr.categories.performance?.score ?? 0) * 100);
  if (runs.length === 0) {
    console.log(`${path}: no run finished`);
    continue;
  }
  runs.sort((a, b) => score(a) - score(b));
  const median = runs[Math.floor(runs.length / 2)]!;
  const metric = (id: string) => median.audits[id]?.displayValue ?? '?';
  console.log(
    `${path}: performance median ${score(median)} of ${runs.map(score).join(', ')} (budget 95); ` +
      `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  );
}

await finish();
