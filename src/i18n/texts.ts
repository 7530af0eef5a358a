import { createCatalogue, type TextKey, type Translate } from '@/shared/i18n/format';
import type { TextsAnswer } from '@/shared/api/answers';
import { sameScreen, type PagePath } from '@/shared/pages';

/** What part of members' catalogue an answer holds: one page's texts, or all of them. */
export type TextPart = PagePath | 'all';

/** The catalogue the page reads now, in one language. */
export interface Texts {
  language: string;
  dir: 'ltr' | 'rtl';
  languages: string[];
  t: Translate;
  /** Whether the catalogue words this key: a refusal's code comes from the server at run time. */
  has: (key: string) => key is TextKey;
  /** The parts it holds; switching language loads the same parts in the new one. */
  parts: ReadonlySet<TextPart>;
  /** Whether it holds a part: all of them, or a page's (its own, or a page with the same screen). */
  holds(part: TextPart): boolean;
  /** Another part's keys join in place: screens rendered since keep reading the same catalogue. */
  add(part: TextPart, answer: TextsAnswer): void;
}

export function toTexts(answer: TextsAnswer, part: TextPart = 'all'): Texts {
  const catalogue = createCatalogue(answer.language, answer.messages);
  const keys = new Set(Object.keys(answer.messages));
  const parts = new Set<TextPart>([part]);
  return {
    language: answer.language,
    dir: answer.dir,
    languages: answer.languages,
    t: catalogue.t,
    has: (key): key is TextKey => keys.has(key),
    parts,
    holds: (part) =>
      parts.has('all') ||
      (part !== 'all' && [...parts].some((held) => held !== 'all' && sameScreen(held, part))),
    add(added, more) {
      catalogue.add(more.messages);
      for (const key of Object.keys(more.messages)) keys.add(key);
      parts.add(added);
    },
  };
}

/** The page's texts with a second catalogue's keys added (the Studio's own, on its screen). */
export const withTexts = (page: Texts, added: Texts): Texts => ({
  ...page,
  t: (key, values) => (added.has(key) ? added.t(key, values) : page.t(key, values)),
  has: (key): key is TextKey => added.has(key) || page.has(key),
});

let current: Texts | undefined;

/** Makes a catalogue the page's: screens then re-render with it (see TextsProvider). */
export function setTexts(texts: Texts): void {
  current = texts;
}

/** The page's catalogue; the app loads one before its first render. */
export function currentTexts(): Texts {
  if (!current) throw new Error('No texts loaded: load a language before rendering');
  return current;
}

/**
 * A text in the page's language, for code that runs outside a render (a toast after a request).
 * A component reads `useT()`, so that it re-renders when the member switches language.
 */
export const t: Translate = (key, values) => currentTexts().t(key, values);
