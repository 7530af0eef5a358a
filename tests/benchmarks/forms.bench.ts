/**
 * `npm run bench:forms`: input-to-next-paint while typing in the business form, with 1 and with 10
 * addresses, in Debian's Chromium against a production build. Prints figures; asserts nothing.
 *
 * Each keydown is stamped with its event time; a rAF callback then posts a message, which runs
 * after the frame that shows the keystroke has been painted. The gap is the latency a member feels.
 */
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const KEYS = 80;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

await build({
  root,
  logLevel: 'warn',
  build: {
    outDir: resolve(root, 'dist-bench'),
    emptyOutDir: true,
    rollupOptions: { input: resolve(root, 'tests/benchmarks/forms-bench.html') },
  },
});
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir: resolve(root, 'dist-bench') },
  preview: { port: 4174, host: '127.0.0.1' },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

try {
  for (const addresses of [1, 10]) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let jsGzip = 0;
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) jsGzip += gzipSync(await response.body()).length;
    });
    await page.goto(
      `http://127.0.0.1:4174/tests/benchmarks/forms-bench.html?addresses=${addresses}`,
    );
    await page.getByRole('button', { name: 'Save Business' }).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { latencies: number[]; processing: number[] };
      w.latencies = [];
      w.processing = [];
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          // Runs once the task that handles the keystroke (React's render included) is done.
          const done = new MessageChannel();
          done.port1.onmessage = () => w.processing.push(performance.now() - start);
          done.port2.postMessage(null);
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.latencies.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        true,
      );
    });
    // The last address's city: the deepest field, in the biggest form.
    const city = page.getByLabel(/City/).last();
    await city.click();
    for (let i = 0; i < KEYS; i++) await page.keyboard.type('abcdefghij'[i % 10]!, { delay: 30 });
    await page.waitForTimeout(200);
    const { latencies, processing } = await page.evaluate(() => {
      const w = window as unknown as { latencies: number[]; processing: number[] };
      return { latencies: w.latencies, processing: w.processing };
    });
    const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);
    console.log(
      `business form, ${String(addresses).padStart(2)} address(es): ` +
        `input-to-next-paint p50 ${ms(latencies, 50)} ms, p95 ${ms(latencies, 95)} ms, max ${Math.max(...latencies).toFixed(1)} ms; ` +
        `keystroke processing p50 ${ms(processing, 50)} ms, p95 ${ms(processing, 95)} ms; ` +
        `${latencies.length} keys; JS loaded ${(jsGzip / 1024).toFixed(1)} kB gzip`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
}
