import { isKnownLanguage, SOURCE_LANGUAGE } from '../shared/i18n/languages';
import type { TranslationFile } from './translations';
import type { FormFiles } from './types';

/**
 * The language files of a form set: `i18n/en.json`, the catalogue's English (`{key: ICU}`), and
 * `i18n/<code>.json` for each other language (`{key: {text, en}}`, catalogue and form keys). They
 * travel with the forms, so a published version carries its texts and a rollback restores them.
 */
const LANGUAGE_FILE = /^i18n\/([^/]+)\.json$/;

/** A language's file in the set. */
export const languagePath = (code: string) => `i18n/${code}.json`;

/** The code a path under i18n/ names, known to the product or not; undefined for other paths. */
export const languageCodeOf = (path: string) => LANGUAGE_FILE.exec(path)?.[1];

/** Whether a path is a language file of a language the product knows. */
export const isLanguageFile = (path: string) => isKnownLanguage(languageCodeOf(path));

/** The catalogue's English and each other language's translations, as the set holds them. */
export interface MessageFiles {
  catalogue: Record<string, string>;
  languages: Record<string, TranslationFile>;
}

export function messagesOf(files: FormFiles): MessageFiles {
  const catalogue = (files[languagePath(SOURCE_LANGUAGE)] ?? {}) as Record<string, string>;
  const languages: Record<string, TranslationFile> = {};
  for (const path of Object.keys(files).sort()) {
    const code = languageCodeOf(path);
    if (code !== SOURCE_LANGUAGE && isKnownLanguage(code))
      languages[code] = files[path] as TranslationFile;
  }
  return { catalogue, languages };
}

/** The forms and parts alone: the language files are not forms and hold no form texts. */
export const withoutLanguages = (files: FormFiles): FormFiles =>
  Object.fromEntries(Object.entries(files).filter(([path]) => languageCodeOf(path) === undefined));
