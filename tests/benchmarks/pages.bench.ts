/**
 * `npm run bench:pages`: the JavaScript and texts a member's phone downloads for a page, in each
 * shipped language, against the production server in Chromium. A cold load (fresh context, empty
 * cache, the phone's language set to the one measured) at a phone viewport until the network is
 * idle; every script the page fetches (entry, preloads, lazy chunks and the form's validator module)
 * and the page's catalogue (`/api/v2/texts/<language>`), each gzipped at level 9, summed in kB of
 * 1,000 bytes. Prints figures and, with PAGES_FILES=1, each file; PAGES_LANGUAGES=en,hi narrows the
 * languages.
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

/** What a page downloads to run: its scripts, and the texts it reads (in one language). */
const counted = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  new URL(response.url()).pathname.startsWith('/api/v2/texts/');

const LANGUAGES = process.env.PAGES_LANGUAGES?.split(',') ?? ['en', 'hi', 'ta'];
/** How far a page in another language may weigh above the same page in English. */
const LANGUAGE_ALLOWANCE = 10;

/** A fresh phone context (empty cache), signed in when the page needs it. */
async function coldTab(
  browser: Browser,
  page: Page,
  tokens: Record<string, string>,
  language = 'en',
) {
  const context = await browser.newContext({ ...phone, locale: `${language}-IN` });
  if (page.signedIn)
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token'))
        for (const [k, v] of Object.entries(t)) localStorage.setItem(k, v);
    }, tokens);
  return { context, tab: await context.newPage() };
}

async function measure(
  browser: Browser,
  page: Page,
  tokens: Record<string, string>,
  language: string,
) {
  const { context, tab } = await coldTab(browser, page, tokens, language);
  const files: Array<Promise<{ url: string; gzip: number }>> = [];
  tab.on('response', (response) => {
    if (counted(response))
      files.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
  });
  await tab.goto(base + page.path);
  // The heading is in the page's language; its form's first field shows the screen is ready.
  await tab.locator('main form input').first().waitFor();
  await tab.waitForLoadState('networkidle');
  if ((await tab.evaluate(() => document.documentElement.lang)) !== language)
    throw new Error(`${page.path} did not open in ${language}`);
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
  let english = 0;
  for (const language of LANGUAGES) {
    const { kb, files } = await measure(browser, page, { token, rToken, userId }, language);
    if (process.env.PAGES_FILES)
      for (const f of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${(f.gzip / 1000).toFixed(1).padStart(6)}  ${f.url}`);
    const texts = files.filter((f) => f.url.startsWith('/api/v2/texts/'));
    const textKb = texts.reduce((sum, f) => sum + f.gzip, 0) / 1000;
    if (language === 'en') english = kb;
    const over =
      language === 'en'
        ? kb > page.budget
          ? `, OVER its budget of ${page.budget} kB`
          : ` (budget ${page.budget} kB)`
        : kb - english > LANGUAGE_ALLOWANCE
          ? `, OVER English by more than ${LANGUAGE_ALLOWANCE} kB`
          : ` (English +${(kb - english).toFixed(1)} kB)`;
    console.log(
      `${page.path} [${language}]: ${kb.toFixed(1)} kB gzip in ${files.length} files, texts ${textKb.toFixed(1)} kB of it${over}`,
    );
  }
}
const rounds = Number(process.env.PAGES_ROUNDS ?? 3);
if (rounds)
  console.log(`\nform shown on a cold load, slow 4G and 4x CPU (median of ${rounds} rounds):`);
for (const page of rounds ? PAGES : []) {
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
