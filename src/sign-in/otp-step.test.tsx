import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTexts } from '@/testing/texts';
import { t } from '@/i18n/texts';
import type { TextKey } from '@/shared/i18n/format';
import { answer, refusedSend, TEST_CONFIG, type FakeAnswer } from '@/testing/fake-api';
import { clientConfig } from '@/lib/services';
import { OTP_TOAST_ID, OtpStep } from './otp-step';
import { codeRefusal } from './code-refusal';
import hindi from '../../schemas/i18n/hi.json';
import tamil from '../../schemas/i18n/ta.json';

const TRANSLATIONS = { hi: hindi, ta: tamil };

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));
vi.mock('@/lib/live-forms', () => import('@/testing/baseline-forms'));

/** Every toast the step asks for, in order: its kind, text and id. */
const { toasts } = vi.hoisted(() => {
  const calls: Array<{ kind: string; text?: string; id?: string }> = [];
  const record =
    (kind: string) =>
    (text: string, options?: { id?: string }): string => {
      calls.push({ kind, text, id: options?.id });
      return options?.id ?? 'other';
    };
  const toast = Object.assign(record('info'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: (id?: string) => void calls.push({ kind: 'dismiss', id }),
  });
  return { toasts: { calls, toast } };
});
vi.mock('@/ui/toasts', () => ({ toast: toasts.toast }));

beforeEach(() => {
  toasts.calls.length = 0;
});

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

  it("counts a resend's gap from the server's answer, not from the tap, on a slow network", async () => {
    const { otpResendSeconds: gap } = await clientConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answer('POST verification/initiate', { body: { success: true }, delayMs: 3000 });
    render(otpStep());
    for (let n = gap; n > 0; n--) tick();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    for (let n = 0; n < 3; n++) tick();
    await waitFor(() => expect(toasts.calls.at(-1)?.text).toBe(t('otp.resent')));
    expect(screen.getByText(`Resend OTP in ${gap}s`)).toBeInTheDocument();
    for (let n = gap; n > 1; n--) tick();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    tick();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});

const RIGHT = {
  body: { success: true, response: { token: 'tok', userId: 'uid-1', identities: [] } },
};

/** The server's words for a code, as it says them in English. */
const englishRefusal = (code: string) => t(`errors.${code}` as TextKey);

/** The verification routes' refusal in English: `{ success: false, code, message, response }`. */
const refusedCode = (status: number, code: string, extra = {}): FakeAnswer => ({
  status,
  body: {
    success: false,
    code,
    message: englishRefusal(code),
    response: { errorMessage: englishRefusal(code) },
    ...extra,
  },
});

async function typeCode(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  firstBox = 'Digit 1 of 6',
) {
  const first = screen.getByRole('textbox', { name: firstBox });
  await waitFor(() => expect(first).toBeEnabled());
  await user.click(first);
  await user.keyboard(code);
}

/** The step's toasts all replace one another: one id for every one of them. */
const expectOneToastAtATime = () =>
  expect(new Set(toasts.calls.map((c) => c.id))).toEqual(new Set([OTP_TOAST_ID]));

describe('OTP step: a refused code says what the server said', () => {
  it('OTP_INCORRECT: "OTP incorrect", then the right code clears it and verifies', async () => {
    await clientConfig();
    answer('POST verification/verify', refusedCode(400, 'OTP_INCORRECT'));
    const user = userEvent.setup();
    render(otpStep());
    await typeCode(user, '111111');
    expect(await screen.findByText('OTP incorrect. Please enter valid OTP')).toBeInTheDocument();

    answer('POST verification/verify', RIGHT);
    await typeCode(user, '1');
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
    await user.keyboard('23456');
    expect(await screen.findByText('OTP verified. Processing...')).toBeInTheDocument();
    expect(toasts.calls.map(({ kind, text }) => [kind, text])).toEqual([
      ['loading', 'Verifying OTP...'],
      ['error', 'OTP verification failed'],
      ['loading', 'Verifying OTP...'],
      ['success', 'OTP verified Successfully!'],
    ]);
    expectOneToastAtATime();
  });

  it('says "last try" when one attempt is left, and offers a new code once none is', async () => {
    await clientConfig();
    const lastTry = 'Last try: if this code is wrong too, you will need a new one.';
    answer('POST verification/verify', refusedCode(400, 'OTP_INCORRECT', { attemptsLeft: 2 }));
    const user = userEvent.setup();
    render(otpStep());
    await typeCode(user, '111111');
    expect(await screen.findByText('OTP incorrect. Please enter valid OTP')).toBeInTheDocument();
    expect(screen.queryByText(lastTry)).not.toBeInTheDocument();

    answer('POST verification/verify', refusedCode(400, 'OTP_INCORRECT', { attemptsLeft: 1 }));
    await typeCode(user, '222222');
    expect(await screen.findByText(lastTry)).toBeInTheDocument();
    expect(screen.getByText(/^Resend OTP in \d+s$/)).toBeInTheDocument();

    answer('POST verification/verify', refusedCode(400, 'OTP_INCORRECT', { attemptsLeft: 0 }));
    await typeCode(user, '333333');
    expect(await screen.findByText(t('next.newCode'))).toBeInTheDocument();
    expect(screen.queryByText(lastTry)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('says "last try" in Hindi and Tamil from the catalogue', async () => {
    for (const language of ['hi', 'ta'] as const) {
      installTexts(language);
      const refused = codeRefusal({
        success: false,
        response: { errorMessage: '' },
        code: 'OTP_INCORRECT',
        attemptsLeft: 1,
      });
      expect(refused.next).toBe(t('otp.lastTry'));
      expect(refused.next).toBe(TRANSLATIONS[language]['otp.lastTry'].text);
    }
    installTexts('en');
  });

  it('OTP_EXPIRED (used up or too old): its message, and Resend offered at once', async () => {
    await clientConfig();
    answer('POST verification/verify', refusedCode(400, 'OTP_EXPIRED'));
    answer('POST verification/initiate', { body: { success: true } });
    const user = userEvent.setup();
    render(otpStep());
    expect(screen.getByText(/^Resend OTP in \d+s$/)).toBeInTheDocument();
    await typeCode(user, '123456');

    const expired = 'This code has expired. Please request a new one.';
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
    expect(toasts.calls.at(-1)).toEqual({ kind: 'error', text: expired, id: OTP_TOAST_ID });

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(screen.queryByText(expired)).not.toBeInTheDocument();
    expect(screen.getByText(/^Resend OTP in \d+s$/)).toBeInTheDocument();
    await waitFor(() =>
      expect(toasts.calls.at(-1)).toEqual({
        kind: 'info',
        text: 'OTP resent successfully',
        id: OTP_TOAST_ID,
      }),
    );
    expectOneToastAtATime();
  });

  it('RATE_LIMITED: the boxes wait while the seconds count down live, then take a code again', async () => {
    await clientConfig();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    answer('POST verification/verify', {
      ...refusedCode(429, 'RATE_LIMITED', { retryAfter: 3 }),
      headers: { 'retry-after': '3' },
    });
    render(otpStep());
    await typeCode(user, '123456');

    expect(
      await screen.findByText('Too many requests. You can enter the code again in 3s.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    expect(toasts.calls.at(-1)).toEqual({
      kind: 'error',
      text: 'Too many requests. Please wait a moment and try again.',
      id: OTP_TOAST_ID,
    });
    tick();
    expect(
      screen.getByText('Too many requests. You can enter the code again in 2s.'),
    ).toBeInTheDocument();
    tick();
    tick();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    expect(first).toBeEnabled();
    expect(first).toHaveFocus();
  });

  it('OTP_UNAVAILABLE, or no answer at all: the service is unavailable, and what to do', async () => {
    await clientConfig();
    answer('POST verification/verify', refusedCode(503, 'OTP_UNAVAILABLE'));
    const user = userEvent.setup();
    render(otpStep());
    await typeCode(user, '123456');
    expect(await screen.findByText('OTP service is currently unavailable')).toBeInTheDocument();
    expect(screen.getByText('Please enter the code again in a moment.')).toBeInTheDocument();
    expect(toasts.calls.at(-1)).toMatchObject({
      kind: 'error',
      text: 'OTP service is currently unavailable',
    });

    // A proxy's own failure page, not our JSON.
    answer('POST verification/verify', { status: 502, body: '<html>Bad gateway</html>' });
    await typeCode(user, '123456');
    await waitFor(() => expect(toasts.calls).toHaveLength(4));
    expect(screen.getByText('OTP service is currently unavailable')).toBeInTheDocument();
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
    expectOneToastAtATime();
  });

  it("any other refusal: the catalogue's text for its code, else the server's message", async () => {
    await clientConfig();
    answer('POST verification/verify', refusedCode(400, 'INVALID_PHONE'));
    const user = userEvent.setup();
    render(otpStep());
    await typeCode(user, '123456');
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();

    answer('POST verification/verify', {
      status: 400,
      body: { success: false, code: 'SOMETHING_NEW', message: 'A reason of its own.' },
    });
    await typeCode(user, '123456');
    expect(await screen.findByText('A reason of its own.')).toBeInTheDocument();
    expect(screen.queryByText('OTP incorrect. Please enter valid OTP')).not.toBeInTheDocument();
  });
});

describe("OTP step: in the page's language", () => {
  afterEach(() => installTexts('en'));

  it('reads its texts, and the refusal for a code, in Hindi', async () => {
    await clientConfig();
    installTexts('hi');
    // The server's own message is English here: the step words a code it knows from the catalogue.
    answer('POST verification/verify', refusedCode(400, 'OTP_INCORRECT'));
    const user = userEvent.setup();
    render(otpStep());
    expect(screen.getByRole('heading', { name: 'OTP डालें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← वापस' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ सेकंड बाद OTP दोबारा भेजें$/)).toBeInTheDocument();

    await typeCode(user, '111111', '6 में से अंक 1');
    expect(await screen.findByText('OTP गलत है। कृपया सही OTP डालें')).toBeInTheDocument();
    expect(toasts.calls.at(-1)).toMatchObject({ kind: 'error', text: 'OTP वेरिफ़िकेशन नहीं हो पाया' });
    expect(screen.queryByText(/OTP incorrect/)).not.toBeInTheDocument();
  });
});
