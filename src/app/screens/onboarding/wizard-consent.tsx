import { useId } from 'react';
import { useT } from '@/i18n/texts-provider';
import { ConsentBoxes, type ConsentTicks } from '../../components/consent-boxes';

export const WIZARD_CONSENT = 'wizard-consent';

/** Who fills the wizard in and what they tick: undefined `forOther` until they say. */
export interface WizardConsentState {
  forOther?: boolean;
  ticks: ConsentTicks;
}

/**
 * The wizard's consent, above its final submit: who is filling it in (the member, or a volunteer
 * for someone else), then the two boxes, worded about the member when a volunteer fills it in. A
 * volunteer is told the member will get a WhatsApp message to review, correct or delete the entry.
 * Only a parent or guardian may consent for someone else, so the boxes say what the member agreed
 * to; the member hears of it and can act.
 */
export function WizardConsent({
  value,
  onChange,
  showErrors,
  disabled,
}: {
  value: WizardConsentState;
  onChange: (value: WizardConsentState) => void;
  showErrors: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  const legend = useId();
  const hint = useId();
  const error = showErrors && value.forOther === undefined;
  const choose = (forOther: boolean) => onChange({ ...value, forOther });
  return (
    <section className="flex flex-col gap-3 rounded-lg border p-4">
      <fieldset
        className="flex flex-col"
        aria-describedby={error ? `${legend}-error` : value.forOther ? hint : undefined}
      >
        <legend id={legend} className="mb-1 font-medium">
          {t('consent.who.legend')}
        </legend>
        {([false, true] as const).map((other) => (
          <label
            key={String(other)}
            htmlFor={`${WIZARD_CONSENT}-${other ? 'other' : 'self'}`}
            className="flex min-h-11 cursor-pointer items-start gap-3 text-base md:text-sm"
          >
            <input
              type="radio"
              id={`${WIZARD_CONSENT}-${other ? 'other' : 'self'}`}
              name={WIZARD_CONSENT}
              // 44 px high, so the button itself is a phone's target too; drawn 20 px wide.
              className="accent-primary h-11 w-5 shrink-0"
              checked={value.forOther === other}
              required
              aria-invalid={error || undefined}
              disabled={disabled}
              onChange={() => choose(other)}
            />
            <span className="py-2.5 md:py-3">
              {other ? t('consent.who.other') : t('consent.who.self')}
            </span>
          </label>
        ))}
        {error && (
          <span id={`${legend}-error`} className="text-destructive mb-1 text-xs font-medium">
            {t('consent.who.required')}
          </span>
        )}
        {value.forOther && (
          <p id={hint} className="text-muted-foreground text-sm">
            {t('consent.who.otherHint')}
          </p>
        )}
      </fieldset>
      <ConsentBoxes
        value={value.ticks}
        onChange={(ticks) => onChange({ ...value, ticks })}
        forOther={value.forOther === true}
        showErrors={showErrors}
        idPrefix={WIZARD_CONSENT}
        disabled={disabled}
      />
    </section>
  );
}
