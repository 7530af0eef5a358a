/**
 * Kept apart from the other rules so that only a form with a date field loads it.
 *
 * A calendar date (`YYYY-MM-DD`, as the date input gives it) within the bounds staff set: the
 * earliest and latest dates, and "not in the future", which is read against the day it is checked
 * in India, so a member at 00:30 IST can give today's date.
 */
export interface DateBounds {
  earliest?: string;
  latest?: string;
  notInFuture?: boolean;
}

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today as India's calendar says it, `YYYY-MM-DD`. */
export const todayInIndia = (now = new Date()) => INDIA_DAY.format(now);

export function isDateWithin(value: string, bounds: DateBounds): boolean {
  // ISO dates compare as text; the `date` format has already checked the value is one.
  if (bounds.earliest && value < bounds.earliest) return false;
  if (bounds.latest && value > bounds.latest) return false;
  return !(bounds.notInFuture && value > todayInIndia());
}
