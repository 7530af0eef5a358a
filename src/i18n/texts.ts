import { createTranslate, type TextKey, type Translate } from '@/shared/i18n/format';
import type { TextsAnswer } from '@/shared/i18n/texts';

/** The catalogue the page reads now, in one language. */
export interface Texts {
  language: string;
  dir: 'ltr' | 'rtl';
  languages: string[];
  t: Translate;
  /** Whether the catalogue words this key: a refusal's code comes from the server at run time. */
  has: (key: string) => key is TextKey;
}

export const toTexts = (answer: TextsAnswer): Texts => ({
  language: answer.language,
  dir: answer.dir,
  languages: answer.languages,
  t: createTranslate(answer.language, answer.messages),
  has: (key): key is TextKey => Object.hasOwn(answer.messages, key),
});

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
