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
 * What every page runs besides its entry, in one chunk: React, the texts' provider and the
 * languages, class joining, the API client with its errors and the sign-in verifiers. Left to the
 * bundler, each module that the entry shares with a chunk of its own is cut into a file of its own
 * (React, its JSX runtime, tailwind-merge, the texts' provider, the languages: five files of
 * 0.3–5 kB), and each module the Form Studio also imports (the refusal wording, ky's error class,
 * the Retry-After reading) too. On a phone's HTTP/1.1 connections each file is a request, and six
 * at a time: one file where six would be spares every page a wave of round trips, and 1.8 kB of
 * gzip. The OTPless verifier stays apart: only that provider loads it.
 */
export const SHARED_CHUNKS = [
  {
    // Lingui's ICU compiler, which only the Studio runs (its fields say their texts in a language).
    // `@lingui/core` in `base` imports it for development builds; once the Studio uses it, `base`
    // would take it in as a dependency and every member page would fetch it (6.7 kB gzip).
    name: 'icu-compiler',
    priority: 1,
    test: /node_modules[\\/](@lingui[\\/]message-utils|@messageformat[\\/]parser|moo)[\\/]/,
  },
  {
    name: 'base',
    test: /node_modules[\\/](ky|react|clsx|tailwind-merge)[\\/]|src[\\/](lib[\\/](api-error|services)|session[\\/]|verification[\\/](configured-verifier|local-verifier|phone-verifier|retry-after)|fast[\\/]tw-merge|i18n[\\/]texts-provider|shared[\\/]i18n[\\/]languages)/,
  },
];
