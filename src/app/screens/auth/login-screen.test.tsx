import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expectSendCountdownFrom42 } from '@/testing/countdown';
import { answer, refusedSend } from '@/testing/fake-api';
import { LoginScreen } from './login-screen';
import { SignUpScreen } from './sign-up-screen';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

afterEach(() => {
  vi.useRealTimers();
});

describe('login: a send the server refuses for now', () => {
  it("counts the server's seconds down under a disabled Send, then sends again", async () => {
    // Testing Library's own waits need time to pass; the countdown's seconds are ticked by hand.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    answer('POST verification/initiate', refusedSend(42));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter>
        <LoginScreen />
      </MemoryRouter>,
    );
    await user.type(await screen.findByRole('textbox', { name: /Phone Number/ }), '9876543210');
    const send = screen.getByRole('button', { name: 'Send OTP' });
    await waitFor(() => expect(send).toBeEnabled());

    await user.click(send);
    await expectSendCountdownFrom42(send);

    answer('POST verification/initiate', { body: { success: true } });
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Enter the OTP' })).toBeInTheDocument();
    // The countdown is the server's gap (30 s in the test configuration), not the product's 60 s.
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
  });
});

describe('login: the right code for a phone with no account', () => {
  it('says so with a way to sign up, never "OTP incorrect"', async () => {
    answer('POST verification/initiate', { body: { success: true } });
    answer('POST verification/verify', {
      body: { success: true, response: { token: 'tok', userId: 'uid-1', identities: [] } },
    });
    answer('POST auth/login', {
      status: 404,
      body: { code: 'USER_NOT_FOUND', message: 'No account found with these credentials.' },
    });
    answer('GET groups/regions', { body: ['West'] });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <Routes>
          <Route path="/auth/login" element={<LoginScreen />} />
          <Route path="/auth/sign-up" element={<SignUpScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(await screen.findByRole('textbox', { name: /Phone Number/ }), '9876543210');
    const send = screen.getByRole('button', { name: 'Send OTP' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');

    expect(await screen.findByText('No account found with these credentials.')).toBeInTheDocument();
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
    expect(screen.queryByText('OTP verified. Processing...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up with this phone' }));
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('9876543210');
  });
});
