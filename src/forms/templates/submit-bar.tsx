import { useId, type ReactNode } from 'react';
import { Button } from '@/fast/button';
import { cn } from '../../../widgets/cn';

interface SubmitBarProps {
  text: string;
  /** Nothing may be pressed (saving, a refused send, a disabled form). */
  disabled: boolean;
  /**
   * The form is invalid: the button looks disabled and says so to assistive technology
   * (`aria-disabled`), but a press still reaches the form, which then explains what is missing.
   */
  inactive?: boolean;
  busy: boolean;
  /** The line beside the button after such a press ("2 fields need attention."). */
  attention?: string;
  children?: ReactNode;
}

/** The form's submit button, with any extra actions (Cancel, Back) before it. */
export function SubmitBar({
  text,
  disabled,
  inactive = false,
  busy,
  attention,
  children,
}: SubmitBarProps) {
  const attentionId = useId();
  return (
    <div className="mt-2 flex flex-col gap-2">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <Button
          type="submit"
          disabled={disabled}
          aria-disabled={(!disabled && inactive) || undefined}
          aria-describedby={attention ? attentionId : undefined}
          aria-busy={busy || undefined}
          className={cn(
            'sm:min-w-36',
            'aria-disabled:hover:bg-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
          )}
        >
          {busy && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {text}
        </Button>
      </div>
      <p
        id={attentionId}
        role="status"
        className={cn('text-destructive text-sm sm:text-right', !attention && 'sr-only')}
      >
        {attention}
      </p>
    </div>
  );
}
