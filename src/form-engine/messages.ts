import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileMessage,
  compileMessageOrThrow,
  type CompiledMessage,
} from '@lingui/message-utils/compileMessage';
import { isKnownLanguage, SOURCE_LANGUAGE } from '../shared/i18n/languages';
import { SCHEMAS_DIR } from './form-files';
import type { TranslationFile } from './translations';

export const MESSAGES_DIR = join(SCHEMAS_DIR, 'i18n');

/** The catalogue's English (`en.json`) and each other language's file (`<code>.json`). */
export interface MessageFiles {
  catalogue: Record<string, string>;
  languages: Record<string, TranslationFile>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

export function readMessageFiles(dir = MESSAGES_DIR): MessageFiles {
  const catalogue = existsSync(join(dir, `${SOURCE_LANGUAGE}.json`))
    ? (readJson(join(dir, `${SOURCE_LANGUAGE}.json`)) as Record<string, string>)
    : {};
  const languages: Record<string, TranslationFile> = {};
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const code = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && code !== SOURCE_LANGUAGE && isKnownLanguage(code)) {
      languages[code] = readJson(join(dir, file)) as TranslationFile;
    }
  }
  return { catalogue, languages };
}

/**
 * One language's catalogue as pages and the server read it: every key, in that language where it
 * has a translation, else in English (never a key), compiled ahead so nothing parses ICU at run time.
 */
export function compileCatalogue(
  { catalogue, languages }: MessageFiles,
  language: string,
): Record<string, CompiledMessage> {
  const translations = languages[language] ?? {};
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, english]) => {
      const text = translations[key]?.text;
      if (typeof text === 'string') {
        try {
          return [key, compileMessageOrThrow(text)];
        } catch {
          // A draft's broken translation: the check names it; members read the English meanwhile.
        }
      }
      return [key, compileMessage(english)];
    }),
  );
}
