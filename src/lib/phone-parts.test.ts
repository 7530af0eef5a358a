import { beforeAll, describe, expect, it } from 'vitest';
import { displayPhone, phoneParts } from './phone-parts';
import { loadPhoneMetadata } from '../../tests/helpers/phone-metadata';

// A browser reads a phone once libphonenumber's code and its calling code's slice are here.
beforeAll(() => loadPhoneMetadata('14155552671'));

describe('phone parts', () => {
  it('splits a stored phone into national number and calling code through its canonical form', () => {
    expect(phoneParts('919876543210')).toEqual({ phone: '9876543210', countryCode: '+91' });
    expect(phoneParts('14155552671')).toEqual({ phone: '4155552671', countryCode: '+1' });
    expect(phoneParts('9109876543210')).toEqual({ phone: '9876543210', countryCode: '+91' });
    expect(displayPhone('919876543210')).toBe('+91 98765 43210');
  });

  it('does not split a number the canonical function refuses', () => {
    expect(phoneParts('91987')).toEqual({ phone: '91987', countryCode: '' });
    expect(displayPhone('91987')).toBe('+91987');
  });
});
