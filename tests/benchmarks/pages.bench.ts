/**
 * `npm run bench:pages`: the JavaScript a member's phone downloads for a page, against the
 * production server in Chromium. A cold load (fresh context, empty cache) at a phone viewport until
 * the network is idle; every script the page fetches (entry, preloads, lazy chunks and the form's
 * validator module), each gzipped at level 9, summed in kB of 1,000 bytes. Prints figures and,
 * with PAGES_FILES=1, each file.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type Response } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { member, startServer, stop } from './bench-client';

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

async function measure(browser: Browser, page: Page, tokens: Record<string, string>) {
  const context = await browser.newContext({ ...phone });
  if (page.signedIn)
    await context.addInitScript((t) => {
      if (!localStorage.getItem('token'))
        for (const [k, v] of Object.entries(t)) localStorage.setItem(k, v);
    }, tokens);
  const tab = await context.newPage();
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

const server = await startServer({
  BENCH_MODE: 'app',
  PORT: '4394',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'members-pages-')),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
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
} finally {
  await browser.close();
  await stop(server);
}
