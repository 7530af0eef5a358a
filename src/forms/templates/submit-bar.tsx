import type { ReactNode } from 'react';
import { Button } from '@rjsf/shadcn/lib/components/ui/button.js';

interface SubmitBarProps {
  text: string;
  disabled: boolean;
  busy: boolean;
  children?: ReactNode;
}

/** The form's submit button, with any extra actions (Cancel, Back) before it. */
export function SubmitBar({ text, disabled, busy, children }: SubmitBarProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {children}
      <Button
        type="submit"
        disabled={disabled}
        aria-busy={busy || undefined}
        className="sm:min-w-36"
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
  );
}
