/**
 * `npm run bench:forms`: typing in the business form, with 1 and with 10 addresses, and with 1
 * address and thirty fields built in the Studio (five of them shown on an earlier answer, each
 * shown; ./built-business.ts), in Debian's Chromium against a production build, for our SchemaForm and for stock RJSF (the same schema,
 * theme, widgets, validator and context, uncontrolled, `liveValidate="onChange"`), beside the same
 * form's HTML with no script (the browser's own share). They run in the same browser, interleaved
 * over several rounds (ours, stock, plain, ours…), so a busy machine slows all alike. Prints
 * figures; asserts nothing.
 *
 * Per keystroke:
 * - processing: the time the keystroke's events spend in their handlers (keydown, keypress,
 *   beforeinput, input, keyup), each from reaching the window to leaving it plus a microtask, so
 *   React's handlers and the render they flush are in it: INP's "processing duration", the form
 *   engine's own work.
 * - task: from the keydown's time stamp to a message posted from it, which runs once the browser is
 *   done with the keystroke's task and any frame it then put first (editing, style, layout, paint,
 *   autofill). Most of it is the browser's: the no-script copy shows how much.
 * - paint: from the keydown's time stamp to a message posted from the next animation frame, i.e.
 *   after the frame that shows the keystroke: the latency a member feels.
 *
 * FORMS_BENCH_ROUNDS sets the number of rounds (default 9, at least 3). A round's p95 is its few
 * slowest keys, mostly the first ones, before the engine's code is warm; at 5 rounds the median p95
 * ratio moved between 0.58 and 0.85 across runs of the same code on a 2-core machine.
 *
 * The built form is compiled here as the server compiles a published draft (`compileForm`): its
 * descriptor and precompiled validator module are written beside the build, and the page loads
 * them as the app loads a live form, for both engines.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { build, preview } from 'vite';
import { type Browser } from 'playwright';
import { compileForm } from '../../src/form-engine/compile';
import { withBuiltFields } from '../helpers/built-form';
import { launchChromium } from './bench-browser';
import { BUILT_DESCRIPTOR, BUILT_FIELDS } from './built-business';
import { finish, onCleanup, tempDir } from './cleanup';

const root = resolve(import.meta.dirname, '../..');
// Beside the other benches' ports, away from the end-to-end run's (4173 and up).
const PORT = 4395;
const KEYS = 80;
const ROUNDS = Math.max(3, Number(process.env.FORMS_BENCH_ROUNDS ?? 9));
/** A form's size: its addresses, and whether it holds the thirty built fields. */
interface Size {
  addresses: number;
  built: boolean;
}
const SIZES: Size[] = [
  { addresses: 1, built: false },
  { addresses: 10, built: false },
  { addresses: 1, built: true },
];
const ENGINES = ['ours', 'stock', 'plain'] as const;
type Engine = (typeof ENGINES)[number];

interface Run {
  processing: { p50: number; p95: number };
  task: { p50: number; p95: number };
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

async function typeInLastCity(
  browser: Browser,
  engine: Engine,
  { addresses, built }: Size,
): Promise<Run> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  // Each script's size is read as it arrives and summed before the page closes.
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js'))
      scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(
    `http://127.0.0.1:${PORT}/tests/benchmarks/forms-bench.html?engine=${engine}&addresses=${addresses}` +
      (built ? '&built=yes' : ''),
  );
  await page.locator('body[data-ready]').waitFor({ state: 'attached' });
  if (!(await page.evaluate(() => crossOriginIsolated)))
    throw new Error('not cross-origin isolated');
  await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; tasks: number[]; handling: number[] };
    w.latencies = [];
    w.tasks = [];
    w.handling = [];
    let entered = 0;
    for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']) {
      window.addEventListener(type, () => (entered = performance.now()), true);
      window.addEventListener(type, () =>
        queueMicrotask(() => {
          const spent = performance.now() - entered;
          // A keystroke starts with its keydown; its other events add to it.
          if (type === 'keydown') w.handling.push(spent);
          else if (w.handling.length > 0) w.handling[w.handling.length - 1]! += spent;
        }),
      );
    }
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        const done = new MessageChannel();
        done.port1.onmessage = () => w.tasks.push(performance.now() - start);
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
  const { latencies, tasks, handling } = await page.evaluate(() => {
    const w = window as unknown as { latencies: number[]; tasks: number[]; handling: number[] };
    return { latencies: w.latencies, tasks: w.tasks, handling: w.handling };
  });
  const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await page.close();
  return {
    processing: { p50: percentile(handling, 50), p95: percentile(handling, 95) },
    task: { p50: percentile(tasks, 50), p95: percentile(tasks, 95) },
    paint: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: Math.max(...latencies),
    },
    keys: latencies.length,
    jsGzip,
  };
}

const outDir = tempDir('members-forms-bench-');
await build({
  root,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    rollupOptions: { input: resolve(root, 'tests/benchmarks/forms-bench.html') },
  },
});
const builtForm = compileForm(withBuiltFields(BUILT_FIELDS), 'business');
const validatorUrl = `${dirname(BUILT_DESCRIPTOR)}/${builtForm.moduleHash}.js`;
mkdirSync(join(outDir, dirname(BUILT_DESCRIPTOR)), { recursive: true });
writeFileSync(join(outDir, validatorUrl), builtForm.moduleCode);
writeFileSync(
  join(outDir, BUILT_DESCRIPTOR),
  JSON.stringify({
    name: builtForm.name,
    schema: builtForm.schema,
    uiSchema: builtForm.uiSchema,
    validator: validatorUrl,
    requires: builtForm.requires,
  }),
);
const sigterm = new Set(process.listeners('SIGTERM'));
const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: {
    port: PORT,
    host: '127.0.0.1',
    // Cross-origin isolated, the page's clock reads to 5 µs instead of 100 µs: a keystroke's
    // handlers take a few tenths of a millisecond each.
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
// Vite's preview exits the process on SIGTERM once it has closed, before ./cleanup has run.
for (const listener of process.listeners('SIGTERM'))
  if (!sigterm.has(listener)) process.off('SIGTERM', listener);
onCleanup(() => server.close());
const browser = await launchChromium();

const runs = new Map<string, Run[]>();
const label = ({ addresses, built }: Size) =>
  (addresses === 1 ? '1 address' : `${addresses} addresses`) + (built ? ', 30 built' : '');
const ms = (value: number) => `${value.toFixed(1)} ms`;

for (let round = 1; round <= ROUNDS; round++) {
  for (const size of SIZES) {
    for (const engine of ENGINES) {
      const run = await typeInLastCity(browser, engine, size);
      const key = `${engine} ${label(size)}`;
      runs.set(key, [...(runs.get(key) ?? []), run]);
      console.log(
        `round ${round}, ${engine.padEnd(5)}, ${label(size).padEnd(22)}: ` +
          `processing p50 ${ms(run.processing.p50)}, p95 ${ms(run.processing.p95)}; ` +
          `task p50 ${ms(run.task.p50)}, p95 ${ms(run.task.p95)}; ` +
          `input-to-next-paint p50 ${ms(run.paint.p50)}, p95 ${ms(run.paint.p95)}, max ${ms(run.paint.max)}; ` +
          `${run.keys} keys; JS loaded ${(run.jsGzip / 1024).toFixed(1)} kB gzip`,
      );
    }
  }
}

const medians = (engine: Engine, size: Size) => {
  const all = runs.get(`${engine} ${label(size)}`)!;
  return {
    processingP50: median(all.map((r) => r.processing.p50)),
    processingP95: median(all.map((r) => r.processing.p95)),
    taskP50: median(all.map((r) => r.task.p50)),
    taskP95: median(all.map((r) => r.task.p95)),
    paintP50: median(all.map((r) => r.paint.p50)),
    paintP95: median(all.map((r) => r.paint.p95)),
  };
};
const NAMES: Record<Engine, string> = {
  ours: 'ours (SchemaForm)',
  stock: 'stock RJSF',
  plain: 'its HTML, no script',
};
console.log(`\nmedians over ${ROUNDS} rounds, ${KEYS} keys each, typing in the last City:`);
for (const size of SIZES) {
  for (const engine of ENGINES) {
    const m = medians(engine, size);
    console.log(
      `business form, ${label(size).padEnd(22)}, ${NAMES[engine].padEnd(19)}: ` +
        `keystroke processing p50 ${ms(m.processingP50)}, p95 ${ms(m.processingP95)}; ` +
        `task p50 ${ms(m.taskP50)}, p95 ${ms(m.taskP95)}; ` +
        `input-to-next-paint p50 ${ms(m.paintP50)}, p95 ${ms(m.paintP95)}`,
    );
  }
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
// The whole task, the browser's share included (the no-script rows show it is most of it).
for (const size of SIZES) {
  const ours = medians('ours', size);
  const stock = medians('stock', size);
  console.log(
    `task ratio (ours/stock RJSF), ${label(size)}: ` +
      `p50 ${ratio(ours.taskP50, stock.taskP50)}, p95 ${ratio(ours.taskP95, stock.taskP95)}`,
  );
}
for (const size of SIZES) {
  const ours = medians('ours', size);
  const stock = medians('stock', size);
  console.log(
    `typing ratio (ours/stock RJSF), ${label(size)}: ` +
      `processing p50 ${ratio(ours.processingP50, stock.processingP50)}, ` +
      `p95 ${ratio(ours.processingP95, stock.processingP95)}, ` +
      `paint p50 ${ratio(ours.paintP50, stock.paintP50)}, p95 ${ratio(ours.paintP95, stock.paintP95)}`,
  );
}

await finish();
