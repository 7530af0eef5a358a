import { beforeAll, describe, expect, it } from 'vitest';
import { composePhone, countryOf, nationalPart, readEntry, shownNational } from './phone-value';
import { loadPhoneMetadata } from '../../tests/helpers/phone-metadata';

// The numbers below read once libphonenumber's code and their calling codes' slices are here.
beforeAll(() => loadPhoneMetadata('14155552671', '442079460958'));

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

describe('what people paste into the number box', () => {
  it.each([
    ['+91 98765 43210', 'IN'],
    ['+919876543210', 'IN'],
    ['09876543210', 'IN'],
    ['98765-43210', 'IN'],
    ['919876543210', 'IN'],
    ['+91 98765 43210', 'US'],
    ['+९१ ९८७६५ ४३२१०', 'IN'],
    ['௯௮௭௬௫ ௪௩௨௧௦', 'IN'],
  ])('reads %s (with %s chosen) as an Indian number', (text, iso) => {
    expect(readEntry(text, iso, true)).toEqual({ iso: 'IN', value: '919876543210' });
  });

  it("switches the country to another country's code", () => {
    expect(readEntry('+44 20 7946 0958', 'IN', true)).toEqual({
      iso: 'GB',
      value: '442079460958',
    });
    expect(readEntry('+1 415 555 2671', 'IN')).toEqual({ iso: 'US', value: '14155552671' });
    expect(readEntry('442079460958', 'IN', true)).toEqual({ iso: 'GB', value: '442079460958' });
  });

  it('keeps a half-typed international number as typed, and never jumps country while typing', () => {
    expect(readEntry('+44 20', 'IN')).toEqual({ iso: 'IN', value: '4420', draft: '+44 20' });
    expect(shownNational('4420', 'IN', '+44 20')).toBe('+44 20');
    expect(readEntry('442079460958', 'IN')).toEqual({ iso: 'IN', value: '91442079460958' });
  });
});
