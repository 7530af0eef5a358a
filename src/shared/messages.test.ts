import { describe, expect, it } from 'vitest';
import { OTP_TEXT } from './messages';

describe('the wait under Send', () => {
  it('reads in seconds under a minute, in minutes and seconds from a minute up', () => {
    expect(OTP_TEXT.sendIn(42)).toBe('You can request a new code in 42s.');
    expect(OTP_TEXT.sendIn(60)).toBe('You can request a new code in 1 min.');
    expect(OTP_TEXT.sendIn(3599)).toBe('You can request a new code in 59 min 59s.');
  });
});
