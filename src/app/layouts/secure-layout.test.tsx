import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { answer, calls } from '@/testing/fake-api';
import { SESSION_KEYS } from '@/session/token-store';
import { SecureLayout } from './secure-layout';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen';
import { forgetMyProfile } from '@/lib/my-profile';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

const asked = () => calls.filter((call) => call === 'GET profile/me').length;
const signIn = (userId: string) => {
  localStorage.setItem(SESSION_KEYS.token, 'access');
  localStorage.setItem(SESSION_KEYS.rToken, 'refresh');
  localStorage.setItem(SESSION_KEYS.userId, userId);
};

beforeEach(() => {
  forgetMyProfile();
  calls.length = 0;
  signIn('u1');
  answer('GET profile/me', { body: { firstName: 'Asha', consentCurrent: true } });
  answer('GET referrals/summary', {
    body: Object.fromEntries(
      ['month', 'year'].map((k) => [k, { given: 0, received: 0, wonValue: 0 }]),
    ),
  });
  answer('GET business/', { body: [] });
  answer('GET me/deletion', { body: {} });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('a signed-in page', () => {
  const page = () => (
    <Routes>
      <Route path="/secure" element={<SecureLayout />}>
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="wait" element={null} />
      </Route>
    </Routes>
  );

  it('asks for the profile once: the layout (language, consent) and the dashboard share it', async () => {
    render(<MemoryRouter initialEntries={['/secure/dashboard']}>{page()}</MemoryRouter>);
    expect(await screen.findByText('Welcome, Asha!')).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('asks once when the screen comes after the layout has its answer (a screen loaded late)', async () => {
    const { rerender } = render(
      <MemoryRouter key="wait" initialEntries={['/secure/wait']}>
        {page()}
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    rerender(
      <MemoryRouter key="dashboard" initialEntries={['/secure/dashboard']}>
        {page()}
      </MemoryRouter>,
    );
    expect(await screen.findByText('Welcome, Asha!')).toBeInTheDocument();
    expect(asked()).toBe(1);
  });
});
