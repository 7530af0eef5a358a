import { parsePhoneNumberFromString } from '#phone-numbers';
import { canonicalPhone } from '@/shared/phone';
import { digitsOnly } from '@/shared/digits';
import type { PhoneInput } from '@/verification/phone-verifier';

/** A stored phone ("919876543210") read through the canonical form the server keeps (E.164). */
const parsed = (phone: string) => {
  const e164 = canonicalPhone(phone);
  return e164 ? parsePhoneNumberFromString(e164) : undefined;
};

/**
 * A stored phone as the verification call takes it: national number and "+91". A number that is
 * not valid goes as its digits without a code, and the server refuses it.
 */
export function phoneParts(phone: string): PhoneInput {
  const number = parsed(phone);
  if (!number) return { phone: digitsOnly(phone), countryCode: '' };
  return { phone: number.nationalNumber, countryCode: `+${number.countryCallingCode}` };
}

/** "+91 98765 43210", for showing where a code went. */
export const displayPhone = (phone: string) =>
  parsed(phone)?.formatInternational() ?? `+${digitsOnly(phone)}`;
