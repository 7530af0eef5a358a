/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium.ts';
import { memoryTmpDir } from './tests/helpers/memory-tmp.ts';
import { moduleMockingTests } from './tests/helpers/module-mocking-tests.ts';
import { fastPlugins, SHARED_CHUNKS } from './src/fast/vite.ts';
import english from './schemas/i18n/en.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

/** With CI_RESULTS set, Vitest also writes JSON results for the closing `N passed, N failed`. */
const resultsDir = process.env.CI_RESULTS;

/** The unit and widget tests: files in these folders named *.test.ts(x). */
const UNIT_FOLDERS = ['src', 'widgets', 'tests/unit'];
/** Of those, the files that replace a module or a global: each runs with modules of its own. */
const MOCKING = moduleMockingTests(root, UNIT_FOLDERS);

/** API tests put their apps' files (SQLite databases, uploads, snapshots) in memory where they can. */
const memoryTmp = memoryTmpDir();

/** index.html names the product with the catalogue's text, not a copy of it. */
const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
/** The page's name and description, the catalogue's (the server says the description in other languages). */
const productName = (): Plugin => ({
  name: 'product-name',
  transformIndexHtml: (html) =>
    html
      .replaceAll('%PRODUCT_NAME%', attribute(english['app.productName']))
      .replaceAll('%META_DESCRIPTION%', attribute(english['app.metaDescription'])),
});

export default defineConfig(({ isSsrBuild }) => ({
  // fastPlugins: the page-weight and typing work (src/fast), the same in dev, tests and build.
  plugins: [react(), tailwindcss(), productName(), ...fastPlugins({ server: isSsrBuild })],
  resolve: {
    alias: {
      '@': `${root}src`,
      // Markdown in schema texts is not offered (see src/forms/plain-markdown.tsx).
      'markdown-to-jsx/react': `${root}src/forms/plain-markdown.tsx`,
    },
  },
  // The API, and the validator modules the server compiles for live forms.
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/forms': 'http://127.0.0.1:3000' } },
  // The server's build of the app renders login, sign-up, the wizard and adding a business in Node
  // (src/fast/ssr, decision 065).
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true }
    : {
        outDir: 'dist/client',
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } },
      },
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. Most of an
    // API test is waiting on the database, so two files at a time keep both cores busy.
    maxWorkers: 2,
    reporters: resultsDir
      ? ['default', ['json', { outputFile: `${resultsDir}/vitest.json` }]]
      : ['default'],
    projects: [
      ...([false, true] as const).map((isolated) => ({
        extends: true as const,
        test: {
          // Files share their worker's modules, as the API suite's do (loading them again for each
          // of 100 files was a third of the project's time), except those that mock a module.
          name: isolated ? 'unit-isolated' : 'unit',
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
          include: isolated
            ? MOCKING
            : UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: isolated ? [] : MOCKING,
          isolate: isolated,
          setupFiles: ['tests/helpers/setup-dom.ts'],
        },
      })),
      ...(['sqlite', 'postgres'] as const).map((db) => ({
        extends: true as const,
        test: {
          name: `api-${db}`,
          environment: 'node',
          // The projects take their turns (API, unit, stories): run all at once they share the two
          // cores' workers and finish a minute later than one after another.
          sequence: { groupOrder: 0 },
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: db, ...(memoryTmp ? { TMPDIR: memoryTmp } : {}) },
          // PostgreSQL test databases are copies of one migrated once per run.
          globalSetup: db === 'postgres' ? ['tests/helpers/pg-template.ts'] : [],
          testTimeout: 20_000,
          // Files share their worker's modules: loading the server again for each of 50 files was
          // half of the suite's time. Every file builds its own apps on fresh databases, so no
          // state is shared; a file that mocks a module loads the server again itself.
          isolate: false,
        },
      })),
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        // Stories of screens reach these only once a story runs; found late, Vite would reload
        // the page in the middle of a run to add them.
        optimizeDeps: { include: ['ky', 'react-hot-toast', 'react-router-dom'] },
        test: {
          name: 'storybook',
          sequence: { groupOrder: 2 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
