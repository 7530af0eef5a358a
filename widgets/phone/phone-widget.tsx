import { useMemo, useState } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { OptionList, type Option } from '../searchable-select';
import { TEXT_FIELD } from '../field-class';
import { flagOf, useCountries } from './use-countries';
import { DEFAULT_COUNTRY, composePhone, countryOf, dialCode, nationalPart } from './phone-value';

/**
 * A country selector (flag and dial code, searchable; India by default) beside the national
 * number. The value is the digits with the country code, as the API takes them (§3).
 */
export function PhoneWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  autofocus,
  placeholder,
  options,
  rawErrors = [],
  label,
}: WidgetProps) {
  const { countries, load } = useCountries();
  const [iso, setIso] = useState<string>(
    () =>
      countryOf(value) ??
      (typeof options.defaultCountry === 'string' ? options.defaultCountry : DEFAULT_COUNTRY),
  );
  const code = dialCode(iso);
  const national = nationalPart(value, code);
  const flag = flagOf(iso);
  const invalid = rawErrors.length > 0;

  const countryOptions = useMemo<Option[]>(
    () =>
      (countries ?? [])
        .filter((c) => dialCode(c.isoCode) !== '')
        .map((c) => ({
          value: c.isoCode,
          label: `${c.name} (+${dialCode(c.isoCode)})`,
          keywords: [c.isoCode, dialCode(c.isoCode)],
          prefix: <span aria-hidden>{c.flag}</span>,
        })),
    [countries],
  );

  const emit = (nextCode: string, nextNational: string) => {
    onChange(composePhone(nextCode, nextNational) ?? options.emptyValue);
  };

  return (
    <div className="flex gap-2">
      <OptionList
        id={`${id}-country`}
        ariaLabel={`Country code for ${label || 'phone number'}`}
        options={countryOptions}
        onOpen={load}
        value={iso}
        loading={!countries}
        disabled={disabled || readonly}
        triggerClassName="w-auto shrink-0"
        onSelect={(next) => {
          setIso(next);
          emit(dialCode(next), national);
        }}
        trigger={
          <span className="tabular-nums">
            <span aria-hidden>{flag} </span>+{code}
          </span>
        }
      />
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        autoFocus={autofocus}
        placeholder={placeholder || 'Phone number'}
        value={national}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        className={TEXT_FIELD}
        onChange={(event) => emit(code, event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
