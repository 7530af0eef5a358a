import { Suspense } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { installEnglishTexts } from '@/testing/texts';
import type { TextsAnswer } from '@/shared/api/answers';
import { ScopedTexts, TextsProvider, useT } from './texts-provider';
import { setTexts, toTexts } from './texts';

const answerOf = (messages: Record<string, string>): TextsAnswer => ({
  language: 'hi',
  dir: 'ltr',
  languages: ['en', 'hi', 'ta'],
  messages: Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]),
  ),
});

function Probe() {
  const t = useT();
  return (
    <p>
      {t('studio.title')} · {t('app.signOut')}
    </p>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  installEnglishTexts();
});

it("adds the Studio's catalogue to the page's, in the page's language, once it is in", async () => {
  // Members' catalogue, as a page holds it: no studio.* key.
  setTexts(toTexts(answerOf({ 'app.signOut': 'लॉग आउट' })));
  let arrive = () => {};
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        arrive = () =>
          resolve(new Response(JSON.stringify(answerOf({ 'studio.title': 'फ़ॉर्म स्टूडियो' }))));
      }),
  );
  vi.stubGlobal('fetch', fetch);

  await act(async () =>
    render(
      <TextsProvider>
        <Suspense fallback={<p>waiting</p>}>
          <ScopedTexts scope="studio">
            <Probe />
          </ScopedTexts>
        </Suspense>
      </TextsProvider>,
    ),
  );

  // Never a key on screen: the Studio waits for its texts.
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => arrive());
  expect(await screen.findByText('फ़ॉर्म स्टूडियो · लॉग आउट')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith('/api/v2/texts/hi?scope=studio', expect.anything());
});
