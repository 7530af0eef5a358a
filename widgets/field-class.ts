import { cn } from './cn';

/** The look every input-like control shares with shadcn's Input: border, focus ring, error state. */
const FIELD =
  'border-input bg-background rounded-md border shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive read-only:bg-muted disabled:opacity-50';

/** A one-line text box, 36 px high, full width. */
export const TEXT_FIELD = cn(FIELD, 'h-9 w-full min-w-0 px-3 text-base md:text-sm');

export const fieldClass = (...extra: Parameters<typeof cn>) => cn(FIELD, ...extra);
