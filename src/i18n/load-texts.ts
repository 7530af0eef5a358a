import type { TextsAnswer } from '@/shared/i18n/texts';
import { toTexts, type Texts } from './texts';

const loading = new Map<string, Promise<Texts>>();

/**
 * A language's catalogue from the server, which holds what staff published last (revalidated with
 * its ETag on every load). Asked once per page and language; a failure is asked again next time.
 */
export function loadTexts(language: string): Promise<Texts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = fetch(`/api/v2/texts/${encodeURIComponent(language)}`, {
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`texts ${language}: ${response.status}`);
      return toTexts((await response.json()) as TextsAnswer);
    });
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}
