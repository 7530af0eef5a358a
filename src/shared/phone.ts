// package.json `imports`: libphonenumber-js on the server; in a browser (tests included)
// src/fast/phone/numbers.ts, which reads no number until libphonenumber's code has arrived.
import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from '#phone-numbers';
import { digitsOnly, foldDigits } from './digits';

/** The longest number E.164 allows, country code included. */
export const MAX_PHONE_DIGITS = 15;

/**
 * The one form of a phone that the server stores, compares, keys limits on and logs: E.164 as
 * libphonenumber formats it ("+919876543210"). Accepts what people type or paste with the country
 * code ("+91 98765 43210", "919876543210", "9109876543210" with a trunk zero), in any script's digits
 * ("+९१ ९८७६५ ४३२१०"); undefined when it is not a valid number.
 */
export function canonicalPhone(value: string): string | undefined {
  if (!/^[\d\s+().-]*$/.test(foldDigits(value))) return undefined;
  const digits = digitsOnly(value);
  if (digits.length === 0 || digits.length > MAX_PHONE_DIGITS) return undefined;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * A phone as a person types it beside a country they chose ("IN"): "9803685087", "09803685087",
 * "98036-85087" and "+91 98036 85087" are all +919803685087, and so is "919803685087" (the chosen
 * country's code without the plus). A number that is no number of `country` is read as if it carried
 * its country code, so the caller can tell it belongs elsewhere (`phoneCountry`) and refuse it.
 */
export function canonicalPhoneIn(value: string, country: string): string | undefined {
  const text = foldDigits(value).trim();
  if (!/^[\d\s+().-]*$/.test(text)) return undefined;
  if (!text.startsWith('+')) {
    const national = parsePhoneNumberFromString(text, country as CountryCode);
    if (national?.isValid()) return national.number;
  }
  return canonicalPhone(text);
}

/** The form the API's payloads carry, digits with the country code: E.164 without its plus. */
export const phoneDigits = (e164: string) => digitsOnly(e164);

/**
 * Whether a canonical phone is dialled with `country`'s code: "+447911123456" is in GB although
 * libphonenumber files it under Guernsey (GG), which shares +44, as Canada shares +1 with the US.
 */
export function dialledIn(e164: string, country: string): boolean {
  try {
    const code = getCountryCallingCode(country as CountryCode);
    return parsePhoneNumberFromString(e164)?.countryCallingCode === code;
  } catch {
    return false;
  }
}

/** The ISO country of a canonical phone ("+919876543210" → "IN"). */
export const phoneCountry = (e164: string) => parsePhoneNumberFromString(e164)?.country;

/** A canonical phone as people read it ("+91 98036 85087"); as stored until its country's rules are known. */
export const phoneText = (e164: string) =>
  parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
