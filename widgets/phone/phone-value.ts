import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from '#phone-numbers';
import { digitsOnly, foldDigits } from '@/shared/digits';
import { canonicalPhone, MAX_PHONE_DIGITS, phoneCountry, phoneDigits } from '@/shared/phone';

/** The phone input defaults to India. */
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
 * The stored value: dial code and national digits together, at most 15 digits. An empty
 * national number is "no phone" rather than a bare dial code, so "required" reads right.
 */
export function composePhone(code: string, national: string): string | undefined {
  const digits = digitsOnly(national).slice(0, Math.max(0, MAX_PHONE_DIGITS - code.length));
  return digits === '' ? undefined : `${code}${digits}`;
}

/** What the number box holds after an edit: the country, the stored value, the text to keep. */
export interface PhoneEntry {
  iso: string;
  value: string | undefined;
  /** An international number still being typed ("+44 20"), shown as typed until it is whole. */
  draft?: string;
}

/** A whole number in the stored form, with its country. */
const entryOf = (e164: string, iso: string): PhoneEntry => ({
  iso: phoneCountry(e164) ?? iso,
  value: phoneDigits(e164),
});

/**
 * Reads what was typed or pasted into the number box while `iso` is chosen: "+91 98765 43210" and
 * "+44 20 7946 0958" (the country follows the code), "09876543210" (trunk zero), "98765-43210",
 * "919876543210" (the chosen country's code without the plus). A paste of another country's
 * number without its plus is read through the canonical form too; typing never is, so a number
 * half typed never jumps to another country.
 */
export function readEntry(text: string, iso: string, pasted = false): PhoneEntry {
  const trimmed = foldDigits(text).trim();
  if (trimmed.startsWith('+')) {
    const e164 = canonicalPhone(trimmed);
    if (e164) return entryOf(e164, iso);
    const digits = digitsOnly(trimmed).slice(0, MAX_PHONE_DIGITS);
    return { iso, value: digits === '' ? undefined : digits, draft: text };
  }
  const local = /^[\d\s().-]*$/.test(trimmed)
    ? parsePhoneNumberFromString(trimmed, iso as CountryCode)
    : undefined;
  if (local?.isValid()) return entryOf(local.number, iso);
  if (pasted) {
    const e164 = canonicalPhone(trimmed);
    if (e164) return entryOf(e164, iso);
  }
  return { iso, value: composePhone(dialCode(iso), trimmed) };
}

/** The text the number box shows: the draft while it still reads as the value, else the national part. */
export function shownNational(value: string | undefined, iso: string, draft?: string): string {
  if (draft !== undefined && digitsOnly(draft) === digitsOnly(value ?? '')) return draft;
  return nationalPart(value, dialCode(iso));
}
