import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { PhoneInput } from '@/verification/phone-verifier';

/** A stored phone ("919876543210") as the verification call takes it: national number and "+91". */
export function phoneParts(phone: string): PhoneInput {
  const parsed = parsePhoneNumberFromString(`+${phone}`);
  if (!parsed) return { phone, countryCode: '' };
  return { phone: parsed.nationalNumber, countryCode: `+${parsed.countryCallingCode}` };
}

/** "+91 98765 43210", for showing where a code went. */
export const displayPhone = (phone: string) =>
  parsePhoneNumberFromString(`+${phone}`)?.formatInternational() ?? `+${phone}`;
