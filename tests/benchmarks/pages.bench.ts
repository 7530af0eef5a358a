/**
 * `npm run bench:pages`: the JavaScript each page downloads (gzip, as served) in Chromium against
 * the production server: /auth/login and, signed in, /secure/add-business. Prints figures.
 */
import { gzipSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { member, startServer, stop } from './bench-client';

const base = 'http://127.0.0.1:4394';

async function jsOf(
  page: Page,
  path: string,
  ready: string,
): Promise<{ kb: number; files: number }> {
  const sizes: Array<Promise<number>> = [];
  const onResponse = (response: import('playwright').Response) => {
    if (response.url().endsWith('.js'))
      sizes.push(response.body().then((body) => gzipSync(body).length));
  };
  page.on('response', onResponse);
  await page.goto(base + path);
  await page.getByRole('heading', { name: ready }).waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  return { kb: bytes / 1024, files: sizes.length };
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
  const login = await jsOf(await browser.newPage(), '/auth/login', 'Login');
  console.log(
    `/auth/login: ${login.kb.toFixed(1)} kB gzip JS in ${login.files} files (budget 180 kB)`,
  );
  const m = await member(base);
  const page = await browser.newPage();
  await page.goto(`${base}/auth/login`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t.token);
    localStorage.setItem('rToken', t.rToken);
    localStorage.setItem('userId', t.userId);
  }, m.tokens);
  const fresh = await browser.newPage({ storageState: await page.context().storageState() });
  const add = await jsOf(fresh, '/secure/add-business', 'Business Information');
  console.log(
    `/secure/add-business: ${add.kb.toFixed(1)} kB gzip JS in ${add.files} files (budget 260 kB)`,
  );
} finally {
  await browser.close();
  await stop(server);
}
