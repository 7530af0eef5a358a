import { Check } from 'lucide-react';
import { WIZARD_TEXT } from '@/shared/messages';

/** The three steps; done ones carry a check mark, all of them once the wizard is complete. */
export function Stepper({ current, complete }: { current: number; complete: boolean }) {
  return (
    <ol aria-label={WIZARD_TEXT.progress} className="mb-8 flex items-center gap-2">
      {WIZARD_TEXT.steps.map((label, index) => {
        const done = complete || index < current;
        const active = !complete && index === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold ${
                done
                  ? 'bg-primary text-primary-foreground border-primary'
                  : active
                    ? 'border-primary text-primary'
                    : 'text-muted-foreground'
              }`}
            >
              {done ? <Check aria-label={WIZARD_TEXT.completed} className="size-4" /> : index + 1}
            </span>
            <span
              className={`text-xs sm:text-sm ${active ? 'font-semibold' : 'text-muted-foreground'}`}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
