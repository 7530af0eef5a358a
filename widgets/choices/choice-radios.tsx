import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { cn } from '../cn';
import { offeredOptions } from './offered-options';

/**
 * Radios for a few choices, and for Yes / No (never a checkbox: "not answered" is not "No"). The
 * group is named by the field's label; each choice is a 44 px row a thumb can hit.
 */
export function ChoiceRadiosWidget({
  id,
  value,
  label,
  options,
  disabled,
  readonly,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const offered = offeredOptions(options, value);
  const inline = Boolean(options.inline);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors.length > 0 || undefined}
      className={cn('flex gap-x-6', inline ? 'flex-row flex-wrap' : 'flex-col')}
    >
      {offered.map((option, index) => (
        <label
          key={String(option.value)}
          htmlFor={optionId(id, index)}
          className={cn(
            'flex min-h-11 items-center gap-3 text-base md:min-h-9 md:text-sm',
            readonly ? 'cursor-default' : 'cursor-pointer',
          )}
        >
          <input
            type="radio"
            id={optionId(id, index)}
            name={id}
            className="accent-primary size-5 shrink-0"
            checked={option.value === value}
            disabled={disabled || (readonly && option.value !== value)}
            onChange={() => onChange(option.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
