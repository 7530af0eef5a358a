import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { PhoneWidget } from '../../../widgets/phone';
import { canonicalPhone } from '@/shared/phone';
import { LABEL } from './studio-classes';

/** What a phone box holds: the digits with the country code, as the widget keeps them. */
export interface TypedPhone {
  value?: string;
  /** E.164 once the digits make a whole number. */
  e164?: string;
  /** The country the box's selector shows, which the server checks the number against. */
  country?: string;
}

const typedPhone = (value: string | undefined, country: string | undefined): TypedPhone => ({
  value,
  e164: value ? canonicalPhone(value) : undefined,
  country,
});

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
  value: TypedPhone;
  onChange: (phone: TypedPhone) => void;
  invalid?: boolean;
}) {
  // The widget tells its country apart from its digits: both are read from the latest of each.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const onCountryChange = (country: string) => {
    if (latest.current.country !== country) onChange(typedPhone(latest.current.value, country));
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <PhoneWidget
        id={id}
        label={label}
        value={value.value}
        onChange={(next?: string) => onChange(typedPhone(next, latest.current.country))}
        onCountryChange={onCountryChange}
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
