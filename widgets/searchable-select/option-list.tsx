import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TEXT_FIELD, fieldClass } from '../field-class';
import { optionMatches } from './option-match';
import { useChunk } from '../use-chunk';
import { loadOnce } from '@/shared/load-once';

export interface Option {
  value: string;
  label: string;
  /** Extra words the search matches (a dial code, an ISO code). */
  keywords?: string[];
  prefix?: ReactNode;
}

interface OptionListProps {
  id: string;
  options: readonly Option[];
  value: string | undefined;
  onSelect: (value: string) => void;
  onClose?: () => void;
  onOpen?: () => void;
  trigger: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  describedBy?: string;
  invalid?: boolean;
  ariaLabel?: string;
  triggerClassName?: string;
}

/**
 * The popup (Radix popover, floating-ui, cmdk) is a chunk of its own, fetched once per page the
 * first time a member reaches for any list: on hover, focus or press, so it is usually there by the
 * click. A failed fetch is forgotten, so the next attempt asks again.
 */
const popup = loadOnce(() => import('./option-popup'));

/**
 * A button that opens a searchable list in a popover (shadcn's combobox: Radix popover + cmdk).
 * The button is plain HTML; the popup arrives in its own chunk on first use. The button opens the
 * list at once (Enter, Space, ArrowDown or a click) and the list shows when its code has come;
 * letters typed meanwhile wait for its search box, and Enter picks the first match.
 */
export function OptionList({
  id,
  options,
  value,
  onSelect,
  onClose,
  onOpen,
  trigger,
  disabled,
  loading,
  describedBy,
  invalid,
  ariaLabel,
  triggerClassName,
}: OptionListProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Popup, fetchPopup] = useChunk(
    popup,
    (m) => m.OptionPopup,
    'the option list',
    () => setOpen(false),
  );
  // Typed while open but before the popup arrived.
  const [typed, setTyped] = useState('');
  const [listId, setListId] = useState<string>();

  const change = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTyped('');
      fetchPopup(true);
      onOpen?.();
    } else onClose?.();
  };
  const choose = (next: string) => {
    onSelect(next);
    change(false);
  };
  const waiting = open && !Popup;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      // Enter and Space open it through the button's click.
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        change(true);
      }
      return;
    }
    if (!waiting) return;
    // Open, the popup still on its way: the keys it would have had.
    const { key } = event;
    if (key === 'Escape') change(false);
    else if (key === 'Enter') {
      const first = options.find((o) => optionMatches(o.label, o.keywords, typed));
      if (first) choose(first.value);
    } else if (key === 'Backspace') setTyped((text) => text.slice(0, -1));
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
      setTyped((text) => text + key);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={(open && listId) || `${id}-listbox`}
        aria-haspopup="listbox"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        data-state={open ? 'open' : 'closed'}
        className={fieldClass(
          TEXT_FIELD,
          'group flex items-center justify-between gap-2 text-left disabled:cursor-not-allowed',
          triggerClassName,
        )}
        onPointerEnter={() => fetchPopup()}
        onFocus={() => fetchPopup()}
        onPointerDown={() => fetchPopup()}
        onClick={() => change(!open)}
        onKeyDown={onKeyDown}
        // A Space typed into the waiting search must not also press the button.
        onKeyUp={(event) => {
          if (waiting && event.key === ' ') event.preventDefault();
        }}
        // Gone elsewhere before the popup came: it should not then take the focus.
        onBlur={() => {
          if (waiting) change(false);
        }}
      >
        {trigger}
        {/* No caret on a control that cannot open (read-only or disabled). */}
        <span aria-hidden className="text-muted-foreground text-xs group-disabled:hidden">
          ▾
        </span>
      </button>
      {Popup && (
        <Popup
          anchor={button}
          open={open}
          options={options}
          value={value}
          loading={loading}
          initialSearch={typed}
          onSelect={choose}
          onDismiss={() => change(false)}
          onListId={setListId}
        />
      )}
    </>
  );
}
