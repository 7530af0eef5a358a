import type { Plugin } from 'vite';
import { firstPaint } from './vite/first-paint.ts';
import { pagePreloads } from './vite/page-preloads.ts';
import { phoneSlices } from './vite/phone-slices.ts';
import { rjsfSwaps } from './vite/rjsf-swaps.ts';

/**
 * Every Vite plugin of src/fast, for vite.config.ts. The first two change what code runs, so they
 * apply wherever Vite runs it (dev server, Vitest, Storybook, build); the last two change only how
 * the built HTML asks for files that exist only in a build.
 */
export const fastPlugins = (): Plugin[] => [
  rjsfSwaps(),
  phoneSlices(),
  firstPaint(),
  pagePreloads(),
];
