import type { Plugin } from 'vite';
import { firstPaint } from './vite/first-paint.ts';
import { leanPreloads } from './vite/lean-preloads.ts';
import { pagePreloads } from './vite/page-preloads.ts';
import { pageTexts } from './vite/page-texts.ts';
import { phoneSlices } from './vite/phone-slices.ts';
import { rjsfSwaps } from './vite/rjsf-swaps.ts';

/**
 * Every Vite plugin of src/fast, for vite.config.ts. The first two change what code runs, so they
 * apply wherever Vite runs it (dev server, Vitest, Storybook, build); the last three change only how
 * the built HTML asks for files, and which texts a page is sent, in a build.
 */
export const fastPlugins = (): Plugin[] => [
  rjsfSwaps(),
  phoneSlices(),
  firstPaint(),
  pagePreloads(),
  pageTexts(),
  leanPreloads(),
];
