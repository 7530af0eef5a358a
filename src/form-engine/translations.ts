import { parse, type Token } from '@messageformat/parser';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { escapePointer } from './check-rules';
import { languageCodeOf, languagePath, messagesOf } from './messages';
import type { FormFiles, Problem } from './types';
import type { LanguageReport } from '../shared/studio-types';

/** One text in another language, with the English it was made from: a later English change shows. */
export interface Translation {
  text: string;
  en: string;
}

/** A language's texts: catalogue keys ("otp.title") and form keys ("<file>#<pointer>"). */
export type TranslationFile = Record<string, Translation>;

export type { LanguageReport };

/** Form keys whose string value a member reads; anything under `errorMessage` is read too. */
const TEXT_KEYS = new Set([
  'title',
  'description',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'submitText',
  'editSubmitText',
  'addText',
  'removeText',
  'itemTitle',
  // A field's purpose (`ui:options.purpose`): members read it in the privacy notice.
  'purpose',
]);

/**
 * Every text a member reads in a set of form files, keyed `<file>#<pointer>` and read where it is
 * written, so a shared part's text is translated once for every form that builds on it.
 */
export function formTexts(files: FormFiles): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (node: unknown, file: string, pointer: string, read: boolean) => {
    if (typeof node === 'string') {
      if (read) texts[`${file}#${pointer}`] = node;
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, file, `${pointer}/${i}`, read));
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        const readHere = read || key === 'errorMessage' || key === 'ui:enumNames';
        const readValue = readHere || (TEXT_KEYS.has(key) && typeof value === 'string');
        walk(value, file, `${pointer}/${escapePointer(key)}`, readValue);
      }
    }
  };
  for (const [file, json] of Object.entries(files))
    if (languageCodeOf(file) === undefined) walk(json, file, '', false);
  return texts;
}

/**
 * What a message needs filled in, in a form that compares across languages: each argument by name,
 * and each plural or select with its branches, the arguments inside each branch included.
 */
function shapeOf(tokens: Token[], into = new Set<string>(), within = ''): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') into.add(`${within}{${token.arg}}`);
    else if (token.type === 'function') into.add(`${within}{${token.arg}, ${token.key}}`);
    else if (token.type === 'octothorpe') into.add(`${within}#`);
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      const keys = token.cases.map((c) => c.key).sort();
      into.add(`${within}{${token.arg}, ${token.type}: ${keys.join(' ')}}`);
      for (const branch of token.cases)
        shapeOf(branch.tokens, into, `${within}${token.arg}=${branch.key}/`);
    }
  }
  return into;
}

const parsed = (message: string): { tokens?: Token[]; error?: string } => {
  try {
    return { tokens: parse(message) };
  } catch (error) {
    return { error: (error as Error).message.split('\n', 1)[0] };
  }
};

/** A message's shape (see `shapeOf`), or undefined when it is not valid ICU. */
export function messageShape(message: string): Set<string> | undefined {
  const { tokens } = parsed(message);
  return tokens && shapeOf(tokens);
}

/** A form's texts (`<file>#<pointer>`) are plain text, as staff write them; the catalogue's are ICU. */
const isFormText = (key: string) => key.includes('#');

/** Markup a translation may not carry: any tag, and script-bearing addresses. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript:|data:text\/html/i;

const setsEqual = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Each language's translations against the English of the forms and the catalogue. A problem is a
 * translation that would show members something wrong: of a text that no longer exists, not valid
 * ICU, with placeholders or plural branches other than the English's, or carrying markup. Missing
 * and stale texts fall back to English (missing) or show the older meaning (stale): they are
 * counted, and are problems only in the languages listed as `complete` (the shipped ones, in the
 * baseline).
 */
export function checkTranslations(
  english: Record<string, string>,
  languages: Record<string, TranslationFile>,
  { complete = [] }: { complete?: readonly string[] } = {},
): { problems: Problem[]; reports: LanguageReport[] } {
  const problems: Problem[] = [];
  const shapes = new Map<string, Set<string>>();
  for (const [key, message] of Object.entries(english)) {
    if (isFormText(key)) continue;
    const { tokens, error } = parsed(message);
    if (tokens) shapes.set(key, shapeOf(tokens));
    else
      problems.push({
        file: languagePath('en'),
        pointer: `/${escapePointer(key)}`,
        message: `Not valid ICU MessageFormat: ${error}`,
      });
  }

  const reports = Object.entries(languages).map(([language, translations]) => {
    const file = `i18n/${language}.json`;
    const problem = (key: string, message: string) =>
      problems.push({ file, pointer: `/${escapePointer(key)}`, message });
    let translated = 0;
    let stale = 0;
    for (const [key, translation] of Object.entries(translations)) {
      if (!(key in english)) {
        problem(key, 'Translates a text that no longer exists.');
        continue;
      }
      if (
        !isObject(translation) ||
        typeof translation.text !== 'string' ||
        typeof translation.en !== 'string'
      ) {
        problem(key, 'A translation is {"text": …, "en": the English it translates}.');
        continue;
      }
      if (MARKUP.test(translation.text)) {
        problem(key, 'A translation may not contain HTML or script.');
        continue;
      }
      const { tokens, error } = isFormText(key) ? { tokens: [] } : parsed(translation.text);
      if (!tokens) {
        problem(key, `Not valid ICU MessageFormat: ${error}`);
        continue;
      }
      const want = shapes.get(key);
      if (want && !setsEqual(shapeOf(tokens), want)) {
        problem(
          key,
          `Placeholders or plural branches differ from the English: ${[...want].join(', ') || 'none'}.`,
        );
        continue;
      }
      translated++;
      if (translation.en !== english[key]) stale++;
    }
    const texts = Object.keys(english).length;
    const report = { language, texts, translated, missing: texts - translated, stale };
    if (complete.includes(language) && (report.missing > 0 || stale > 0)) {
      problems.push({
        file,
        pointer: '',
        message: `A shipped language must be complete: ${report.missing} missing, ${stale} stale.`,
      });
    }
    return report;
  });
  return { problems, reports };
}

/**
 * A set's language files checked against the English of its own forms and catalogue, so a draft
 * that changes a form text and its translation together is checked as it will be served.
 */
export function checkLanguageFiles(
  files: FormFiles,
  options: { complete?: readonly string[] } = {},
): ReturnType<typeof checkTranslations> {
  return checkTranslations(englishTexts(files), messagesOf(files).languages, options);
}

/** The English of every text a set's languages translate: its catalogue and its forms' texts. */
export const englishTexts = (files: FormFiles): Record<string, string> => ({
  ...messagesOf(files).catalogue,
  ...formTexts(files),
});

/**
 * What a version may change in the catalogue's English: the wording only. The code asks for these
 * keys and fills these placeholders, so each key stays, none is added, and each message keeps the
 * baseline's placeholders and plural branches; markup is refused as in any language.
 */
export function checkEnglishChanges(
  english: JsonObject,
  baseline: Record<string, string>,
): Problem[] {
  const file = languagePath('en');
  const problems: Problem[] = [];
  const problem = (key: string, message: string) =>
    problems.push({ file, pointer: `/${escapePointer(key)}`, message });
  for (const key of Object.keys(baseline))
    if (!(key in english)) problem(key, 'The code reads this text: it cannot be removed.');
  for (const [key, message] of Object.entries(english)) {
    const was = baseline[key];
    if (was === undefined) problem(key, 'No code reads this text: texts are added in the code.');
    else if (typeof message !== 'string') problem(key, 'An English text is a string (ICU).');
    else if (message === was) continue;
    else if (MARKUP.test(message)) problem(key, 'A text may not contain HTML or script.');
    else {
      const shape = messageShape(message);
      const want = messageShape(was);
      // Not valid ICU is named by checkTranslations.
      if (shape && want && !setsEqual(shape, want))
        problem(
          key,
          `The code fills these placeholders and plural branches: ${[...want].join(', ') || 'none'}.`,
        );
    }
  }
  return problems;
}
