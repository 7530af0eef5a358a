import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { fieldClass } from '../../../widgets/field-class';

/**
 * shadcn's textarea without its template's 2 px padding, so it shares the left edge of every other
 * field, and with the same border, focus ring, error and read-only looks.
 */
export function TextareaWidget({
  id,
  htmlName,
  placeholder,
  value,
  required,
  disabled,
  autofocus,
  readonly,
  onBlur,
  onFocus,
  onChange,
  options,
  className,
  rawErrors = [],
}: WidgetProps) {
  return (
    <textarea
      id={id}
      name={htmlName || id}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      value={(value as string | undefined) ?? ''}
      required={required}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      onChange={({ target }: ChangeEvent<HTMLTextAreaElement>) =>
        onChange(target.value === '' ? options.emptyValue : target.value)
      }
      onBlur={({ target }: FocusEvent<HTMLTextAreaElement>) => onBlur(id, target.value)}
      onFocus={({ target }: FocusEvent<HTMLTextAreaElement>) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors.length > 0 || undefined}
      className={fieldClass(
        'placeholder:text-muted-foreground flex min-h-16 w-full px-3 py-2 text-base md:text-sm',
        className,
      )}
    />
  );
}
