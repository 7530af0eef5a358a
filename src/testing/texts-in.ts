import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import tamil from '../../schemas/i18n/ta.json';
import { setTexts, toTexts } from '@/i18n/texts';
import { directionOf, SHIPPED_LANGUAGES } from '@/shared/i18n/languages';

type Translations = Record<string, { text: string; en: string }>;

const TRANSLATIONS: Record<(typeof SHIPPED_LANGUAGES)[number], Translations> = {
  en: Object.fromEntries(Object.entries(english).map(([key, en]) => [key, { text: en, en }])),
  hi: hindi,
  ta: tamil,
};

/**
 * A shipped language's catalogue as the server serves it, for tests, which have no server: every
 * key of the catalogue (the form texts in the file are the server's own), the English where the
 * language has none, compiled with the same compiler.
 */
export function installTexts(language: keyof typeof TRANSLATIONS): void {
  const translations = TRANSLATIONS[language];
  setTexts(
    toTexts({
      language,
      dir: directionOf(language),
      languages: [...SHIPPED_LANGUAGES],
      messages: Object.fromEntries(
        Object.entries(english).map(([key, en]) => [
          key,
          compileMessage(translations[key]?.text ?? en),
        ]),
      ),
    }),
  );
}
