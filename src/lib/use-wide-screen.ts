import { useSyncExternalStore } from 'react';

/**
 * Whether the screen is at least `minWidth` CSS pixels wide, following resizes: a second column
 * (the Studio's live preview beside the fields) is mounted only where it fits, so a phone neither
 * renders nor fetches it; toasts stand where they hide nothing, which differs on a phone. A page
 * rendered on the server reads it as narrow.
 */
export function useWideScreen(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
