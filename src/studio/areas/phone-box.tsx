import type { ReactNode } from 'react';
import { PhoneWidget } from '../../../widgets/phone';
import { countryOf } from '../../../widgets/phone/phone-value';
import { canonicalPhone } from '@/shared/phone';
import { LABEL } from '../studio-classes';

/** What a phone box holds: the digits with the country code, as the widget keeps them. */
export interface TypedPhone {
  value?: string;
  /** E.164 once the digits make a whole number. */
  e164?: string;
  /** The country the box shows for them, which the server checks the number against. */
  country?: string;
}

export const typedPhone = (value: string | undefined): TypedPhone => {
  const e164 = value ? canonicalPhone(value) : undefined;
  return { value, e164, country: countryOf(value) };
};

/**
 * A Studio box for a phone: the members' phone widget (India by default, pasted spellings and
 * any script's digits read as there) under its label. What the number reads as, or why it cannot
 * be used, goes in a `PhoneNote` under the row the box stands in.
 */
export function PhoneBox({
  id,
  label,
  value,
  onChange,
  invalid = false,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (phone: TypedPhone) => void;
  invalid?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <PhoneWidget
        id={id}
        label={label}
        value={value}
        onChange={(next?: string) => onChange(typedPhone(next))}
        onBlur={() => {}}
        onFocus={() => {}}
        options={{}}
        rawErrors={invalid ? ['invalid'] : []}
      />
    </div>
  );
}

/** Under a phone box: why it cannot be used, or else what it reads as; the box names it. */
export function PhoneNote({ id, error, note }: { id: string; error?: string; note?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}__error`} role="alert" className="text-destructive text-sm">
        {error}
      </p>
    );
  return (
    <p id={`${id}__help`} aria-live="polite" className="text-muted-foreground min-h-5 text-sm">
      {note}
    </p>
  );
}
