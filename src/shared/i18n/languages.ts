/**
 * The languages members may read the product in. English is the source: every other language
 * falls back to it, text by text. A staff-added language is offered once staff publish it.
 */
export const SOURCE_LANGUAGE = 'en';

/** Shipped with the product, complete in the baseline. */
export const SHIPPED_LANGUAGES = ['en', 'hi', 'ta'] as const;

/**
 * The Indian languages an admin may add, by CLDR code, each named in its own script (the language
 * control lists a language by its own name, so a member finds theirs without reading another).
 */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  bn: 'বাংলা',
  kn: 'ಕನ್ನಡ',
  te: 'తెలుగు',
  ml: 'മലയാളം',
  pa: 'ਪੰਜਾਬੀ',
  or: 'ଓଡ଼ିଆ',
  ur: 'اردو',
};

/** Languages written right to left (the page's `dir`). */
const RIGHT_TO_LEFT = new Set(['ur']);

export const isKnownLanguage = (code: unknown): code is string =>
  typeof code === 'string' && Object.hasOwn(LANGUAGE_NAMES, code);

export const directionOf = (code: string): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';

/**
 * The first of a reader's language tags, in their order of preference, that names an offered
 * language ("hi-IN" → "hi"); English when none does. Tags are read loosely: whatever a browser or
 * an `Accept-Language` header sends, however malformed, answers some offered language.
 */
export function pickLanguage(preferred: readonly string[], offered: readonly string[]): string {
  for (const tag of preferred.slice(0, 20)) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_;]/, 1)[0];
    if (primary && offered.includes(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}
