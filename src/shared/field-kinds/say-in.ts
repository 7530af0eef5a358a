import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslate } from '../i18n/format';

/**
 * Says a catalogue text in one language from the catalogue's raw ICU (the Studio holds the language
 * files as staff edit them, not compiled): how a field's built-in texts are written in every
 * language the form speaks. A key the catalogue lacks falls back to the English.
 */
export function sayIn(
  language: string,
  catalogue: Record<string, string>,
  english: Record<string, string> = catalogue,
) {
  return (key: string, values?: Record<string, string | number>): string => {
    const message = catalogue[key] ?? english[key] ?? key;
    return createTranslate(language, { [key]: compileMessage(message) })(key as never, values);
  };
}
