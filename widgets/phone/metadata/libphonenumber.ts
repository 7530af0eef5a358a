import {
  getCountryCallingCode as callingCodeIn,
  parsePhoneNumberFromString as parseIn,
  type CountryCode,
} from 'libphonenumber-js/core';
import { phoneSlices } from './index';

/**
 * What the browser build gets for `import … from 'libphonenumber-js'` (scripts/vite-phone-slices.ts):
 * the same functions, bound to the metadata loaded so far instead of all of it. Only the functions
 * the app uses are here, so a new one fails the build rather than silently missing metadata.
 */
export type { CountryCode };

/** undefined for a number whose calling code (or default country) is not loaded yet. */
export function parsePhoneNumberFromString(text: string, defaultCountry?: CountryCode) {
  return defaultCountry && phoneSlices.hasCountry(defaultCountry)
    ? parseIn(text, defaultCountry, phoneSlices.metadata)
    : parseIn(text, phoneSlices.metadata);
}

/** Throws for a country not known yet, as the full library does for an unknown one. */
export function getCountryCallingCode(country: CountryCode): string {
  if (phoneSlices.hasCountry(country)) return callingCodeIn(country, phoneSlices.metadata);
  const code = phoneSlices.dialCode(country);
  if (!code) throw new Error(`Unknown country: ${country}`);
  return code;
}
