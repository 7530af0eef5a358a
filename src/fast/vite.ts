import type { Plugin } from 'vite';
import { firstPaint } from './vite/first-paint.ts';
import { leanPreloads } from './vite/lean-preloads.ts';
import { leanRouter } from './vite/lean-router.ts';
import { pagePreloads } from './vite/page-preloads.ts';
import { pageTexts } from './vite/page-texts.ts';
import { phoneSlices } from './vite/phone-slices.ts';
import { rjsfSwaps } from './vite/rjsf-swaps.ts';

/**
 * Every Vite plugin of src/fast, for vite.config.ts. The first two change what code runs, so they
 * apply wherever Vite runs it (dev server, Vitest, Storybook, build); the last three change only how
 * the built HTML asks for files, and which texts a page is sent, in a build.
 */
export const fastPlugins = ({ server = false } = {}): Plugin[] =>
  server
    ? // The server's build of the app (src/fast/ssr) runs the same code, and writes no HTML.
      [rjsfSwaps(), phoneSlices()]
    : [
        rjsfSwaps(),
        phoneSlices(),
        leanRouter(),
        firstPaint(),
        pagePreloads(),
        pageTexts(),
        leanPreloads(),
      ];

/**
 * The API client, its errors and the sign-in verifiers, in one chunk for every page that calls the
 * API. Left to the bundler, each module that the Form Studio also imports (the refusal wording, ky's
 * error class, the Retry-After reading) is cut into a chunk of its own, and a member's page fetches
 * three small files where one would do. The OTPless verifier stays apart: only that provider loads it.
 */
export const SHARED_CHUNKS = [
  {
    // Lingui's ICU compiler, which only the Studio runs (its fields say their texts in a language).
    // `@lingui/core` in `services` imports it for development builds; once the Studio uses it,
    // `services` would take it in as a dependency and every member page would fetch it (6.7 kB gzip).
    name: 'icu-compiler',
    priority: 1,
    test: /node_modules[\\/](@lingui[\\/]message-utils|@messageformat[\\/]parser|moo)[\\/]/,
  },
  {
    name: 'services',
    test: /node_modules[\\/]ky[\\/]|src[\\/](lib[\\/](api-error|services)|session[\\/]|verification[\\/](configured-verifier|local-verifier|phone-verifier|retry-after))/,
  },
];
