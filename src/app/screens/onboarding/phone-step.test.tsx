import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expectSendCountdownFrom42 } from '@/testing/countdown';
import { answer, refusedSend } from '@/testing/fake-api';
import { PhoneStep } from './phone-step';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

function WizardPhone({ onPhase }: { onPhase: (phase: 'phone' | 'otp') => void }) {
  const [data, setData] = useState<Record<string, unknown>>({});
  return (
    <PhoneStep
      data={data}
      phase="phone"
      onChange={setData}
      onPhase={onPhase}
      onVerified={vi.fn()}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** Wizard step 1 with a number typed whose send the server refuses for 42 s; Send not yet pressed. */
async function refusedFor42Seconds() {
  answer('GET auth/phone/919876543210', { body: { success: true, code: 'USER_NOT_FOUND' } });
  // Only the header names the wait here (the per-address limit's answer).
  answer('POST verification/initiate', refusedSend(42, { headerOnly: true }));
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  );
  const onPhase = vi.fn();
  render(
    <MemoryRouter>
      <WizardPhone onPhase={onPhase} />
    </MemoryRouter>,
  );
  const phone = await screen.findByRole('textbox', { name: /Phone Number/ });
  await user.type(phone, '9876543210');
  const send = screen.getByRole('button', { name: 'Send OTP on WhatsApp' });
  await waitFor(() => expect(send).toBeEnabled());
  return { user, phone, send, onPhase };
}

describe('wizard step 1: a send the server refuses for now', () => {
  it('counts the Retry-After seconds down under a disabled Send, then enables it', async () => {
    // Testing Library's own waits need time to pass; the countdown's seconds are ticked by hand.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, send, onPhase } = await refusedFor42Seconds();

    await user.click(send);
    await expectSendCountdownFrom42(send);
    expect(onPhase).not.toHaveBeenCalled();
  });

  it('lets another number be sent to at once, while the refused one still waits', async () => {
    const { user, phone, send } = await refusedFor42Seconds();
    await user.click(send);
    expect(await screen.findByText(/You can request a new code in \d+s\./)).toBeInTheDocument();

    await user.type(phone, '{Backspace}1');
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.queryByText(/You can request a new code/)).not.toBeInTheDocument();
    await user.type(phone, '{Backspace}0');
    expect(await screen.findByText(/You can request a new code in \d+s\./)).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  it('waits out a refused number check too (too many requests from this address)', async () => {
    const { user, send } = await refusedFor42Seconds();
    answer('GET auth/phone/919876543210', refusedSend(30, { headerOnly: true }));
    await user.click(send);
    expect(await screen.findByText(/You can request a new code in (30|29)s\./)).toBeInTheDocument();
    expect(send).toBeDisabled();
  });
});

describe('wizard step 1: a phone that has already submitted', () => {
  it('says so in the page with a way to log in, and stops there', async () => {
    const { user, phone, send, onPhase } = await refusedFor42Seconds();
    answer('GET auth/phone/919876543210', { body: { success: true, code: 'USER_EXIST' } });
    await user.click(send);
    expect(
      await screen.findByText('Your data has already been submitted using this phone number.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(onPhase).not.toHaveBeenCalled();
    // Another number: the notice goes.
    await user.type(phone, '{Backspace}1');
    expect(screen.queryByText(/already been submitted/)).not.toBeInTheDocument();
  });
});
