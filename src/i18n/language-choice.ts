import { firstOffered, KNOWN_LANGUAGES, SOURCE_LANGUAGE } from '@/shared/i18n/languages';

const KEY = 'language';

/** The language this browser chose last, if any (storage may be refused: private modes). */
export function storedLanguage(): string | undefined {
  try {
    return window.localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Kept in storage for the page's script, and in a cookie for the server, which sends each page
 * naming its language (`<html lang>` and the texts and form to preload). */
export function rememberLanguage(code: string): void {
  document.cookie = `lang=${code}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // The choice then lasts for this page only, and in the cookie.
  }
}

/**
 * A page's first language: the one chosen before in this browser, else the first of the browser's
 * languages (`hi-IN` reads Hindi), else English. Any language staff may publish is tried; one not
 * published (yet, or any more) is answered 404 and the page reads English.
 */
export function initialLanguage(): string {
  const stored = storedLanguage();
  if (stored && KNOWN_LANGUAGES.includes(stored)) return stored;
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return firstOffered(browser, KNOWN_LANGUAGES) ?? SOURCE_LANGUAGE;
}
