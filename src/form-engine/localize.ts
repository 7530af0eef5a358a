import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import type { TranslationFile } from './translations';
import type { FormFiles } from './types';

const unescape = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** A copy of `root` with the string at `pointer` replaced, or `root` itself when nothing is there. */
function withText(root: JsonObject, pointer: string, text: string): JsonObject {
  const keys = pointer.split('/').slice(1).map(unescape);
  const copy = (node: unknown, depth: number): unknown => {
    if (depth === keys.length) return typeof node === 'string' ? text : node;
    const key = keys[depth]!;
    if (Array.isArray(node)) {
      const index = Number(key);
      if (!(index in node)) return node;
      const next = [...node];
      next[index] = copy(node[index], depth + 1);
      return next;
    }
    if (!isObject(node) || !(key in node)) return node;
    return { ...node, [key]: copy(node[key], depth + 1) };
  };
  return copy(root, 0) as JsonObject;
}

/**
 * The form files as a language reads them: each form text (`<file>#<pointer>`) the language
 * translates is written in place of the English, so the bundler, the validators (ajv-errors writes
 * `errorMessage` into the compiled code) and the screens all carry that language. A text the
 * language lacks stays English; a translation of a text the files no longer have changes nothing.
 */
export function localizeFiles(files: FormFiles, translations: TranslationFile = {}): FormFiles {
  const out: FormFiles = { ...files };
  for (const [key, translation] of Object.entries(translations)) {
    const hash = key.indexOf('#');
    if (hash < 0 || typeof translation?.text !== 'string') continue;
    const file = key.slice(0, hash);
    const json = out[file];
    if (json) out[file] = withText(json, key.slice(hash + 1), translation.text);
  }
  return out;
}

/** A catalogue compiled for Lingui's runtime, which formats it without parsing (no eval). */
export type CompiledCatalogue = Record<string, CompiledMessage>;

const validIcu = (message: string) => {
  try {
    parse(message);
    return true;
  } catch {
    return false;
  }
};

/**
 * One language's catalogue, every key of the English present: the translation where it is valid
 * ICU, else the English, so a member never reads a key. Keys are chosen by `keep` (members'
 * screens do not download the Studio's texts).
 */
export function compileCatalogue(
  english: Record<string, string>,
  translations: TranslationFile = {},
  keep: (key: string) => boolean = () => true,
): CompiledCatalogue {
  const out: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(english)) {
    if (!keep(key)) continue;
    const text = translations[key]?.text;
    out[key] = compileMessage(typeof text === 'string' && validIcu(text) ? text : message);
  }
  return out;
}
