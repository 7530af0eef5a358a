import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import tamil from '../../schemas/i18n/ta.json';
import { setTexts, toTexts } from '@/i18n/texts';

type Translation = Partial<Record<keyof typeof english, { text: string }>>;
const TRANSLATIONS: Record<string, Translation> = { hi: hindi, ta: tamil };

/**
 * A shipped language's catalogue as the server serves it (English for a text not translated), for
 * tests and stories, which have no server: compiled here with the same compiler.
 */
export function installTexts(language: 'en' | 'hi' | 'ta'): void {
  const translation = TRANSLATIONS[language] ?? {};
  setTexts(
    toTexts({
      language,
      dir: 'ltr',
      languages: ['en', 'hi', 'ta'],
      messages: Object.fromEntries(
        Object.entries(english).map(([key, message]) => [
          key,
          compileMessage(translation[key as keyof typeof english]?.text ?? message),
        ]),
      ),
    }),
  );
}

/** The English catalogue, which every test starts from. */
export const installEnglishTexts = (): void => installTexts('en');
