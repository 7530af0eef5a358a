import { afterEach, expect, it, vi } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { installEnglishTexts } from '@/testing/texts';
import type { TextsAnswer } from '@/shared/api/answers';
import { loadLanguage, textsFor } from './load-texts';
import { currentTexts, setTexts, toTexts } from './texts';

const answerOf = (language: string, messages: Record<string, string>): TextsAnswer => ({
  language,
  dir: 'ltr',
  languages: ['en', 'hi', 'ta'],
  messages: Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]),
  ),
});

/** The server, as the build left it: each page's texts, per language. */
const SERVED: Record<string, TextsAnswer> = {
  '/api/v2/texts/hi?page=%2Fauth%2Fsign-up': answerOf('hi', { 'auth.signUp': 'साइन अप करें' }),
  '/api/v2/texts/hi?page=%2Fsecure%2Fadd-business': answerOf('hi', { 'forms.add': 'जोड़ें' }),
  '/api/v2/texts/ta?page=%2Fauth%2Flogin': answerOf('ta', { 'auth.login': 'உள்நுழைக' }),
  '/api/v2/texts/ta?page=%2Fauth%2Fsign-up': answerOf('ta', { 'auth.signUp': 'பதிவு செய்க' }),
};

function serve() {
  const fetch = vi.fn(async (url: string) =>
    SERVED[url] ? new Response(JSON.stringify(SERVED[url])) : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  installEnglishTexts();
});

it("adds the next page's texts to the catalogue screens already read, once", async () => {
  const fetch = serve();
  setTexts(toTexts(answerOf('hi', { 'auth.login': 'लॉग इन करें' }), '/auth/login'));
  const page = currentTexts();
  expect(page.has('auth.signUp')).toBe(false);

  await textsFor('/auth/sign-up');
  expect(currentTexts()).toBe(page);
  expect(page.t('auth.signUp')).toBe('साइन अप करें');
  expect(page.t('auth.login')).toBe('लॉग इन करें');
  expect(fetch).toHaveBeenCalledTimes(1);

  // Held already: the page it opened on, one it added, and one showing the same screen.
  await textsFor('/auth/login');
  await textsFor('/auth/sign-up');
  await textsFor('/secure/add-business');
  await textsFor('/secure/edit-business');
  expect(fetch.mock.calls.map(([url]) => url)).toEqual([
    '/api/v2/texts/hi?page=%2Fauth%2Fsign-up',
    '/api/v2/texts/hi?page=%2Fsecure%2Fadd-business',
  ]);
});

it('switches language with every page part the catalogue holds', async () => {
  serve();
  setTexts(toTexts(answerOf('hi', { 'auth.login': 'लॉग इन करें' }), '/auth/login'));
  await textsFor('/auth/sign-up');

  const tamil = await loadLanguage('ta');
  expect(tamil.language).toBe('ta');
  expect([...tamil.parts].sort()).toEqual(['/auth/login', '/auth/sign-up']);
  expect(tamil.t('auth.login')).toBe('உள்நுழைக');
  expect(tamil.t('auth.signUp')).toBe('பதிவு செய்க');
});
