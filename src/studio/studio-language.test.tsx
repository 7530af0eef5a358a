import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import tamil from '../../schemas/i18n/ta.json';
import { calls } from '@/testing/fake-api';
import { installEnglishTexts } from '@/testing/texts';
import { TextsProvider } from '@/i18n/texts-provider';
import { tokenStore } from '@/lib/services';
import type { TextsAnswer } from '@/shared/api/answers';
import { StudioScreen } from './studio-screen';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

const translated: Record<string, Record<string, { text: string }>> = { hi: hindi, ta: tamil };

/**
 * The texts route as the server answers it: the Studio's own keys for `?scope=studio`, members'
 * keys otherwise, each in the language asked (English where it has no translation).
 */
function textsRoute(input: RequestInfo | URL): Response {
  const url = new URL(String(input), 'http://app.test');
  const language = url.pathname.split('/').at(-1)!;
  const studio = url.searchParams.get('scope') === 'studio';
  const keys = (Object.keys(english) as (keyof typeof english)[]).filter(
    (key) => key.startsWith('studio.') === studio,
  );
  const answer: TextsAnswer = {
    language,
    dir: 'ltr',
    languages: ['en', 'hi', 'ta'],
    messages: Object.fromEntries(
      keys.map((key) => [key, compileMessage(translated[language]?.[key]?.text ?? english[key])]),
    ),
  };
  return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  installEnglishTexts();
});

describe("the Studio's language control", () => {
  it('switches the Studio into Tamil, keeps the choice in this browser, and leaves the member’s profile alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => textsRoute(input)),
    );
    // A member is signed in in this browser too: the Studio's choice is not theirs to keep.
    tokenStore.save(
      { token: 'member-token', rToken: 'member-refresh', userId: 'member-1' },
      { lifetimeSeconds: 3600 },
    );
    const user = userEvent.setup();
    await act(async () =>
      render(
        <TextsProvider>
          <MemoryRouter initialEntries={['/studio']}>
            <StudioScreen />
          </MemoryRouter>
        </TextsProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Form Studio sign-in' })).toBeInTheDocument();

    const control = screen.getByRole('combobox', { name: 'Language' });
    expect([...(control as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(
      ['English', 'हिन्दी', 'தமிழ்'],
    );
    await user.selectOptions(control, 'ta');

    expect(
      await screen.findByRole('heading', { name: 'ஃபார்ம் ஸ்டுடியோ உள்நுழைவு' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/பணியாளர் பட்டியலில் உள்ள ஃபோன் எண்ணை/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'மொழி / Language' })).toHaveValue('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('language')).toBe('ta');
    expect(calls).not.toContain('POST profile/update');
  });
});
