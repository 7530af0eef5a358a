import { useId, useState, type KeyboardEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useT } from '@/i18n/texts-provider';
import type { FormContext } from '../form-context';
import { TEXT_FIELD } from '../field-class';
import { useSuggestions } from './use-suggestions';

/**
 * The Group Name input with suggestions. The list opens once something is typed; picking a
 * group also fills the fields named in `ui:options.fill` (group number, region).
 */
export function GroupAutocompleteWidget({
  id,
  name,
  value,
  onChange,
  onBlur,
  onFocus,
  disabled,
  readonly,
  placeholder,
  options,
  registry,
  rawErrors = [],
}: WidgetProps) {
  const t = useT();
  const context = registry.formContext as FormContext;
  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const { items, loading } = useSuggestions(open ? text : '', context.searchGroups);
  const fill = (options.fill ?? {}) as Record<string, string>;
  const showList = open && text.trim() !== '' && (items.length > 0 || loading);

  const pick = (index: number) => {
    const group = items[index];
    if (!group) return;
    const patch: Record<string, unknown> = { [name]: group.groupName };
    for (const [from, to] of Object.entries(fill)) patch[to] = group[from as keyof typeof group];
    context.patchFormData(patch);
    setOpen(false);
    setActive(-1);
  };

  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors.length > 0 || undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        className={TEXT_FIELD}
        onChange={(event) => {
          onChange(event.target.value === '' ? options.emptyValue : event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={key}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          setOpen(false);
          onBlur(id, value);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!showList}
        className="bg-popover absolute z-50 mt-1 max-h-40 w-full overflow-y-auto rounded-md border p-1 shadow-md"
      >
        {loading && items.length === 0 ? (
          <li className="text-muted-foreground px-2 py-1.5 text-sm">{t('ui.searching')}</li>
        ) : (
          items.map((group, index) => (
            <li
              key={`${group.groupNumber}-${group.groupName}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="aria-selected:bg-accent cursor-pointer rounded-sm px-2 py-1.5 text-sm"
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
            >
              <span className="font-medium">{group.groupName}</span>{' '}
              <span className="text-muted-foreground">
                #{group.groupNumber} · {group.regionLabel ?? group.region}
              </span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
