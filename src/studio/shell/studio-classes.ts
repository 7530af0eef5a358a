/**
 * The Studio's shared control classes. shadcn's sizes are desktop-first (h-9 = 36 px), so controls
 * are 44 px high on phones and shadcn's size from `md` up.
 */
export const TARGET = 'min-h-11 md:min-h-9';

export const INPUT =
  'border-input focus-visible:border-ring focus-visible:ring-ring/50 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:ring-[3px] aria-invalid:border-destructive [&[readonly]]:bg-muted [&[readonly]]:shadow-none md:text-sm ' +
  TARGET;

export const LABEL = 'text-sm font-medium';

/**
 * A moment as staff read it, in the page's language and in India time whatever the device's zone,
 * which it names: "26 Nov 2026, 11:25 am IST".
 */
export const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
};
