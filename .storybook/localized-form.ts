import type { FormDefinition } from '../src/forms/define-form';
import { previewForm } from '../src/forms/preview/preview-form';
import { localizeFiles } from '../src/form-engine/localize';
import type { TranslationFile } from '../src/form-engine/translations';
import { bundleSchema, isObject, type JsonObject } from '../src/shared/validation/bundle-schema';
import { pseudoText } from '../src/testing/pseudo-language';
import type { StoryLanguage } from '../src/testing/texts';
import hindi from '../schemas/i18n/hi.json';
import tamil from '../schemas/i18n/ta.json';

/** The form files as staff write them, keyed as the translations name them ("defs/address.json"). */
const FILES: Record<string, JsonObject> = Object.fromEntries(
  Object.entries(
    import.meta.glob<JsonObject>(['../schemas/*.json', '../schemas/defs/*.json'], {
      eager: true,
      import: 'default',
    }),
  ).map(([path, json]) => [path.slice('../schemas/'.length), json]),
);

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The English string at `<file>#<pointer>`, if the files still have it. */
function englishAt(key: string): string | undefined {
  const [file, pointer = ''] = key.split('#');
  let node: unknown = FILES[file!];
  for (const segment of pointer.split('/').slice(1).map(unescape)) {
    node = isObject(node) || Array.isArray(node) ? (node as JsonObject)[segment] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every form text a translation file names, in the pseudo-language, made from today's English. */
const pseudoForms = (): TranslationFile =>
  Object.fromEntries(
    Object.keys(hindi).flatMap((key) => {
      const english = key.includes('#') ? englishAt(key) : undefined;
      return english === undefined ? [] : [[key, { text: pseudoText(english), en: english }]];
    }),
  );

const TRANSLATIONS: Record<Exclude<StoryLanguage, 'en'>, () => TranslationFile> = {
  hi: () => hindi as TranslationFile,
  ta: () => tamil as TranslationFile,
  pseudo: pseudoForms,
};

const made = new Map<string, FormDefinition>();

/**
 * A form as the server serves it in `language` (`GET /api/forms/:name?lang=`): its files localized
 * and bundled as the form engine does. Stories have no server, and the precompiled validator only
 * accepts the English schema, so it is validated by runtime ajv: its messages come from the
 * localized `errorMessage`s, as the served form's would.
 */
export function formIn(form: FormDefinition, language: StoryLanguage): FormDefinition {
  if (language === 'en') return form;
  const key = `${language}:${form.name}`;
  let localized = made.get(key);
  if (!localized) {
    const files = localizeFiles(FILES, TRANSLATIONS[language]());
    const load = (file: string) => files[file]!;
    localized = previewForm(
      form.name,
      bundleSchema(`${form.name}.schema.json`, load),
      bundleSchema(`${form.name}.ui.json`, load),
    );
    made.set(key, localized);
  }
  return localized;
}
