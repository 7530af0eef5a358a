import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type en from '../../../schemas/i18n/en.json';

/** A key of the catalogue (`schemas/i18n/en.json`). */
export type TextKey = keyof typeof en;

/** What fills a message's arguments: `{count}`, `{name}`… */
export type TextValues = Record<string, string | number>;

export type Translate = (key: TextKey, values?: TextValues) => string;

/**
 * Formats a compiled catalogue with Lingui's runtime: it walks the compiled arrays and never parses
 * or evaluates a message (pages run under `script-src 'self'`). Plurals follow the language's CLDR
 * rules (`Intl.PluralRules`).
 */
export function createTranslate(
  language: string,
  messages: Record<string, CompiledMessage>,
): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (key, values) => i18n._(key, values);
}
