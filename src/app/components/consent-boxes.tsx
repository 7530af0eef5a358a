import { useId, type ReactNode } from 'react';
import { useT } from '@/i18n/texts-provider';
import { TextWithParts } from '@/i18n/text-with-parts';
import { api } from '@/lib/services';
import { SOURCE_LANGUAGE } from '@/shared/i18n/languages';
import type { PrivacyNotice } from '@/shared/api/answers';

/** The two ticks consent needs: the privacy notice read and agreed to, and 18 years or older. */
export interface ConsentTicks {
  notice: boolean;
  adult: boolean;
}

export const NO_TICKS: ConsentTicks = { notice: false, adult: false };

/** How many of the two boxes are still unticked. */
export const unticked = (ticks: ConsentTicks) => Number(!ticks.notice) + Number(!ticks.adult);

/** Where the privacy notice is: its own public page. */
export const PRIVACY_PAGE = '/privacy';

/**
 * The consent sign-up, the wizard and agreeing again ask for: two required boxes, the first naming
 * the privacy notice as a link (a new tab, so what is typed here stays), the second "18 years or
 * older". Worded about the member when a volunteer fills it in for them (`forOther`). An unticked
 * box shows its message below it, as a form field does, once `showErrors` (after a submit attempt).
 * The box ids are `<idPrefix>-notice` and `<idPrefix>-adult`, for focusing the first unticked one.
 */
export function ConsentBoxes({
  value,
  onChange,
  forOther = false,
  showErrors,
  idPrefix,
  disabled,
}: {
  value: ConsentTicks;
  onChange: (ticks: ConsentTicks) => void;
  forOther?: boolean;
  showErrors: boolean;
  idPrefix: string;
  disabled?: boolean;
}) {
  const t = useT();
  const link = (
    <a
      href={PRIVACY_PAGE}
      target="_blank"
      rel="noopener"
      className="text-primary font-medium underline underline-offset-4"
    >
      {t('consent.noticeLink')}
      <span className="sr-only"> {t('consent.newTab')}</span>
    </a>
  );
  return (
    <div className="flex flex-col gap-2">
      <ConsentBox
        id={`${idPrefix}-notice`}
        checked={value.notice}
        onChange={(notice) => onChange({ ...value, notice })}
        error={showErrors && !value.notice ? t('consent.notice.required') : undefined}
        disabled={disabled}
        label={
          forOther ? (
            <TextWithParts text="consent.notice.other" parts={{ notice: link }} />
          ) : (
            <TextWithParts text="consent.notice.self" parts={{ notice: link }} />
          )
        }
      />
      <ConsentBox
        id={`${idPrefix}-adult`}
        checked={value.adult}
        onChange={(adult) => onChange({ ...value, adult })}
        error={showErrors && !value.adult ? t('consent.adult.required') : undefined}
        disabled={disabled}
        label={forOther ? t('consent.adult.other') : t('consent.adult.self')}
      />
    </div>
  );
}

/** One required box: the whole row is its label (at least 44 px high), its message below it. */
function ConsentBox({
  id,
  checked,
  onChange,
  label,
  error,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = `${useId()}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 text-base md:text-sm"
      >
        <input
          type="checkbox"
          id={id}
          // 44 px high, so the box itself is a phone's target too; the box is drawn 20 px wide.
          className="accent-primary h-11 w-5 shrink-0"
          checked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="py-2.5 md:py-3">{label}</span>
      </label>
      {error && (
        <span id={errorId} className="text-destructive mb-1 text-xs font-medium">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The consent a submit carries: the privacy notice's current version (asked at the moment of the
 * submit, so a notice changed meanwhile is the one agreed to), 18 or older, and for the wizard
 * whether a volunteer entered it.
 */
export async function givenConsent(enteredForOther?: boolean) {
  const notice = await api
    .get('privacy/notice', { searchParams: { lang: SOURCE_LANGUAGE } })
    .json<PrivacyNotice>();
  return {
    notice: notice.version,
    adult: true,
    ...(enteredForOther === undefined ? {} : { enteredForOther }),
  };
}

/** Focuses the first unticked box of a `ConsentBoxes`. */
export function focusUnticked(idPrefix: string, ticks: ConsentTicks) {
  const box = document.getElementById(`${idPrefix}-${ticks.notice ? 'adult' : 'notice'}`);
  box?.focus({ preventScroll: true });
  box?.scrollIntoView?.({ block: 'center' });
}
