import type { ListPrefix } from '@/i18n/list-options';
import { KNOWN_LANGUAGES, ownName, SOURCE_LANGUAGE } from '@/shared/i18n/languages';
import type { Problem, StudioForms } from '@/shared/api/answers';
import { pointerOf } from '@/shared/json-pointer';
import { pointerSegments } from '../json-pointer';
import { LANGUAGE_FILE, type StudioItem } from '../studio-items';

/** One translation as a language file keeps it: `en` is the English it was made from. */
export interface Translation {
  text: string;
  en: string;
}
export type LanguageFile = Record<string, Translation>;

export const languagePath = (code: string) => `i18n/${code}.json`;

/** The file a form text belongs to (`defs/address.json#/…` → `defs/address.json`); none for the catalogue. */
const fileOfKey = (key: string) => (key.includes('#') ? key.slice(0, key.indexOf('#')) : undefined);

/** The JSON pointer a problem in a language file names a key by (`/defs~1a.json#~1title`). */

const keyPointer = (key: string) => pointerOf([key]);

/**
 * Where the labels of each list a form's UI names (`ui:options.source`) sit in the catalogue. The
 * countries have none: each member's browser names them in the page's language.
 */
const LIST_PREFIXES: Partial<Record<string, ListPrefix>> = {
  categories: 'lists.category.',
  subCategories: 'lists.subCategory.',
  entityTypes: 'lists.entityType.',
  regions: 'lists.region.',
};

/** The files a form or part selection is built from (a form's parts included). */
const filesOf = (item: StudioItem, data: StudioForms) =>
  item.kind === 'form' ? data.forms[item.forms[0]!]!.files : item.files;

/** Every `ui:options.source` the live UI files of a selection name: the lists members pick from. */
export function listSourcesOf(item: StudioItem, data: StudioForms): Set<string> {
  const sources = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const source = (node as { 'ui:options'?: { source?: unknown } })['ui:options']?.source;
    if (typeof source === 'string') sources.add(source);
    Object.values(node).forEach(walk);
  };
  if (item.kind !== 'language')
    for (const file of filesOf(item, data))
      if (file.endsWith('.ui.json')) walk(data.files[file]?.live);
  return sources;
}

/**
 * The keys a selection translates: a form's and its parts' texts, then the catalogue's labels of
 * the lists it offers (members read them on that form); a part's texts and lists; or, for a
 * language, the catalogue (every key that is not a form's text).
 */
export function keysOf(item: StudioItem, data: StudioForms): string[] {
  const keys = Object.keys(data.english);
  if (item.kind === 'language') return keys.filter((key) => !fileOfKey(key));
  const files = new Set(filesOf(item, data));
  const prefixes = [...listSourcesOf(item, data)].flatMap((source) => LIST_PREFIXES[source] ?? []);
  return [
    ...keys.filter((key) => files.has(fileOfKey(key) ?? '')),
    ...keys.filter((key) => !fileOfKey(key) && prefixes.some((prefix) => key.startsWith(prefix))),
  ];
}

/** The value a pointer names in a parsed JSON document, if there is one. */
function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointerSegments(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The English each key has in the draft: the live English, with the wording of a drafted form file
 * or of a drafted `i18n/en.json` where staff changed it (a translation made now translates that).
 */
export function draftEnglish(
  english: Record<string, string>,
  drafts: Record<string, string>,
): Record<string, string> {
  const drafted = Object.keys(drafts);
  if (drafted.length === 0) return english;
  const current = { ...english };
  const parsed = new Map(drafted.map((path) => [path, parse(drafts[path])]));
  for (const key of Object.keys(english)) {
    const file = fileOfKey(key) ?? languagePath(SOURCE_LANGUAGE);
    if (!parsed.has(file)) continue;
    const value = fileOfKey(key)
      ? valueAt(parsed.get(file), key.slice(file.length + 1))
      : valueAt(parsed.get(file), keyPointer(key));
    if (typeof value === 'string') current[key] = value;
  }
  return current;
}

/** Whether a file holds English: a form file or the English catalogue, not a translation. */
export const carriesEnglish = (path: string) => {
  const code = LANGUAGE_FILE.exec(path)?.[1];
  return !code || code === SOURCE_LANGUAGE;
};

/** The languages staff translate into (every language file but English's), in code order. */
export const translatedLanguages = (texts: Record<string, string>) =>
  Object.keys(texts)
    .map((path) => LANGUAGE_FILE.exec(path)?.[1])
    .filter((code): code is string => !!code && code !== SOURCE_LANGUAGE)
    .sort();

/** The known languages that have no file yet (live or drafted), for "Add a language". */
export const addableLanguages = (texts: Record<string, string>) =>
  KNOWN_LANGUAGES.filter((code) => texts[languagePath(code)] === undefined);

/** A language by its own name (see `ownName`). */
export const languageName = (code: string, english: Record<string, string>) =>
  ownName(code, english[`language.${code}`]);

/**
 * A language file's translations; undefined for a draft that is not a JSON object (broken in the
 * JSON view), which the boxes must not overwrite.
 */
export function readLanguageFile(text: string | undefined): LanguageFile | undefined {
  const value = text === undefined ? {} : parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as LanguageFile)
    : undefined;
}

export type TranslationState = 'missing' | 'stale' | 'done';

export const stateOf = (translation: Translation | undefined, english: string): TranslationState =>
  !translation || typeof translation.text !== 'string'
    ? 'missing'
    : translation.en !== english
      ? 'stale'
      : 'done';

/**
 * A language file with one key's translation set (made from `english`) or, for an empty text,
 * removed: members then read the English. A new key takes its place in `order` (the English's key
 * order), so the file stays in the order it ships in.
 */
export function withTranslation(
  file: LanguageFile,
  key: string,
  text: string,
  english: string,
  order: readonly string[],
): LanguageFile {
  if (text === '') {
    const { [key]: _removed, ...rest } = file;
    return rest;
  }
  const entry = { text, en: english };
  if (key in file) return { ...file, [key]: entry };
  const rank = new Map(order.map((k, i) => [k, i]));
  const at = rank.get(key) ?? Infinity;
  const entries = Object.entries(file);
  const before = entries.findIndex(([k]) => (rank.get(k) ?? Infinity) > at);
  entries.splice(before < 0 ? entries.length : before, 0, [key, entry]);
  return Object.fromEntries(entries);
}

/** A language file as its draft text: the JSON view's formatting. */
export const languageText = (file: LanguageFile) => `${JSON.stringify(file, null, 2)}\n`;

/** Each language's problems, by key, and the ones about its whole file (pointer ""). */
export function problemsByKey(problems: Problem[], code: string) {
  const path = languagePath(code);
  const byPointer = new Map<string, string[]>();
  const whole: string[] = [];
  for (const problem of problems) {
    if (problem.file !== path) continue;
    if (problem.pointer === '') whole.push(problem.message);
    else
      byPointer.set(problem.pointer, [...(byPointer.get(problem.pointer) ?? []), problem.message]);
  }
  return { forKey: (key: string) => byPointer.get(keyPointer(key)) ?? [], whole };
}
