import { describe, expect, it } from 'vitest';
import { composePhone, countryOf, nationalPart } from './phone-value';

describe('phone value', () => {
  it("tells a stored number's country through its canonical form", () => {
    expect(countryOf('919876543210')).toBe('IN');
    expect(countryOf('14155552671')).toBe('US');
    expect(countryOf('9109876543210')).toBe('IN');
    expect(countryOf(undefined)).toBeUndefined();
  });

  it('keeps the stored format: digits with the country code', () => {
    expect(composePhone('91', '98765 43210')).toBe('919876543210');
    expect(nationalPart('919876543210', '91')).toBe('9876543210');
    expect(composePhone('91', '')).toBeUndefined();
  });
});
