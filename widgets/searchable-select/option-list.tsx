import { useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from '@rjsf/shadcn/lib/components/ui/command.js';
import { UI_TEXT } from '@/shared/messages';
import { TEXT_FIELD, fieldClass } from '../field-class';

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
 * A button that opens a searchable list in a popover (shadcn's combobox: Radix popover + cmdk).
 * The list is at most 300 px high; arrows, Enter and Escape work as in any listbox.
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
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    if (next) onOpen?.();
    else onClose?.();
  };
  return (
    <Popover.Root open={open} onOpenChange={change}>
      <Popover.Trigger asChild disabled={disabled}>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-haspopup="listbox"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-label={ariaLabel}
          className={fieldClass(
            TEXT_FIELD,
            'group flex items-center justify-between gap-2 text-left disabled:cursor-not-allowed',
            triggerClassName,
          )}
        >
          {trigger}
          {/* No caret on a control that cannot open (read-only or disabled). */}
          <span aria-hidden className="text-muted-foreground text-xs group-disabled:hidden">
            ▾
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="bg-popover text-popover-foreground z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border p-0 shadow-md"
        >
          <Command
            filter={(itemValue, search, keywords) => {
              const haystack = `${itemValue} ${(keywords ?? []).join(' ')}`.toLowerCase();
              return haystack.includes(search.trim().toLowerCase()) ? 1 : 0;
            }}
          >
            <CommandInput placeholder={UI_TEXT.searchPlaceholder} />
            <CommandList id={`${id}-listbox`}>
              <CommandEmpty>{loading ? UI_TEXT.loadingOptions : UI_TEXT.noOptions}</CommandEmpty>
              {options.map((option) => (
                <CommandItem
                  key={option.value}
                  value={option.label}
                  keywords={option.keywords}
                  onSelect={() => {
                    onSelect(option.value);
                    change(false);
                  }}
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
