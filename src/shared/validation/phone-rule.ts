import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { digitsOnly } from '../digits';

/** The longest number E.164 allows, country code included (§9). */
export const MAX_PHONE_DIGITS = 15;

/**
 * A phone carried as digits with its country code ("919876543210").
 * `emptyUpToDigits` lets an optional field treat a bare country code as "not given":
 * the profile's alternate phone counts 4 or fewer digits as empty (§5).
 */
export function isValidPhone(value: string, emptyUpToDigits = 0): boolean {
  if (!/^\+?\d*$/.test(value)) return false;
  const digits = digitsOnly(value);
  if (emptyUpToDigits > 0 && digits.length <= emptyUpToDigits) return true;
  if (digits.length === 0 || digits.length > MAX_PHONE_DIGITS) return false;
  return parsePhoneNumberFromString(`+${digits}`)?.isValid() ?? false;
}
