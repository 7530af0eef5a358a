import { ariaDescribedByIds, optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceOption } from './choice-option';
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
      {offered.map((option, index) => (
        <ChoiceOption
          key={String(option.value)}
          type="checkbox"
          id={optionId(id, index)}
          name={id}
          label={option.label}
          checked={picked.includes(option.value)}
          disabled={disabled}
          readonly={readonly}
          invalid={rawErrors.length > 0}
          onToggle={(on) => toggle(option.value, on)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ))}
    </div>
  );
}
