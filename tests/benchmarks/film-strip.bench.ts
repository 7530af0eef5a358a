/**
 * `npm run bench:film-strip`: what a phone shows of login every 250 ms of a cold load on slow 4G
 * with a 4× slower CPU (as bench:pages), rendered with its form by the server and, beside it, as
 * the script alone renders it (the address with a query, sent as built). Frames come from
 * Chromium's screencast; each strip is written as one PNG (FILM_DIR, default
 * tests/e2e/screenshots), and the time each first shows an input is printed.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type Browser } from 'playwright';
import { launchChromium, slowPhone } from './bench-browser';
import { startServer } from './bench-client';
import { finish, tempDir } from './cleanup';

const base = 'http://127.0.0.1:4395';
const STEP_MS = 250;
const LENGTH_MS = Number(process.env.FILM_MS ?? 5000);
const outDir = process.env.FILM_DIR ?? 'tests/e2e/screenshots';

interface Frame {
  at: number;
  data: string;
  input: boolean;
}

async function film(browser: Browser, address: string): Promise<Frame[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const tab = await context.newPage();
  const cdp = await slowPhone(context, tab);
  const frames: Array<{ at: number; data: string }> = [];
  let start = 0;
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    frames.push({ at: Date.now() - start, data });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
  start = Date.now();
  await tab.goto(base + address, { waitUntil: 'commit' });
  const shown = tab
    .locator('main form input')
    .first()
    .waitFor({ timeout: LENGTH_MS })
    .then(
      () => Date.now() - start,
      () => undefined,
    );
  await tab.waitForTimeout(LENGTH_MS - (Date.now() - start));
  await cdp.send('Page.stopScreencast');
  const inputAt = await shown;
  await context.close();
  console.log(`${address}: an input shows at about ${inputAt ?? '> ' + LENGTH_MS} ms (wall clock)`);
  // The last frame painted by each step's moment: what the screen showed then.
  const strip: Frame[] = [];
  for (let at = 0; at <= LENGTH_MS; at += STEP_MS) {
    const last = frames.filter((f) => f.at <= at).at(-1);
    strip.push({ at, data: last?.data ?? '', input: inputAt !== undefined && inputAt <= at });
  }
  return strip;
}

/** The frames side by side, each with its time, as one PNG. */
async function writeStrip(browser: Browser, name: string, title: string, strip: Frame[]) {
  const tab = await browser.newPage({ viewport: { width: 1600, height: 400 } });
  const cells = strip
    .map(
      (f) =>
        `<figure><div class="shot">${f.data ? `<img src="data:image/png;base64,${f.data}">` : ''}</div><figcaption>${(f.at / 1000).toFixed(2)} s</figcaption></figure>`,
    )
    .join('');
  await tab.setContent(
    `<style>body{font:14px sans-serif;margin:8px}h1{font-size:16px}div.row{display:flex;flex-wrap:wrap;gap:6px}figure{margin:0;width:90px}.shot{width:90px;height:195px;border:1px solid #999;background:#fff;overflow:hidden}img{width:90px}figcaption{text-align:center}</style><h1>${title}</h1><div class="row">${cells}</div>`,
  );
  await tab.waitForLoadState('load');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${name}.png`);
  await tab.screenshot({ path: file, fullPage: true });
  await tab.close();
  console.log(`  written ${file}`);
}

await startServer({
  BENCH_MODE: 'app',
  PORT: '4395',
  DATA_DIR: tempDir('members-film-'),
  OTP_DELIVERY: 'dev',
  LOG_LEVEL: 'error',
});
const browser = await launchChromium();
const rendered = await film(browser, '/auth/login');
const built = await film(browser, '/auth/login?as=built');
await writeStrip(
  browser,
  'film-strip-login-rendered',
  'Login, rendered with its form by the server: slow 4G, CPU 4x, every 250 ms',
  rendered,
);
await writeStrip(
  browser,
  'film-strip-login-client-rendered',
  'Login, rendered by the script alone (as before): slow 4G, CPU 4x, every 250 ms',
  built,
);
await finish();
