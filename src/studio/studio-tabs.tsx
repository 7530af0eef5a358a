import { useRef, type KeyboardEvent } from 'react';
import { TARGET } from './studio-classes';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

/**
 * WAI-ARIA tabs: the arrow keys, Home and End move between them (automatic activation); the row
 * scrolls sideways on a phone.
 */
export function StudioTabs<T extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: Tab<T>[];
  current: T;
  onChange: (tab: T) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    list.current?.querySelector<HTMLElement>(`#tab-${tabs[next]!.id}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={move}
      className="-mx-4 flex gap-1 overflow-x-auto border-b px-4 md:mx-0 md:px-0"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === current}
          aria-controls={`panel-${tab.id}`}
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
          className={`${TARGET} shrink-0 border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap aria-selected:border-primary aria-selected:text-primary`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
