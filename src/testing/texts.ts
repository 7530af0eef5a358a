import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../schemas/i18n/en.json';
import { setTexts, toTexts } from '@/i18n/texts';

/**
 * The English catalogue as the server serves it, for tests and stories, which have no server:
 * compiled here with the same compiler.
 */
export function installEnglishTexts(): void {
  setTexts(
    toTexts({
      language: 'en',
      dir: 'ltr',
      languages: ['en', 'hi', 'ta'],
      messages: Object.fromEntries(
        Object.entries(english).map(([key, message]) => [key, compileMessage(message)]),
      ),
    }),
  );
}
