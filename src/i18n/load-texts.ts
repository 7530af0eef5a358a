import type { TextsAnswer } from '@/shared/api/answers';
import { textsUrl, type TextScope } from '@/shared/i18n/texts';
import { currentTexts, toTexts, type TextPart, type Texts } from './texts';

const asked = new Map<string, Promise<TextsAnswer>>();

/**
 * A part of a language's catalogue from the server, which holds what staff published last
 * (revalidated with its ETag on every load). Asked once per page load, language and part; a
 * failure is asked again next time.
 */
function answer(language: string, part: TextPart | 'studio'): Promise<TextsAnswer> {
  const url = textsUrl(language, part);
  let found = asked.get(url);
  if (!found) {
    found = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`texts ${language}: ${response.status}`);
      return (await response.json()) as TextsAnswer;
    });
    found.catch(() => asked.delete(url));
    asked.set(url, found);
  }
  return found;
}

/** Members' texts in a language: the parts named (a page's, or all), in one catalogue. */
export async function loadTexts(
  language: string,
  parts: Iterable<TextPart> = ['all'],
): Promise<Texts> {
  const [first, ...more] = [...parts];
  const answers = await Promise.all(
    [first ?? 'all', ...more].map((part) => answer(language, part)),
  );
  const texts = toTexts(answers[0]!, first ?? 'all');
  more.forEach((part, i) => texts.add(part, answers[i + 1]!));
  return texts;
}

/**
 * The page's catalogue in another language: the same parts it holds. A page's texts that join
 * while the new language loads are asked for in it too.
 */
export async function loadLanguage(language: string): Promise<Texts> {
  for (;;) {
    const parts = [...currentTexts().parts];
    const next = await loadTexts(language, parts);
    if (currentTexts().parts.size === parts.length) return next;
  }
}

const scopes = new Map<string, Promise<Texts>>();

/**
 * A scope's own catalogue (the Studio's), which joins the page's under its screen: one promise per
 * language and scope, which a render can wait for with `use`.
 */
export function loadScopeTexts(
  language: string,
  scope: Exclude<TextScope, 'members'>,
): Promise<Texts> {
  const key = `${scope}:${language}`;
  let texts = scopes.get(key);
  if (!texts) {
    texts = answer(language, scope).then((found) => toTexts(found));
    texts.catch(() => scopes.delete(key));
    scopes.set(key, texts);
  }
  return texts;
}

/**
 * A page's texts (or all of them) join the page's catalogue before its screen renders, when the
 * member goes there from a page that did not hold them. If the language changed meanwhile, the new
 * one's are asked.
 */
export async function textsFor(part: TextPart): Promise<void> {
  for (;;) {
    const texts = currentTexts();
    if (texts.holds(part)) return;
    const added = await answer(texts.language, part);
    if (currentTexts() === texts) return texts.add(part, added);
  }
}
