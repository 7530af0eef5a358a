import { useState } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { READ_ONLY_FIELD } from '../field-class';
import type { FormContext, OptionList as OptionSource } from '../form-context';
import { OptionList, type Option } from './option-list';

function toOptions(source: OptionSource | undefined): Option[] {
  return (source ?? []).map((item) =>
    typeof item === 'string'
      ? { value: item, label: item }
      : {
          value: item.value,
          label: item.label,
          ...(item.keywords && { keywords: [...item.keywords] }),
        },
  );
}

type Loader = () => Promise<OptionSource>;

/**
 * A searchable dropdown (Region, Country, Category, Sub-category, Entity type). Options come from
 * the schema's `enum`, or from `formContext.optionSources[ui:options.source]` when they are data
 * the screen loads; `undefined` there means "still loading", and a function is called to load the
 * list the first time it opens.
 */
export function SearchableSelectWidget({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  readonly,
  placeholder,
  options,
  registry,
  rawErrors = [],
  schema,
}: WidgetProps) {
  const context = registry.formContext as FormContext | undefined;
  const sourceName = typeof options.source === 'string' ? options.source : undefined;
  const given = sourceName
    ? context?.optionSources?.[sourceName]
    : (schema.enum as string[] | undefined);
  // Kept with the loader that made it: a screen gives a new loader when the language changes, and
  // the list is then loaded again, in that language, when next opened.
  const [loaded, setLoaded] = useState<{ from: Loader; list: OptionSource }>();
  const source =
    typeof given === 'function' ? (loaded?.from === given ? loaded.list : undefined) : given;
  const load = () => {
    if (typeof given === 'function' && loaded?.from !== given) {
      given().then(
        (list) => setLoaded({ from: given, list }),
        (error: unknown) => console.error(`Could not load the ${sourceName} options`, error),
      );
    }
  };
  const list = toOptions(source);
  const selected = list.find((o) => o.value === value);
  const known =
    sourceName && typeof value === 'string'
      ? context?.optionLabels?.[sourceName]?.[value]
      : undefined;
  return (
    <OptionList
      id={id}
      options={list}
      value={value}
      loading={sourceName !== undefined && source === undefined}
      disabled={disabled || readonly}
      triggerClassName={readonly ? READ_ONLY_FIELD : undefined}
      describedBy={ariaDescribedByIds(id)}
      invalid={rawErrors.length > 0}
      onOpen={load}
      onSelect={(next) => onChange(next)}
      onClose={() => onBlur(id, value)}
      trigger={
        <span className={selected || value ? '' : 'text-muted-foreground'}>
          {selected?.label ?? known ?? value ?? placeholder ?? ''}
        </span>
      }
    />
  );
}
