import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { OptionList, type Option } from '../searchable-select';
import { digitsOnly } from '@/shared/digits';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { countryName } from '@/i18n/country-options';
import { READ_ONLY_FIELD, TEXT_FIELD } from '../field-class';
import {
  metadataForCountry,
  preloadPhoneCode,
  readAgainOnceCode,
  useWhenMetadata,
} from '@/fast/phone';
import { flagOf, useCountries } from './use-countries';
import {
  DEFAULT_COUNTRY,
  composePhone,
  countryOf,
  dialCode,
  nationalPart,
  readEntry,
  shownNational,
} from './phone-value';

/** What the widget reads of RJSF's props, so a screen outside a form (the Studio) can use it too. */
export type PhoneWidgetProps = Pick<
  WidgetProps,
  | 'id'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'disabled'
  | 'readonly'
  | 'autofocus'
  | 'placeholder'
  | 'options'
  | 'rawErrors'
  | 'label'
> & {
  /** Told the country the selector shows, whenever it changes (a screen outside a form asks). */
  onCountryChange?: (iso: string) => void;
};

/**
 * A country selector (flag and dial code, searchable; India by default) beside the national
 * number. The value is the digits with the country code, as the API takes them.
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
  onCountryChange,
}: PhoneWidgetProps) {
  const t = useT();
  const { language } = useLanguage();
  const { countries, load } = useCountries();
  const [iso, setIso] = useState<string>(
    () =>
      countryOf(value) ??
      (typeof options.defaultCountry === 'string' ? options.defaultCountry : DEFAULT_COUNTRY),
  );
  // An international number being typed with its plus, kept as typed until it is whole.
  const [draft, setDraft] = useState<string>();
  const reportCountry = useRef(onCountryChange);
  useLayoutEffect(() => {
    reportCountry.current = onCountryChange;
  });
  useEffect(() => reportCountry.current?.(iso), [iso]);
  const code = dialCode(iso);
  const national = nationalPart(value, code);
  const shown = shownNational(value, iso, draft);
  const flag = flagOf(iso);
  const invalid = rawErrors.length > 0;

  // Named in the page's language by the browser (Intl.DisplayNames) and sorted as it sorts; the
  // English name and the dial code still find a country. Only once the list is opened and loaded,
  // so the first render (on the server too) holds no browser-made text.
  const countryOptions = useMemo<Option[]>(() => {
    if (!countries) return [];
    const collator = new Intl.Collator(language);
    return countries
      .filter((c) => dialCode(c.isoCode) !== '')
      .map((c) => {
        const name = countryName(c.isoCode, language) ?? c.name;
        return { country: c, name, code: dialCode(c.isoCode) };
      })
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ country: c, name, code }) => ({
        value: c.isoCode,
        label: `${name} (+${code})`,
        keywords: [c.isoCode, code, `+${code}`, c.name],
        prefix: <span aria-hidden>{c.flag}</span>,
      }));
  }, [countries, language]);

  const emit = (nextCode: string, nextNational: string) => {
    onChange(composePhone(nextCode, nextNational) ?? options.emptyValue);
  };

  // What the box last held, so a read finished late applies only to the text still there.
  const typed = useRef<{ text: string; pasted: boolean }>(undefined);
  const enter = (text: string, pasted: boolean, from: string) => {
    const entry = readEntry(text, from, pasted);
    if (entry.iso !== from) setIso(entry.iso);
    setDraft(entry.draft);
    onChange(entry.value ?? options.emptyValue);
    return entry;
  };
  // A number of a calling code whose metadata is still loading reads once it arrives; emitting
  // it again then lets the form validate it again.
  const { latest, forNumber, after } = useWhenMetadata({ iso, value });
  const revalidate = () => onChange(latest.current.value ?? options.emptyValue);
  // A default country whose dial code the first paint does not know shows once it is loaded.
  const [, shownDialCode] = useState(false);
  useEffect(
    () => {
      // The value the form starts with: its country could not be told before, or the form read
      // it before libphonenumber's code arrived (even if it arrived before this effect ran).
      const reading =
        forNumber(value, false) ?? (value ? readAgainOnceCode(digitsOnly(value)) : undefined);
      after(reading, () => {
        const country = countryOf(latest.current.value);
        if (country) setIso(country);
        revalidate();
      });
      if (code === '') after(metadataForCountry(iso), () => shownDialCode(true));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the value the form starts with
    [],
  );

  return (
    // libphonenumber's code is fetched once the member starts using the field (focus, a pointer
    // down, input or a paste, on the number box or the country selector), not with the page; a
    // number typed before it arrives is kept and read again when it does (useWhenMetadata).
    <div
      className="flex gap-2"
      onFocus={preloadPhoneCode}
      onPointerDown={preloadPhoneCode}
      onInput={preloadPhoneCode}
      onPaste={preloadPhoneCode}
    >
      <OptionList
        id={`${id}-country`}
        ariaLabel={
          label ? t('widgets.phone.countryCodeFor', { label }) : t('widgets.phone.countryCode')
        }
        options={countryOptions}
        onOpen={load}
        value={iso}
        loading={!countries}
        disabled={disabled || readonly}
        triggerClassName={`w-auto shrink-0 ${readonly ? READ_ONLY_FIELD : ''}`}
        onSelect={(next) => {
          setIso(next);
          setDraft(undefined);
          emit(dialCode(next), national);
          typed.current = undefined;
          after(metadataForCountry(next), revalidate);
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
        placeholder={placeholder || t('widgets.phone.placeholder')}
        value={shown}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        className={TEXT_FIELD}
        onChange={(event) => {
          const text = event.target.value;
          // A paste or an autofill puts in several characters at once; typing puts in one.
          const inputType = (event.nativeEvent as InputEvent).inputType;
          const pasted = inputType === 'insertFromPaste' || text.length - shown.length > 1;
          const entry = enter(text, pasted, iso);
          const now = { text, pasted };
          typed.current = now;
          after(forNumber(entry.value, pasted, text), () => {
            if (typed.current === now) enter(text, pasted, latest.current.iso);
          });
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
