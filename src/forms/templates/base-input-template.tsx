import type { ChangeEvent, FocusEvent } from 'react';
import { SchemaExamples } from '@rjsf/core';
import {
  ariaDescribedByIds,
  examplesId,
  getInputProps,
  type BaseInputTemplateProps,
} from '@rjsf/utils';
import { TEXT_FIELD } from '../../../widgets/field-class';
import { cn } from '../../../widgets/cn';
import { withHttps } from '../with-https';
import { upperCode } from '@/shared/field-kinds/upper-code';
import { asksForDigits, foldDigits } from '@/shared/digits';

/**
 * shadcn's input plus what phones need: the UI schema's `inputMode` (numeric keypad), digits of any
 * script typed or pasted into a field whose pattern asks for digits read as ASCII, the schema's `maxLength` enforced while
 * typing, and `aria-invalid` so the error style and screen readers agree.
 * It wears the widgets' own field class, so a text box is as tall as the phone and select widgets
 * (44 px on phones) and shares their left edge (shadcn's template pads its input by 2 px); a
 * read-only field gets the same muted fill as the read-only phone.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    value,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    options,
    schema,
    rawErrors = [],
    children,
    extraProps,
    className,
  } = props;
  const inputProps = {
    ...extraProps,
    ...getInputProps(schema, type, options),
    inputMode: options.inputMode as BaseInputTemplateProps['inputMode'],
    maxLength: schema.maxLength,
    'aria-invalid': rawErrors.length > 0 || undefined,
  };
  // A field whose pattern asks for digits (PIN code, group number) folds them: a Hindi or Tamil
  // keypad types its own script's digits, and the product stores and checks ASCII ones.
  const read = asksForDigits(schema.pattern) ? foldDigits : (text: string) => text;
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : read(target.value));
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        type={type}
        placeholder={placeholder}
        autoFocus={autofocus}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        className={cn(TEXT_FIELD, 'placeholder:text-muted-foreground py-1', className)}
        list={schema.examples ? examplesId(id) : undefined}
        // A code read in capitals (GSTIN, PAN, IFSC) starts the phone's keyboard in capitals.
        autoCapitalize={options.upperCase ? 'characters' : undefined}
        {...inputProps}
        value={value || value === 0 ? value : ''}
        onChange={onChangeOverride || handleChange}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          // `"addHttps": true`: a web address typed without its scheme gets https:// on blur;
          // `"upperCase": true`: a code pasted as "27aapfu 0939f1zv" reads as the rule reads it.
          const text = options.addHttps
            ? withHttps(target.value)
            : options.upperCase && target.value
              ? upperCode(target.value)
              : target.value;
          if (text !== target.value) onChange(text);
          onBlur(id, text);
        }}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      {children}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
