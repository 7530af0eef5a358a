/**
 * `npm run bench:pages`: the JavaScript a member's phone downloads for a page, against the
 * production server in Chromium. A cold load (fresh context, empty cache) at a phone viewport until
 * the network is idle; every script the page fetches (entry, preloads, lazy chunks and the form's
 * validator module), each gzipped at level 9, summed in kB of 1,000 bytes. Prints figures and,
 * with PAGES_FILES=1, each file.
 *
 * Then how long a cold load takes until the form can be used, on Lighthouse's slow-4G phone (DevTools
 * throttling: 562.5 ms per request, 1.47 Mbit/s, CPU 4× slower), beside the same page served with
 * plain index.html, which does not name the page's chunks and form: the median of PAGES_ROUNDS
 * interleaved rounds (default 3), and the ratio.
 */
import { gzipSync } from 'node:zlib';
import {
  devices,
  type Browser,
  type BrowserContext,
  type Page as Tab,
  type Response,
} from 'playwright';
import { launchChromium } from './bench-browser';
import { member, startServer } from './bench-client';
import { finish, tempDir } from './cleanup';

const base = 'http://127.0.0.1:4394';
const phone = devices['Pixel 7'];

interface Page {
  path: string;
  /** A heading the page shows once its form has rendered. */
  ready: string;
  budget: number;
  signedIn?: boolean;
}

const PAGES: Page[] = [
  { path: '/auth/login', ready: 'Login', budget: 160 },
  { path: '/temp/create-profile', ready: 'Verify Phone', budget: 170 },
  { path: '/secure/add-business', ready: 'Business Information', budget: 185, signedIn: true },
];

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/** A fresh phone context (empty cache), signed in when the page needs it. */
async function coldTab(browser: Browser, page: Page, tokens: Record<string, string>) {
  const context = await browser.newContext({ ...phone });
  if (page.signedIn)
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token'))
        for (const [k, v] of Object.entries(t)) localStorage.setItem(k, v);
    }, tokens);
  return { context, tab: await context.newPage() };
}

async function measure(browser: Browser, page: Page, tokens: Record<string, string>) {
  const { context, tab } = await coldTab(browser, page, tokens);
  const files: Array<Promise<{ url: string; gzip: number }>> = [];
  tab.on('response', (response) => {
    if (isScript(response))
      files.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
  });
  await tab.goto(base + page.path);
  await tab.getByRole('heading', { name: page.ready }).waitFor();
  await tab.waitForLoadState('networkidle');
  const sizes = await Promise.all(files);
  await context.close();
  return { kb: sizes.reduce((sum, f) => sum + f.gzip, 0) / 1000, files: sizes };
}

/** Lighthouse's mobile slow 4G as DevTools applies it (its `throttling.mobileSlow4G`, adjusted). */
async function throttle(context: BrowserContext, tab: Tab) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Milliseconds from navigation until the page's form shows a field, on a throttled cold load. */
async function formShown(
  browser: Browser,
  page: Page,
  tokens: Record<string, string>,
  plain: boolean,
) {
  const { context, tab } = await coldTab(browser, page, tokens);
  // The peer: the same page as before pages had their own HTML. The router takes the address with
  // a trailing slash as the same page; the server, knowing no page by it, sends plain index.html.
  await throttle(context, tab);
  await tab.goto(base + page.path + (plain ? '/' : ''));
  await tab.getByRole('heading', { name: page.ready }).waitFor();
  await tab.locator('form input').first().waitFor();
  const ms = await tab.evaluate(() => performance.now());
  await context.close();
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// Stopped, with the browser and the data directory, at the end (./cleanup).
await startServer({
  BENCH_MODE: 'app',
  PORT: '4394',
  DATA_DIR: tempDir('members-pages-'),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
});
const browser = await launchChromium();
const { token, rToken, userId } = (await member(base)).tokens;
for (const page of PAGES) {
  const { kb, files } = await measure(browser, page, { token, rToken, userId });
  if (process.env.PAGES_FILES)
    for (const f of files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(f.gzip / 1000).toFixed(1).padStart(6)}  ${f.url}`);
  console.log(
    `${page.path}: ${kb.toFixed(1)} kB gzip JS in ${files.length} files (budget ${page.budget} kB${kb > page.budget ? ', OVER' : ''})`,
  );
}
const rounds = Number(process.env.PAGES_ROUNDS ?? 3);
console.log(`\nform shown on a cold load, slow 4G and 4x CPU (median of ${rounds} rounds):`);
for (const page of PAGES) {
  const own: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < rounds; round++) {
    own.push(await formShown(browser, page, { token, rToken, userId }, false));
    plain.push(await formShown(browser, page, { token, rToken, userId }, true));
  }
  console.log(
    `${page.path}: ${(median(own) / 1000).toFixed(2)} s with its own HTML (${own.map((ms) => (ms / 1000).toFixed(2)).join(', ')}), ` +
      `${(median(plain) / 1000).toFixed(2)} s with plain index.html (${plain.map((ms) => (ms / 1000).toFixed(2)).join(', ')}): ratio ${(median(own) / median(plain)).toFixed(2)}`,
  );
}

await finish();
