/**
 * The Studio's shared control classes. shadcn's sizes are desktop-first (h-9 = 36 px), so controls
 * are 44 px high on phones and shadcn's size from `md` up.
 */
export const TARGET = 'min-h-11 md:min-h-9';

export const INPUT =
  'border-input focus-visible:border-ring focus-visible:ring-ring/50 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-[3px] aria-invalid:border-destructive md:text-sm ' +
  TARGET;

export const LABEL = 'text-sm font-medium';

/**
 * A moment as staff read it, in the page's language and in India time, whatever the device's zone:
 * "25 Nov 2026, 8:41 pm".
 */
export const WHEN: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
};
