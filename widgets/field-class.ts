import { cn } from './cn';

/**
 * The look every input-like control shares with shadcn's Input: border, focus ring, error state.
 * Read-only is the `readonly` attribute (a muted fill, no shadow), not `:read-only`, which also
 * matches every button: the searchable selects' triggers must look as editable as a text box.
 */
const FIELD =
  'border-input bg-background rounded-md border shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive [&[readonly]]:bg-muted [&[readonly]]:shadow-none [&[readonly]]:border-transparent disabled:opacity-50';

/** A one-line text box, full width: 44 px high on phones (a tap target), shadcn's 36 px from md. */
export const TEXT_FIELD = cn(FIELD, 'h-11 w-full min-w-0 px-3 text-base md:h-9 md:text-sm');

/** What a read-only control that is not an input (a disabled trigger) wears to match. */
export const READ_ONLY_FIELD =
  'bg-muted border-transparent shadow-none disabled:cursor-default disabled:opacity-100';

export const fieldClass = (...extra: Parameters<typeof cn>) => cn(FIELD, ...extra);
