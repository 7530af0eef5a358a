import {
  getCountryCallingCode as callingCodeIn,
  parsePhoneNumberFromString as parseIn,
  type CountryCode,
} from 'libphonenumber-js/core';
import india from 'virtual:phone-slice/91';
import { createSliceStore } from './slice-store';

/**
 * libphonenumber's own code (core parse, format, validate) with the browser's metadata: a chunk of
 * its own, fetched once a member starts using a phone field or a form holds a phone (./loader.ts
 * `loadPhoneCode`). The metadata starts with India's slice (the phone input defaults to India)
 * and grows by one calling code's slice at a time (src/fast/vite/phone-slices.ts).
 */
export const phoneSlices = createSliceStore(india, {
  callingCodes: () => import('virtual:phone-slices').then((m) => m.callingCodes),
  slice: (code) =>
    import('virtual:phone-slices').then(async (m) => {
      const load = m.slices[code];
      if (!load) throw new Error(`No phone metadata for +${code}`);
      return (await load()).default;
    }),
});

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
