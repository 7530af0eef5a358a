import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, refusedSend, TEST_CONFIG } from '../../testing/fake-api';
import { clientConfig } from '../../services';
import { OtpStep } from './otp-step';

vi.mock('@/session/api-client', () => import('../../testing/fake-api'));
vi.mock('../../live-forms', () => import('../../testing/baseline-forms'));

const tick = () => act(() => vi.advanceTimersByTime(1000));

const otpStep = () => (
  <OtpStep
    phone="919876543210"
    verifiedText="OTP verified. Processing..."
    onVerified={vi.fn()}
    onBack={vi.fn()}
  />
);

afterEach(() => {
  vi.useRealTimers();
});

describe('OTP step: the resend countdown', () => {
  it("starts from the server's resend gap, and from 60 s only until the configuration arrives", async () => {
    // Nothing in this file has asked for the configuration before this test.
    answer('GET v2/config', { body: { ...TEST_CONFIG, otpResendSeconds: 25 } });
    const first = render(otpStep());
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(await screen.findByText('Resend OTP in 25s')).toBeInTheDocument();
    first.unmount();

    // As after a send: the configuration has arrived, so the first render already has the gap.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    render(otpStep());
    expect(screen.getByText('Resend OTP in 25s')).toBeInTheDocument();
    tick();
    expect(screen.getByText('Resend OTP in 24s')).toBeInTheDocument();
    for (let n = 24; n > 0; n--) tick();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it("counts a refused resend down from the server's seconds, with Resend gone meanwhile", async () => {
    await clientConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answer('POST verification/initiate', refusedSend(42));
    render(otpStep());
    for (let n = 25; n > 0; n--) tick();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 42s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    tick();
    expect(screen.getByText('Resend OTP in 41s')).toBeInTheDocument();
    for (let n = 41; n > 1; n--) tick();
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    tick();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});
