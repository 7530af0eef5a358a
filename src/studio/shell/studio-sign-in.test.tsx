import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { MemoryRouter } from 'react-router-dom';
import { answer } from '@/testing/fake-api';
import type { StudioApi } from './studio-api';
import { StudioSignIn } from './studio-sign-in';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

/** A Studio client whose session call answers `status` with `body`, as the server would. */
const studioAnswering = (status: number, body: unknown) =>
  ({
    signIn: async () => {
      if (status === 200) return body;
      const response = new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
      throw new HTTPError(response, new Request('http://app.test/api/studio/session'), {} as never);
    },
  }) as unknown as StudioApi;

/** The sign-in with a notice, a code sent to a phone and the right code typed. */
async function signInWith(api: StudioApi) {
  answer('POST verification/initiate', { body: { success: true } });
  answer('POST verification/verify', {
    body: { success: true, response: { token: 'tok', userId: 'uid-1', identities: [] } },
  });
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <StudioSignIn api={api} onSignedIn={onSignedIn} notice="Your Studio session has ended." />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Form Studio sign-in' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Your Studio session has ended.');
  await user.type(screen.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
  const send = screen.getByRole('button', { name: 'Send OTP' });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard('123456');
  return onSignedIn;
}

describe('Studio sign-in', () => {
  it('starts a staff session after the right code', async () => {
    const session = { token: 'staff-token', phone: '+919876543210' };
    const onSignedIn = await signInWith(studioAnswering(200, session));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
  });

  it('tells a phone not on the staff list so, with the way to the members’ login', async () => {
    const onSignedIn = await signInWith(studioAnswering(404, { code: 'NOT_FOUND' }));
    expect(
      await screen.findByText('This phone is not on the Studio’s staff list.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with this phone' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
