// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCountryCallingCode, parsePhoneNumberFromString } from './libphonenumber';
import { phoneSlices } from './index';

// The browser build's `libphonenumber-js`, with its slices from scripts/vite-phone-slices.ts.
describe("the browser's libphonenumber", () => {
  it("tells a country's calling code once the list of codes has loaded", async () => {
    expect(getCountryCallingCode('IN')).toBe('91');
    expect(() => getCountryCallingCode('FR')).toThrow(/Unknown country/);
    await phoneSlices.loadDialCodes();
    expect(getCountryCallingCode('FR')).toBe('33');
  });

  it('reads a number of another calling code once its slice, a chunk of its own, has loaded', async () => {
    expect(parsePhoneNumberFromString('+919876543210')?.isValid()).toBe(true);
    expect(parsePhoneNumberFromString('+44 20 7946 0958')).toBeUndefined();
    await phoneSlices.loadNumber('442079460958');
    const number = parsePhoneNumberFromString('+44 20 7946 0958');
    expect(number?.isValid()).toBe(true);
    expect(number?.country).toBe('GB');
    expect(parsePhoneNumberFromString('020 7946 0958', 'GB')?.number).toBe('+442079460958');
  });
});
