/**
 * The languages members may read the product in, by CLDR code. English is the source: every other
 * language falls back to it, text by text. Each language's own name is a text of the catalogue
 * (`language.<code>` in `schemas/i18n/en.json`).
 */
export const SOURCE_LANGUAGE = 'en';

/** Shipped with the product, complete in the baseline. */
export const SHIPPED_LANGUAGES = ['en', 'hi', 'ta'] as const;

/** The shipped languages and the Indian languages an admin may add. */
const LANGUAGES = new Set<string>([
  ...SHIPPED_LANGUAGES,
  ...['mr', 'gu', 'bn', 'kn', 'te', 'ml', 'pa', 'or', 'ur'],
]);

export const isKnownLanguage = (code: unknown): code is string =>
  typeof code === 'string' && LANGUAGES.has(code);
