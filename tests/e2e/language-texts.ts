/**
 * The texts a member reads, in each language, straight from the shipped files (`schemas/i18n/*.json`
 * and the forms under `schemas/`): the specs read what to expect here instead of retyping it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Language = 'en' | 'hi' | 'ta';

const SCHEMAS = join(import.meta.dirname, '../../schemas');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8'));

const english = readJson('i18n/en.json') as Record<string, string>;
const translations = {
  hi: readJson('i18n/hi.json'),
  ta: readJson('i18n/ta.json'),
} as Record<Exclude<Language, 'en'>, Record<string, { text: string }>>;

/** The value at a JSON pointer (`/properties/pin/title`) of a document. */
function atPointer(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], document);
}

/** A form's text in English: the form file itself (`defs/phone.json#/title`). */
function englishFormText(key: string): string {
  const [file, pointer] = key.split('#') as [string, string];
  const found = atPointer(readJson(file), pointer);
  if (typeof found !== 'string') throw new Error(`No form text at ${key}`);
  return found;
}

const isFormText = (key: string) => key.includes('#');

/** A text's English: the catalogue's (`otp.title`) or the form's (`login.schema.json#/title`). */
export function englishOf(key: string): string {
  if (isFormText(key)) return englishFormText(key);
  const found = english[key];
  if (found === undefined) throw new Error(`No catalogue text ${key}`);
  return found;
}

/**
 * A text as a member reading `language` sees it, with simple arguments (`{name}`) filled in.
 * Plural messages are not formatted here: the specs do not look for them.
 */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
) {
  const message = language === 'en' ? englishOf(key) : translations[language][key]?.text;
  if (message === undefined) throw new Error(`${language} has no text for ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A pattern for a text anywhere in a string (an accessible name that adds " *", say). */
export const containing = (value: string) =>
  new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The same, anchored at the start: "Business Category" and not "Other Business Category". */
export const startingWith = (value: string) =>
  new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Writes ASCII digits in a script's own digits: "98" → "९८" (Devanagari) or "௯௮" (Tamil). */
export function nativeDigits(ascii: string, script: 'deva' | 'tamldec'): string {
  const format = new Intl.NumberFormat(`en-u-nu-${script}`, { useGrouping: false });
  return ascii.replace(/\d/g, (digit) => format.format(Number(digit)));
}
