import { useCallback, useRef, useState, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/fast/command';
import { useT } from '@/i18n/texts-provider';
import type { Option } from './option-list';
import { optionMatches } from './option-match';

export interface OptionPopupProps {
  /** The button: the popup is placed under it, as wide as it, and gives it the focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  options: readonly Option[];
  value: string | undefined;
  loading?: boolean;
  /** What was typed on the button before this chunk arrived; the search box starts with it. */
  initialSearch: string;
  onSelect: (value: string) => void;
  /** Escape, or a click or focus elsewhere. */
  onDismiss: () => void;
  /** The listbox's id while it is shown (cmdk names it), for the button's aria-controls. */
  onListId: (id: string | undefined) => void;
}

/**
 * The open half of OptionList, in its own chunk: a Radix popover anchored to OptionList's button,
 * holding shadcn's cmdk command list (at most 300 px high; arrows, Enter and Escape as in any
 * listbox). Pages that only show the closed button never download it.
 */
export function OptionPopup({ anchor, open, onDismiss, ...list }: OptionPopupProps) {
  // Focus goes back to the button after a choice or Escape, not when the member went elsewhere.
  const wentElsewhere = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="bg-popover text-popover-foreground z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border p-0 shadow-md"
          onInteractOutside={(event) => {
            // The button toggles the list itself: pressing it is not a click elsewhere.
            if (anchor.current?.contains(event.target as Node | null)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!wentElsewhere.current) anchor.current?.focus();
            wentElsewhere.current = false;
          }}
        >
          <SearchList {...list} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The command list; mounted on each opening, so the search starts afresh every time. */
function SearchList({
  options,
  value,
  loading,
  initialSearch,
  onSelect,
  onListId,
}: Omit<OptionPopupProps, 'anchor' | 'open' | 'onDismiss'>) {
  const t = useT();
  const [search, setSearch] = useState(initialSearch);
  const listRef = useCallback((list: HTMLDivElement | null) => onListId(list?.id), [onListId]);
  return (
    <Command filter={(label, text, keywords) => (optionMatches(label, keywords, text) ? 1 : 0)}>
      <CommandInput
        placeholder={t('ui.searchPlaceholder')}
        value={search}
        onValueChange={setSearch}
      />
      <CommandList ref={listRef}>
        <CommandEmpty>{loading ? t('ui.loadingOptions') : t('ui.noOptions')}</CommandEmpty>
        {options.map((option) => (
          <CommandItem
            key={option.value}
            value={option.label}
            keywords={option.keywords}
            onSelect={() => onSelect(option.value)}
            aria-selected={option.value === value}
            data-checked={option.value === value || undefined}
            className="data-[checked]:font-semibold"
          >
            {option.prefix}
            {option.label}
          </CommandItem>
        ))}
      </CommandList>
    </Command>
  );
}
