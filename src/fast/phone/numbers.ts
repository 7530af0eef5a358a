import type { CountryCode, PhoneNumber } from 'libphonenumber-js/core';
import { FIRST_PAINT_DIAL_CODES, loadedPhoneCode, loadPhoneCode, readBeforeCode } from './loader';

/**
 * `#phone-numbers` in a browser (package.json `imports`; in Vitest's jsdom too, see
 * src/fast/vite/phone-slices.ts): libphonenumber's functions without libphonenumber's code. That
 * code (./phone-code.ts) is fetched when a member starts using a phone field or a number is asked
 * about. Until it arrives no number reads, so a valid phone counts as invalid (the `phone` rule
 * fails and Submit stays disabled) and only the first paint's dial codes are known; the phone
 * widget reads its number again once it has arrived. A number of a calling code whose slice has
 * not loaded yet reads as nothing too. Only the functions the app uses are here, so a new one
 * fails the build rather than silently missing metadata.
 */
export type { CountryCode };

/**
 * undefined for a number whose calling code (or default country) is not loaded yet, and for any
 * number before libphonenumber's code has arrived: asking about one starts fetching it.
 */
export function parsePhoneNumberFromString(
  text: string,
  defaultCountry?: CountryCode,
): PhoneNumber | undefined {
  const code = loadedPhoneCode();
  if (code) return code.parsePhoneNumberFromString(text, defaultCountry);
  if (text.trim() !== '') {
    readBeforeCode(text);
    loadPhoneCode().catch(() => undefined);
  }
  return undefined;
}

/** Throws for a country not known yet, as the full library does for an unknown one. */
export function getCountryCallingCode(country: CountryCode): string {
  const code = loadedPhoneCode();
  if (code) return code.getCountryCallingCode(country);
  const dial = FIRST_PAINT_DIAL_CODES[country];
  if (!dial) throw new Error(`Unknown country: ${country}`);
  return dial;
}
