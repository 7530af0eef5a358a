import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  const english = join(dir, `${SOURCE_LANGUAGE}.json`);
  const catalogue = existsSync(english) ? (readJson(english) as Record<string, string>) : {};
  const languages: Record<string, TranslationFile> = {};
  for (const file of existsSync(dir) ? readdirSync(dir) : []) {
    const code = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && code !== SOURCE_LANGUAGE && isKnownLanguage(code)) {
      languages[code] = readJson(join(dir, file)) as TranslationFile;
    }
  }
  return { catalogue, languages };
}
