import { isKnownLanguage, SOURCE_LANGUAGE } from '../shared/i18n/languages';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { languageCodeOf, languagePath } from './messages';
import { englishTexts, messageShape } from './translations';
import type { FormFiles } from './types';

const sameShape = (a: string, b: string) => {
  const [x, y] = [messageShape(a), messageShape(b)];
  return !!x && !!y && x.size === y.size && [...x].every((part) => y.has(part));
};

/**
 * A version's language files on today's baseline, so an upgrade of the code that adds, removes or
 * reshapes texts never gets a version refused for its texts (and its forms with them):
 * - the English keeps the version's wording where the code still asks for the key with the same
 *   placeholders, else it is the baseline's;
 * - a language takes the baseline's translation of a text its file lacks (one the code added
 *   since), drops its translation of a text that is gone, and replaces one whose placeholders the
 *   English no longer has by the baseline's (or drops it: members then read the English).
 */
export function rebaseLanguages(files: FormFiles, baseline: FormFiles): FormFiles {
  const out = { ...files };
  const englishPath = languagePath(SOURCE_LANGUAGE);
  const english = files[englishPath];
  const baseEnglish = baseline[englishPath];
  if (english && baseEnglish && english !== baseEnglish) {
    out[englishPath] = Object.fromEntries(
      Object.entries(baseEnglish).map(([key, was]) => {
        const text = english[key];
        const kept =
          text === was ||
          (typeof text === 'string' && typeof was === 'string' && sameShape(text, was));
        return [key, kept ? text : was];
      }),
    );
  }
  const current = englishTexts(out);
  for (const [path, json] of Object.entries(out)) {
    const code = languageCodeOf(path);
    if (code === SOURCE_LANGUAGE || !isKnownLanguage(code) || json === baseline[path]) continue;
    const base: JsonObject = baseline[path] ?? {};
    const kept = Object.entries({ ...base, ...json }).flatMap(([key, translation]) => {
      const en = current[key];
      if (en === undefined) return [];
      const fits =
        // Form texts are plain text; a malformed entry is the check's to name.
        key.includes('#') ||
        !isObject(translation) ||
        typeof translation.text !== 'string' ||
        (isObject(base[key]) && base[key].text === translation.text) ||
        sameShape(translation.text, en);
      if (fits) return [[key, translation] as const];
      return key in base ? [[key, base[key]] as const] : [];
    });
    out[path] = Object.fromEntries(kept);
  }
  return out;
}
