/**
 * The languages members may read the product in, by CLDR code. English is the source: every other
 * language falls back to it, text by text. Each language's own name is a text of the catalogue
 * (`language.<code>` in `schemas/i18n/en.json`).
 */
export const SOURCE_LANGUAGE = 'en';

/** Shipped with the product, complete in the baseline. */
export const SHIPPED_LANGUAGES = ['en', 'hi', 'ta'] as const;

/** The shipped languages and the Indian languages an admin may add. */
export const KNOWN_LANGUAGES: readonly string[] = [
  ...SHIPPED_LANGUAGES,
  ...['mr', 'gu', 'bn', 'kn', 'te', 'ml', 'pa', 'or', 'ur'],
];
const LANGUAGES = new Set(KNOWN_LANGUAGES);

export const isKnownLanguage = (code: unknown): code is string =>
  typeof code === 'string' && LANGUAGES.has(code);

/** Written right to left. */
const RIGHT_TO_LEFT = new Set(['ur']);

export const directionOf = (code: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';

/**
 * The first of a reader's languages (`navigator.languages`, or `Accept-Language`'s, best first)
 * that is offered, by its primary subtag: `hi-IN` reads Hindi. Undefined when none is.
 */
export function firstOffered(wanted: readonly string[], offered: readonly string[]) {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split(/[-_]/, 1)[0];
    if (primary && offered.includes(primary)) return primary;
  }
  return undefined;
}

/**
 * A language by its own name, as its readers look for it: the catalogue's `language.<code>` when
 * it has one (the same in every language's file), else the platform's name for it.
 */
export function ownName(code: string, catalogueName: string | undefined): string {
  if (catalogueName) return catalogueName;
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
