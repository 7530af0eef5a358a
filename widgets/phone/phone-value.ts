import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { digitsOnly } from '@/shared/digits';
import { canonicalPhone, MAX_PHONE_DIGITS, phoneCountry } from '@/shared/phone';

/** §9: the phone input defaults to India. */
export const DEFAULT_COUNTRY = 'IN';

/** The dial code for an ISO country, from libphonenumber's metadata ("IN" → "91"). */
export function dialCode(isoCode: string): string {
  try {
    return getCountryCallingCode(isoCode as CountryCode);
  } catch {
    return '';
  }
}

/**
 * Which country a stored value ("919876543210") belongs to, if it can be told: a valid number
 * through the canonical form the server keeps, one still being typed as its digits read.
 */
export function countryOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const e164 = canonicalPhone(value);
  return e164 ? phoneCountry(e164) : parsePhoneNumberFromString(`+${digitsOnly(value)}`)?.country;
}

/** The national part of a stored value for the chosen country's dial code. */
export function nationalPart(value: string | undefined, code: string): string {
  const digits = digitsOnly(value ?? '');
  return digits.startsWith(code) ? digits.slice(code.length) : digits;
}

/**
 * The stored value: dial code and national digits together, at most 15 digits (§9). An empty
 * national number is "no phone" rather than a bare dial code, so "required" reads right.
 */
export function composePhone(code: string, national: string): string | undefined {
  const digits = digitsOnly(national).slice(0, Math.max(0, MAX_PHONE_DIGITS - code.length));
  return digits === '' ? undefined : `${code}${digits}`;
}
