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
  return createCatalogue(language, messages).t;
}

/** A catalogue in one language that more of its keys can join (a page's texts, then another's). */
export interface Catalogue {
  t: Translate;
  add(messages: Record<string, CompiledMessage>): void;
}

export function createCatalogue(
  language: string,
  messages: Record<string, CompiledMessage>,
): Catalogue {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return {
    t: (key, values) => i18n._(key, values),
    add: (more) => i18n.load(language, more),
  };
}
