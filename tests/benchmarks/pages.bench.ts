/**
 * `npm run bench:pages`: what a member's phone downloads for each page that opens with a form, and
 * how soon that form is on screen and takes a key, against the production server in Chromium.
 *
 * Weight: a cold load (fresh context, empty cache, the phone's language the one measured) until the
 * network is idle; the page's HTML, every script (entry, preloads, lazy chunks, the form's
 * validator module) and any texts or form asked of the API, each gzipped at level 9, summed in kB
 * of 1,000 bytes, against the page's budget. PAGES_FILES=1 lists each file.
 *
 * Time: cold loads on Lighthouse's slow-4G phone as DevTools applies it (562.5 ms a request,
 * 1.47 Mbit/s, CPU 4× slower), the median of PAGES_ROUNDS interleaved rounds (default 5), in each
 * language (PAGES_LANGUAGES, default en,hi,ta), of:
 * - **painted**: the first animation frame in which the form's first input is laid out and visible;
 * - **first key**: a key pressed the moment that input shows, as the page's `input` event saw it
 *   land in the field; the run fails unless the form still holds it once React has taken over;
 * - **ready**: React has taken the form over (`form[data-live]`).
 * Beside it in the same run, for the same page: the **floor**, the same HTML with every script
 * refused (the form as plain HTML: a connection and a request), and **client-rendered**, the page as
 * the script alone renders it from the page's built HTML (an address with a query, which the server
 * sends as built), which is how every page opened before (PAGES_PEER_LANGUAGES, default en).
 */
import { gzipSync } from 'node:zlib';
import { devices, type Browser, type Response } from 'playwright';
import { launchChromium, slowPhone } from './bench-browser';
import { member, startServer } from './bench-client';
import { finish, tempDir } from './cleanup';

const base = 'http://127.0.0.1:4394';
const phone = devices['Pixel 7'];

interface Page {
  path: string;
  /** kB gzip, HTML included; none for a page without one. */
  budget?: number;
  signedIn?: boolean;
}

const ALL_PAGES: Page[] = [
  { path: '/auth/login', budget: 160 },
  { path: '/auth/sign-up' },
  { path: '/temp/create-profile', budget: 170 },
  { path: '/secure/add-business', budget: 185, signedIn: true },
];

const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',');
/** PAGES_ONLY=/auth/login narrows the pages; PAGES_WEIGHT=0 skips the weights. */
const PAGES = ALL_PAGES.filter(
  (page) => !process.env.PAGES_ONLY || list('PAGES_ONLY', '').includes(page.path),
);
const LANGUAGES = list('PAGES_LANGUAGES', 'en,hi,ta');
const PEER_LANGUAGES = list('PAGES_PEER_LANGUAGES', 'en');
const ROUNDS = Number(process.env.PAGES_ROUNDS ?? 5);
/** How far a page in another language may weigh above the same page in English. */
const LANGUAGE_ALLOWANCE = 10;
/** An address with a query is sent as built: the script renders its form (src/fast/server-render.ts). */
const AS_BUILT = '?as=built';
const FIRST_INPUT =
  'main form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])';

type Tokens = Record<string, string>;

/** A fresh phone context (empty cache) in a language, signed in when the page needs it. */
async function coldContext(browser: Browser, page: Page, tokens: Tokens, language: string) {
  const context = await browser.newContext({ ...phone, locale: `${language}-IN` });
  await context.addCookies([{ name: 'lang', value: language, url: base }]);
  if (page.signedIn)
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token'))
        for (const [k, v] of Object.entries(t)) localStorage.setItem(k, v);
    }, tokens);
  return context;
}

/** What a page downloads: its HTML, scripts, and texts or forms asked of the API. */
const counted = (response: Response) =>
  response.request().resourceType() === 'document' ||
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /^\/api\/(v2\/texts|forms)\//.test(new URL(response.url()).pathname);

async function weigh(
  browser: Browser,
  page: Page,
  tokens: Tokens,
  language: string,
  built = false,
) {
  const context = await coldContext(browser, page, tokens, language);
  const tab = await context.newPage();
  const files: Array<Promise<{ url: string; gzip: number }>> = [];
  tab.on('response', (response) => {
    if (counted(response) && response.status() === 200)
      files.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
  });
  await tab.goto(base + page.path + (built ? AS_BUILT : ''));
  await tab.locator('main form[data-live]').waitFor();
  await tab.waitForLoadState('networkidle');
  if ((await tab.evaluate(() => document.documentElement.lang)) !== language)
    throw new Error(`${page.path} did not open in ${language}`);
  const sizes = await Promise.all(files);
  await context.close();
  return { kb: sizes.reduce((sum, f) => sum + f.gzip, 0) / 1000, files: sizes };
}

type Way = 'rendered' | 'floor' | 'client';
interface Times {
  painted: number;
  key: number;
  ready?: number;
}

/**
 * In the page from its first byte: the frame the form's first input first shows in, when the
 * first key landed in it, and when React took the form over. Plain JavaScript: a function of this
 * file would arrive with tsx's helpers (`__name`), which the page does not have.
 */
const watchPage = (selector: string) => `
  const marks = (window.benchMarks = {});
  const frame = () => {
    const input = document.querySelector(${JSON.stringify(selector)});
    if (marks.painted === undefined && input && input.getClientRects().length > 0)
      marks.painted = performance.now();
    if (marks.ready === undefined && document.querySelector('main form[data-live]'))
      marks.ready = performance.now();
    if (marks.ready === undefined || marks.painted === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('input', () => { marks.key ??= performance.now(); }, true);
`;

async function timeLoad(
  browser: Browser,
  page: Page,
  tokens: Tokens,
  language: string,
  way: Way,
): Promise<Times> {
  const context = await coldContext(browser, page, tokens, language);
  await context.addInitScript({ content: watchPage(FIRST_INPUT) });
  const tab = await context.newPage();
  if (way === 'floor') await tab.route(/\.js(\?|$)/, (route) => route.abort());
  await slowPhone(context, tab);
  await tab.goto(base + page.path + (way === 'client' ? AS_BUILT : ''), { waitUntil: 'commit' });
  const input = tab.locator(FIRST_INPUT).first();
  await input.waitFor({ timeout: 60_000 });
  await input.press('9');
  await tab
    .waitForFunction(() => (window as any).benchMarks.key !== undefined, undefined, {
      timeout: 30_000,
    })
    .catch(async (error: unknown) => {
      const seen = await tab.evaluate(() => JSON.stringify((window as any).benchMarks));
      throw new Error(`${page.path} [${language}] ${way}: no key landed (${seen})`, {
        cause: error,
      });
    });
  if (way !== 'floor') {
    await tab.locator('main form[data-live]').waitFor({ timeout: 60_000 });
    // The key is the form's now, not only the field's: a moment for the take-over to apply it.
    await tab.waitForTimeout(300);
    const value = await input.inputValue();
    if (!value.includes('9'))
      throw new Error(
        `${page.path} [${language}] ${way}: the key typed first was lost ("${value}")`,
      );
  }
  const marks = (await tab.evaluate(() => (window as any).benchMarks)) as Times;
  await context.close();
  return marks;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number | undefined) =>
  ms === undefined ? '   -  ' : `${(ms / 1000).toFixed(2)} s`;

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
const tokens = { token, rToken, userId };

console.log('page weight (HTML, scripts and API texts and forms, kB gzip):');
for (const page of process.env.PAGES_WEIGHT === '0' ? [] : PAGES) {
  let english = 0;
  for (const language of LANGUAGES) {
    const { kb, files } = await weigh(browser, page, tokens, language);
    if (process.env.PAGES_FILES)
      for (const f of files.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${(f.gzip / 1000).toFixed(1).padStart(6)}  ${f.url}`);
    if (language === 'en') english = kb;
    const html = files.filter((f) => !f.url.includes('.')).reduce((s, f) => s + f.gzip, 0) / 1000;
    const note =
      language !== 'en'
        ? kb - english > LANGUAGE_ALLOWANCE
          ? `, OVER English by more than ${LANGUAGE_ALLOWANCE} kB`
          : ` (English +${(kb - english).toFixed(1)} kB)`
        : page.budget === undefined
          ? ''
          : kb > page.budget
            ? `, OVER its budget of ${page.budget} kB`
            : ` (budget ${page.budget} kB)`;
    const before = PEER_LANGUAGES.includes(language)
      ? `; client-rendered ${(await weigh(browser, page, tokens, language, true)).kb.toFixed(1)} kB`
      : '';
    console.log(
      `${page.path} [${language}]: ${kb.toFixed(1)} kB in ${files.length} files, HTML ${html.toFixed(1)} kB of it${note}${before}`,
    );
  }
}

if (ROUNDS) {
  console.log(
    `\ncold load on slow 4G with a 4x slower CPU, median of ${ROUNDS} (painted / first key / ready):`,
  );
  for (const page of PAGES)
    for (const language of LANGUAGES) {
      const ways: Way[] = [
        'rendered',
        'floor',
        ...(PEER_LANGUAGES.includes(language) ? (['client'] as const) : []),
      ];
      const runs = new Map<Way, Times[]>(ways.map((way) => [way, []]));
      // Interleaved, so a busy moment of the machine falls on each way alike.
      for (let round = 0; round < ROUNDS; round++)
        for (const way of ways)
          runs.get(way)!.push(await timeLoad(browser, page, tokens, language, way));
      const summary = (way: Way) => {
        const times = runs.get(way)!;
        const ready = times.map((t) => t.ready).filter((t) => t !== undefined);
        return {
          painted: median(times.map((t) => t.painted)),
          key: median(times.map((t) => t.key)),
          ready: ready.length ? median(ready) : undefined,
        };
      };
      const ours = summary('rendered');
      const floor = summary('floor');
      const line = (name: string, t: Times) =>
        `  ${name.padEnd(16)} ${seconds(t.painted)}  ${seconds(t.key)}  ${seconds(t.ready)}`;
      console.log(`${page.path} [${language}]`);
      console.log(
        `${line('rendered', ours)}   painted ${(ours.painted / floor.painted).toFixed(2)}x the floor`,
      );
      console.log(line('floor (no script)', floor));
      if (runs.has('client')) {
        const client = summary('client');
        console.log(
          `${line('client-rendered', client)}   rendered painted in ${(ours.painted / client.painted).toFixed(2)}x its time`,
        );
      }
    }
}

await finish();
