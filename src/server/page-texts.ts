import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TextsSubset } from '../form-engine/live-forms';
import { PAGE_TEXTS_FILE, type PagePath } from '../shared/pages';

/** The keys a page's code reads, or undefined: that page is then sent all of members' texts. */
export type PageTexts = (page: PagePath) => TextsSubset | undefined;

/**
 * Which catalogue keys each page's code reads, as the build found them
 * (src/fast/vite/page-texts.ts). Without a build (the dev server, API tests) there is no such
 * file, and every page is sent all of members' texts.
 */
export function readPageTexts(clientDir: string): PageTexts {
  let found: Record<string, string[]>;
  try {
    found = JSON.parse(readFileSync(join(clientDir, PAGE_TEXTS_FILE), 'utf8')) as typeof found;
  } catch {
    return () => undefined;
  }
  const subsets = new Map(
    Object.entries(found).map(([page, keys]) => [page, { name: page, keys: new Set(keys) }]),
  );
  return (page) => subsets.get(page);
}
