import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import tamil from '../../schemas/i18n/ta.json';
import { setTexts, toTexts } from '@/i18n/texts';
import { pseudoMessage } from './pseudo-language';

type Translation = Partial<Record<keyof typeof english, { text: string }>>;
const TRANSLATIONS: Record<string, Translation> = { hi: hindi, ta: tamil };

/** The shipped languages, and `pseudo`: the English accented and padded, for stories' reviews. */
export type StoryLanguage = 'en' | 'hi' | 'ta' | 'pseudo';

const messageIn = (language: StoryLanguage, key: keyof typeof english): string =>
  language === 'pseudo'
    ? pseudoMessage(english[key])
    : (TRANSLATIONS[language]?.[key]?.text ?? english[key]);

/**
 * A shipped language's catalogue as the server serves it (English for a text not translated), for
 * tests and stories, which have no server: compiled here with the same compiler.
 */
export function installTexts(language: StoryLanguage): void {
  setTexts(
    toTexts({
      language,
      dir: 'ltr',
      languages: ['en', 'hi', 'ta'],
      messages: Object.fromEntries(
        (Object.keys(english) as (keyof typeof english)[]).map((key) => [
          key,
          compileMessage(messageIn(language, key)),
        ]),
      ),
    }),
  );
}

/** The English catalogue, which every test starts from. */
export const installEnglishTexts = (): void => installTexts('en');
