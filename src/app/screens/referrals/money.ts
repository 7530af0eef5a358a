import { foldDigits } from '@/shared/digits';

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Whole rupees in Indian digit grouping, "₹1,50,000", in every language: members read amounts in
 * Latin digits whatever the page's language.
 */
export const rupees = (value: number): string => RUPEES.format(value);

/** The largest value the server takes for a won referral: ₹200 crore (its MAX_REFERRAL_VALUE). */
export const MOST_RUPEES = 2_000_000_000;

/**
 * A value typed as people type it: "50,000", "50000", "₹ 1,50,000", "५०,०००" or "௫௦௦௦௦" is 50000
 * or 150000; anything but whole rupees of at least 1 is undefined (a decimal point, a letter).
 */
export function parseRupees(typed: string): number | undefined {
  const plain = foldDigits(typed)
    .replace(/^\s*(₹|rs\.?|inr)\s*/i, '')
    .replace(/[\s,\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(plain)) return undefined;
  const value = Number(plain);
  return value >= 1 && value <= MOST_RUPEES ? value : undefined;
}
