import type { TextScope, TextsAnswer } from '@/shared/i18n/texts';
import { toTexts, type Texts } from './texts';

const loading = new Map<string, Promise<Texts>>();

/**
 * A language's catalogue from the server, which holds what staff published last (revalidated with
 * its ETag on every load). Asked once per page, language and scope; a failure is asked again next
 * time.
 */
export function loadTexts(language: string, scope: TextScope = 'members'): Promise<Texts> {
  const key = `${scope}:${language}`;
  let texts = loading.get(key);
  if (!texts) {
    const query = scope === 'members' ? '' : `?scope=${scope}`;
    texts = fetch(`/api/v2/texts/${encodeURIComponent(language)}${query}`, {
      headers: { accept: 'application/json' },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`texts ${language}: ${response.status}`);
      return toTexts((await response.json()) as TextsAnswer);
    });
    texts.catch(() => loading.delete(key));
    loading.set(key, texts);
  }
  return texts;
}
