import { useEffect, useState } from 'react';
import type { GroupSuggestion } from '../form-context';

/** Typing pauses this long before a search goes out, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Suggestions for `query`, debounced; a late answer for an older query is dropped. Failures are
 * logged and show as no suggestions: the member can still type the name.
 */
export function useSuggestions(
  query: string,
  search: ((name: string) => Promise<GroupSuggestion[]>) | undefined,
) {
  const [state, setState] = useState<{ query: string; items: GroupSuggestion[]; loading: boolean }>(
    {
      query: '',
      items: [],
      loading: false,
    },
  );
  const trimmed = query.trim();
  useEffect(() => {
    if (!search || trimmed === '') return;
    let live = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, query: trimmed, loading: true }));
      search(trimmed)
        .then((items) => live && setState({ query: trimmed, items, loading: false }))
        .catch((error: unknown) => {
          console.warn('Group search failed', error);
          if (live) setState({ query: trimmed, items: [], loading: false });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [trimmed, search]);
  return trimmed === '' ? { items: [], loading: false } : state;
}
