import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { cn } from '../cn';
import { ChoiceOption } from './choice-option';
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
        <ChoiceOption
          key={String(option.value)}
          type="radio"
          id={optionId(id, index)}
          name={id}
          label={option.label}
          checked={option.value === value}
          disabled={disabled}
          readonly={readonly}
          onToggle={() => onChange(option.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ))}
    </div>
  );
}
