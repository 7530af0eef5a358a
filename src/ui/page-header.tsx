import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';

/**
 * The header is index.html's, not React's: it paints with the page, before any script arrives, and
 * its logo stays the element Lighthouse times as the largest paint (a copy rendered by React would
 * be painted anew only once the script had run). React adds to it, it does not replace it.
 */
const byId = (id: string) => document.getElementById(id);

const noChange = () => () => {};

/**
 * A page's actions (the account menu) at the header's right edge. The header is outside what React
 * renders, so a page rendered on the server has none yet: they join it once the page has hydrated.
 */
export function HeaderActions({ children }: { children: ReactNode }) {
  const slot = useSyncExternalStore<HTMLElement | 'here' | 'later'>(
    noChange,
    () => byId('header-actions') ?? 'here',
    () => 'later',
  );
  if (slot === 'later') return null;
  // Without index.html around it (a unit test), the actions render where they are.
  return slot === 'here' ? children : createPortal(children, slot);
}

/** The logo's link to the start stays in the app: a plain click navigates without a reload. */
export function useHomeLink() {
  const navigate = useNavigate();
  useEffect(() => {
    const link = byId('home-link');
    if (!link) return;
    const onClick = (event: MouseEvent) => {
      // A modified or middle click opens a tab, as with any link.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      navigate('/');
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  }, [navigate]);
}

/** For a screen with a header of its own (Form Studio): the page's header is hidden meanwhile. */
export function useOwnHeader() {
  useEffect(() => {
    const header = byId('app-header');
    if (!header) return;
    header.hidden = true;
    return () => {
      header.hidden = false;
    };
  }, []);
}
