import type { ReactNode } from 'react';
import { cn } from '../cn';

/** One radio or checkbox with its label, a 44 px row on phones: the whole row is the target. */
export function ChoiceOption({
  type,
  id,
  name,
  label,
  checked,
  disabled,
  readonly,
  invalid,
  onToggle,
  onBlur,
  onFocus,
}: {
  type: 'radio' | 'checkbox';
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  readonly?: boolean;
  invalid?: boolean;
  onToggle: (checked: boolean) => void;
  onBlur: () => void;
  onFocus: () => void;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-11 items-center gap-3 text-base md:min-h-9 md:text-sm',
        readonly ? 'cursor-default' : 'cursor-pointer',
      )}
    >
      <input
        type={type}
        id={id}
        name={name}
        // As tall as its row on a phone, so the control itself is a 44 px target too; drawn 20 px.
        className="accent-primary h-11 w-5 shrink-0 md:h-5"
        checked={checked}
        aria-invalid={invalid || undefined}
        // Read-only keeps the answer given and offers no other.
        disabled={disabled || (readonly && !checked)}
        onChange={(event) => onToggle(event.target.checked)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      {label}
    </label>
  );
}
