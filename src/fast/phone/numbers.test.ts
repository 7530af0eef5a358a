// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getCountryCallingCode as fullCallingCode, type CountryCode } from 'libphonenumber-js';
import { getCountryCallingCode, parsePhoneNumberFromString } from './numbers';
import { FIRST_PAINT_DIAL_CODES, loadedPhoneCode, loadPhoneCode } from './loader';

// `#phone-numbers` in a browser, with its slices from src/fast/vite/phone-slices.ts.
// The tests run in order: libphonenumber's code is fetched once, by the first of them.
describe("the browser's libphonenumber", () => {
  it("reads no number before libphonenumber's code arrives, and asking about one fetches it", async () => {
    expect(loadedPhoneCode()).toBeUndefined();
    // The first paint shows India's dial code without libphonenumber's code.
    expect(getCountryCallingCode('IN')).toBe('91');
    expect(() => getCountryCallingCode('GB')).toThrow(/Unknown country/);
    expect(parsePhoneNumberFromString('')).toBeUndefined();
    expect(loadedPhoneCode()).toBeUndefined();
    expect(parsePhoneNumberFromString('+919876543210')).toBeUndefined();
    await loadPhoneCode();
    expect(loadedPhoneCode()).toBeDefined();
    expect(parsePhoneNumberFromString('+919876543210')?.isValid()).toBe(true);
  });

  it("knows the first paint's dial codes as libphonenumber does", () => {
    for (const [iso, code] of Object.entries(FIRST_PAINT_DIAL_CODES))
      expect(fullCallingCode(iso as CountryCode)).toBe(code);
  });

  it("tells a country's calling code once the list of codes has loaded", async () => {
    const { phoneSlices } = await loadPhoneCode();
    expect(getCountryCallingCode('IN')).toBe('91');
    expect(() => getCountryCallingCode('FR')).toThrow(/Unknown country/);
    await phoneSlices.loadDialCodes();
    expect(getCountryCallingCode('FR')).toBe('33');
  });

  it('reads a number of another calling code once its slice, a chunk of its own, has loaded', async () => {
    const { phoneSlices } = await loadPhoneCode();
    expect(parsePhoneNumberFromString('+919876543210')?.isValid()).toBe(true);
    expect(parsePhoneNumberFromString('+44 20 7946 0958')).toBeUndefined();
    await phoneSlices.loadNumber('442079460958');
    const number = parsePhoneNumberFromString('+44 20 7946 0958');
    expect(number?.isValid()).toBe(true);
    expect(number?.country).toBe('GB');
    expect(parsePhoneNumberFromString('020 7946 0958', 'GB')?.number).toBe('+442079460958');
  });
});
