import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { READ_ONLY_FIELD } from '../field-class';
import { OptionList } from '../searchable-select/option-list';
import { offeredOptions } from './offered-options';

/** One choice of many: the searchable list the business form's lists use, retired choices left out. */
export function ChoiceSelectWidget({
  id,
  value,
  options,
  disabled,
  readonly,
  placeholder,
  rawErrors = [],
  onChange,
  onBlur,
}: WidgetProps) {
  const list = offeredOptions(options, value).map((option) => ({
    value: String(option.value),
    label: option.label,
  }));
  const selected = list.find((option) => option.value === value);
  return (
    <OptionList
      id={id}
      options={list}
      value={typeof value === 'string' ? value : undefined}
      loading={false}
      disabled={disabled || readonly}
      triggerClassName={readonly ? READ_ONLY_FIELD : undefined}
      describedBy={ariaDescribedByIds(id)}
      invalid={rawErrors.length > 0}
      onSelect={(next) => onChange(next)}
      onClose={() => onBlur(id, value)}
      trigger={
        <span className={selected ? '' : 'text-muted-foreground'}>
          {selected?.label ?? placeholder ?? ''}
        </span>
      }
    />
  );
}
