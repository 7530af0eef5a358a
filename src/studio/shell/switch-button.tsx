import type { ReactNode } from 'react';
import { TARGET } from './studio-classes';

/** An on/off choice that acts at once, as WAI-ARIA's switch: a 44 px target with its label. */
export function SwitchButton({
  checked,
  onChange,
  children,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={`${TARGET} group flex items-center gap-2 rounded-md px-1 text-left text-sm ${className}`}
    >
      <span
        aria-hidden
        className="bg-input group-aria-checked:bg-primary relative h-6 w-11 shrink-0 rounded-full transition-colors"
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`}
        />
      </span>
      {children}
    </button>
  );
}
