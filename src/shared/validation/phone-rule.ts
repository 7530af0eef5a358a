import { digitsOnly } from '../digits';
import { canonicalPhone, MAX_PHONE_DIGITS } from '../phone';

export { MAX_PHONE_DIGITS };

/**
 * A phone carried as digits with its country code ("919876543210").
 * `emptyUpToDigits` lets an optional field treat a bare country code as "not given":
 * the profile's alternate phone counts 4 or fewer digits as empty.
 */
export function isValidPhone(value: string, emptyUpToDigits = 0): boolean {
  if (!/^\+?\d*$/.test(value)) return false;
  if (emptyUpToDigits > 0 && digitsOnly(value).length <= emptyUpToDigits) return true;
  return canonicalPhone(value) !== undefined;
}
