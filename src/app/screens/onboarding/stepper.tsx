import { Check } from 'lucide-react';
import { useT } from '@/i18n/texts-provider';

/** The steps' names, in order. */
const STEPS = [
  'wizard.step.verifyPhone',
  'wizard.step.profileInfo',
  'wizard.step.businessInfo',
] as const;

interface StepperProps {
  current: number;
  /** How many steps are done: the shown one may be among them, after Back. */
  done: number;
  complete: boolean;
}

/**
 * The three steps; done ones carry a check mark, all of them once the wizard is complete. On a
 * phone each label sits under its number and wraps between its words inside its third of the
 * width: a Tamil or Hindi name is wider than a third of a 320 px screen on one line.
 */
export function Stepper({ current, done: doneCount, complete }: StepperProps) {
  const t = useT();
  return (
    <ol aria-label={t('wizard.progress')} className="mb-8 flex items-start gap-2 sm:items-center">
      {STEPS.map((step, index) => {
        const done = complete || index < doneCount;
        const active = !complete && index === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
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
              {done ? <Check aria-label={t('wizard.completed')} className="size-4" /> : index + 1}
            </span>
            <span
              className={`max-w-full text-sm leading-tight break-words sm:leading-normal ${active ? 'font-semibold' : 'text-muted-foreground'}`}
            >
              {t(step)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
