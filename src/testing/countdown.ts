import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

const tick = () => act(() => vi.advanceTimersByTime(1000));

/**
 * After a send refused for 42 s: the wait counts down second by second under a disabled Send, and
 * Send comes back when it is over. Needs fake timers; the seconds are ticked by hand.
 */
export async function expectSendCountdownFrom42(send: HTMLElement) {
  expect(await screen.findByText('You can request a new code in 42s.')).toBeInTheDocument();
  expect(send).toBeDisabled();
  tick();
  expect(screen.getByText('You can request a new code in 41s.')).toBeInTheDocument();
  for (let n = 41; n > 1; n--) tick();
  expect(screen.getByText('You can request a new code in 1s.')).toBeInTheDocument();
  expect(send).toBeDisabled();
  tick();
  expect(screen.queryByText(/You can request a new code/)).not.toBeInTheDocument();
  expect(send).toBeEnabled();
}
