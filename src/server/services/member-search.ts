import { parsePhoneNumberFromString, type CountryCode } from '#phone-numbers';
import { canonicalPhone } from '../../shared/phone';
import { digitsOnly, foldDigits } from '../../shared/digits';

/** What a search box's text can mean: phones, a group number, words of a name. */
export interface MemberSearch {
  /** E.164 phones the text can be, matched against the phone and the alternate phone. */
  phones: string[];
  /** A group number ("७", "101"): short runs of digits. */
  group?: string;
  /** Lower-case text for `like '%…%'` on names and business names, LIKE-escaped with `\`. */
  like?: string;
}

const GROUP_DIGITS = 6;

/** `%`, `_` and `\` typed by staff are themselves, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Reads what staff type or paste: a phone in any spelling ("98765 43210", "+91 98765-43210",
 * "0091…", "919876543210", Devanagari or Tamil digits), a group number, or a name or business
 * name. A phone is matched as a phone only: its digits are never also a name.
 */
export function parseMemberSearch(query: string, defaultCountry: string): MemberSearch {
  const text = foldDigits(query).trim().replace(/\s+/g, ' ');
  if (!text) return { phones: [] };
  const phones = new Set<string>();
  const canonical = canonicalPhone(text);
  if (canonical) phones.add(canonical);
  if (/^[\d\s+().-]+$/.test(text)) {
    const national = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
    if (national?.isValid()) phones.add(national.number);
  }
  const digits = digitsOnly(text);
  if (phones.size > 0 && digits.length > GROUP_DIGITS) return { phones: [...phones] };
  return {
    phones: [...phones],
    ...(/^\d+$/.test(text) && digits.length <= GROUP_DIGITS ? { group: digits } : {}),
    like: `%${escapeLike(text.toLowerCase())}%`,
  };
}
