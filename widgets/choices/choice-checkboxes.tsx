import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { cn } from '../cn';
import { offeredOptions } from './offered-options';

/**
 * Checkboxes for several choices, in a group named by the field's label. Picks are kept in the
 * order offered; with none picked the field has no answer (`emptyValue`), so "required" reads the
 * same in the browser as on the server.
 */
export function ChoiceCheckboxesWidget({
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
  const picked: unknown[] = Array.isArray(value) ? value : [];
  const offered = offeredOptions(options, picked);
  const toggle = (choice: unknown, on: boolean) => {
    const next = (options.enumOptions ?? [])
      .map((option) => option.value as unknown)
      .filter((v) => (v === choice ? on : picked.includes(v)));
    onChange(next.length > 0 ? next : options.emptyValue);
  };
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={ariaDescribedByIds(id)}
      className="flex flex-col"
    >
      {offered.map((option, index) => {
        const checked = picked.includes(option.value);
        return (
          <label
            key={String(option.value)}
            htmlFor={optionId(id, index)}
            className={cn(
              'flex min-h-11 items-center gap-3 text-base md:min-h-9 md:text-sm',
              readonly ? 'cursor-default' : 'cursor-pointer',
            )}
          >
            <input
              type="checkbox"
              id={optionId(id, index)}
              name={id}
              className="accent-primary size-5 shrink-0"
              checked={checked}
              aria-invalid={rawErrors.length > 0 || undefined}
              disabled={disabled || (readonly && !checked)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
