import { useRef, type KeyboardEvent } from 'react';
import { TARGET } from '../shell/studio-classes';

export interface Tab<T extends string> {
  id: T;
  label: string;
}

/**
 * WAI-ARIA tabs: the arrow keys, Home and End move between them (automatic activation). On a phone
 * the row wraps rather than scrolls, so every tab stays in sight (a scrolled row hid the last ones).
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
      className="flex flex-wrap gap-x-1 border-b"
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
