/**
 * `npm run bench:forms`: typing in the business form, with 1 and with 10 addresses, in Debian's
 * Chromium against a production build, for our SchemaForm and for stock RJSF (the same schema,
 * theme, widgets, validator and context, uncontrolled, `liveValidate="onChange"`). The two engines
 * run in the same browser, interleaved over several rounds (ours, stock, ours, stock…), so a busy
 * machine slows both alike. Prints figures; asserts nothing.
 *
 * Each keydown is stamped with its event time. A message posted from the keydown runs once the task
 * that handles the keystroke (React's render included) is done: that gap is the processing. A rAF
 * callback then posts another, which runs after the frame that shows the keystroke has been painted:
 * that gap is the input-to-next-paint, the latency a member feels. Beside them, the script: from
 * the keystroke's `input` event reaching the window to it leaving the window, which spans React's
 * handler and the render it flushes (the form engine's own work, without the browser's editing,
 * style, layout and autofill that the task also holds).
 *
 * FORMS_BENCH_ROUNDS sets the number of rounds (default 5, at least 3).
 */
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { build, preview } from 'vite';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';

const root = resolve(import.meta.dirname, '../..');
const KEYS = 80;
const ROUNDS = Math.max(3, Number(process.env.FORMS_BENCH_ROUNDS ?? 5));
const SIZES = [1, 10] as const;
const ENGINES = ['ours', 'stock'] as const;
type Engine = (typeof ENGINES)[number];

interface Run {
  processing: { p50: number; p95: number };
  script: { p50: number; p95: number };
  paint: { p50: number; p95: number; max: number };
  keys: number;
  jsGzip: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function typeInLastCity(browser: Browser, engine: Engine, addresses: number): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let jsGzip = 0;
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) jsGzip += gzipSync(await response.body()).length;
  });
  await page.goto(
    `http://127.0.0.1:4174/tests/benchmarks/forms-bench.html?engine=${engine}&addresses=${addresses}`,
  );
  await page.getByRole('button', { name: 'Save Business' }).waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; processing: number[]; script: number[] };
    w.latencies = [];
    w.processing = [];
    w.script = [];
    let inputAt = 0;
    window.addEventListener('input', () => (inputAt = performance.now()), true);
    window.addEventListener('input', () =>
      queueMicrotask(() => w.script.push(performance.now() - inputAt)),
    );
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
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
  const typed = await city.inputValue();
  if (!typed.endsWith('abcdefghij')) throw new Error(`${engine}: the City field holds "${typed}"`);
  const { latencies, processing, script } = await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; processing: number[]; script: number[] };
    return { latencies: w.latencies, processing: w.processing, script: w.script };
  });
  await page.close();
  return {
    processing: { p50: percentile(processing, 50), p95: percentile(processing, 95) },
    script: { p50: percentile(script, 50), p95: percentile(script, 95) },
    paint: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
    },
    keys: latencies.length,
    jsGzip,
  };
}

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

const runs = new Map<string, Run[]>();
const label = (addresses: number) => (addresses === 1 ? '1 address' : `${addresses} addresses`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const addresses of SIZES) {
      for (const engine of ENGINES) {
        const run = await typeInLastCity(browser, engine, addresses);
        const key = `${engine} ${addresses}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.log(
          `round ${round}, ${engine.padEnd(5)}, ${label(addresses).padEnd(12)}: ` +
            `processing p50 ${ms(run.processing.p50)}, p95 ${ms(run.processing.p95)}; ` +
            `script p50 ${ms(run.script.p50)}, p95 ${ms(run.script.p95)}; ` +
            `input-to-next-paint p50 ${ms(run.paint.p50)}, p95 ${ms(run.paint.p95)}, max ${ms(run.paint.max)}; ` +
            `${run.keys} keys; JS loaded ${(run.jsGzip / 1024).toFixed(1)} kB gzip`,
        );
      }
    }
  }

  const medians = (engine: Engine, addresses: number) => {
    const all = runs.get(`${engine} ${addresses}`)!;
    return {
      processingP50: median(all.map((r) => r.processing.p50)),
      processingP95: median(all.map((r) => r.processing.p95)),
      scriptP50: median(all.map((r) => r.script.p50)),
      scriptP95: median(all.map((r) => r.script.p95)),
      paintP50: median(all.map((r) => r.paint.p50)),
      paintP95: median(all.map((r) => r.paint.p95)),
    };
  };
  console.log(`\nmedians over ${ROUNDS} rounds, ${KEYS} keys each, typing in the last City:`);
  for (const addresses of SIZES) {
    for (const engine of ENGINES) {
      const m = medians(engine, addresses);
      console.log(
        `business form, ${label(addresses).padEnd(12)}, ${engine === 'ours' ? 'ours (SchemaForm)' : 'stock RJSF       '}: ` +
          `keystroke processing p50 ${ms(m.processingP50)}, p95 ${ms(m.processingP95)}; ` +
          `script p50 ${ms(m.scriptP50)}, p95 ${ms(m.scriptP95)}; ` +
          `input-to-next-paint p50 ${ms(m.paintP50)}, p95 ${ms(m.paintP95)}`,
      );
    }
  }
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  // The form engine's own share, for reading the ratio lines below: the rest of a keystroke's
  // task is the browser's, the same for both engines.
  for (const addresses of SIZES) {
    const ours = medians('ours', addresses);
    const stock = medians('stock', addresses);
    console.log(
      `script ratio (ours/stock RJSF), ${label(addresses)}: ` +
        `p50 ${ratio(ours.scriptP50, stock.scriptP50)}, p95 ${ratio(ours.scriptP95, stock.scriptP95)}`,
    );
  }
  for (const addresses of SIZES) {
    const ours = medians('ours', addresses);
    const stock = medians('stock', addresses);
    console.log(
      `typing ratio (ours/stock RJSF), ${label(addresses)}: ` +
        `processing p50 ${ratio(ours.processingP50, stock.processingP50)}, ` +
        `p95 ${ratio(ours.processingP95, stock.processingP95)}, ` +
        `paint p50 ${ratio(ours.paintP50, stock.paintP50)}, p95 ${ratio(ours.paintP95, stock.paintP95)}`,
    );
  }
} finally {
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
}
