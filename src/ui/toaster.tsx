import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { useT } from '@/i18n/texts-provider';
import { useWideScreen } from '@/lib/use-wide-screen';

/**
 * The product's toast settings: 3 at once, 4000 ms, 356 px wide, 14 px apart, top right (at the
 * bottom where that corner is over the page: `PLACES`), Alt+T.
 */
export const TOAST_LIMIT = 3;

/** The logo header's height (h-24): toasts start below it. */
const HEADER_HEIGHT = 96;

/** Tailwind's `sm`: narrower than this is a phone. */
const PHONE_BELOW = 640;

/** Toasts' width, and their distance from the screen's edges. */
const TOAST_WIDTH = 356;
const EDGE = 16;
/**
 * From this width a toast at the top right stands beside the page's column (max-w-2xl, 672 px,
 * centred), over nothing: 672 + 2 × (356 + 16).
 */
const BESIDE_COLUMN = 672 + 2 * (TOAST_WIDTH + EDGE);

/** Toasts' gap between each other, and between the page and the lowest of them on a phone. */
const GUTTER = 14;
const ROOM_GAP = 8;

/**
 * Where toasts stand, so that they hide nothing. Top right below the header where the screen is
 * wide enough for them beside the page's column. Narrower, the column reaches under that corner,
 * and its top is what a member reads first (the heading, the wizard's steps, the code screen's
 * Back): toasts rise from the bottom edge instead (centred on a phone, right on a small desktop),
 * clear of the home bar (the safe area), and the page makes room for them (`useRoomForToasts`).
 */
const PLACES = {
  beside: { position: 'top-right', containerStyle: { top: HEADER_HEIGHT + 8 } },
  phone: {
    position: 'bottom-center',
    containerStyle: { bottom: `calc(env(safe-area-inset-bottom, 0px) + ${EDGE}px)` },
  },
  desktop: {
    position: 'bottom-right',
    containerStyle: { bottom: `calc(env(safe-area-inset-bottom, 0px) + ${EDGE}px)` },
  },
} as const;

/** Older toasts give way once more than three are visible (react-hot-toast has no limit of its own). */
function useToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
}

/**
 * Gives the toasts' room back without moving the page. Where the page is scrolled into the room
 * (to its end, Save just pressed), the part on screen stays until the member scrolls it off: taken
 * at once, everything on screen would drop by as much, under the finger about to tap.
 */
function giveRoomBack(body: HTMLElement): () => void {
  const trim = () => {
    const room = parseFloat(body.style.paddingBottom) || 0;
    const scrolled = window.scrollY;
    // The page's own height, measured without the room in the same task, so never painted so;
    // the measure clamps the scroll to that height, and it is set back below.
    body.style.paddingBottom = '';
    const onScreen = Math.ceil(
      scrolled + window.innerHeight - document.documentElement.scrollHeight,
    );
    if (onScreen <= 0) {
      window.removeEventListener('scroll', trim);
      return;
    }
    body.style.paddingBottom = `${Math.min(onScreen, room)}px`;
    window.scrollTo({ top: scrolled, behavior: 'instant' });
  };
  trim();
  window.addEventListener('scroll', trim, { passive: true });
  return () => window.removeEventListener('scroll', trim);
}

/**
 * Toasts at the bottom stand over the page, so while any shows the page makes room for them and
 * they hide nothing on screen: the page's end gets as much space below as they take,
 * which lifts a short page's last lines and footer above them, and a page that runs on under them
 * scrolls up by as much, so what was at the bottom of the screen (often the button just pressed)
 * stays in view above them. The room goes with the last toast, but never from under the screen.
 */
function useRoomForToasts(atBottom: boolean, region: RefObject<HTMLDivElement | null>) {
  const { toasts } = useToasterStore();
  const shown = toasts.filter((t) => t.visible);
  // Heights as react-hot-toast measured them (a toast has none until it has rendered once).
  const stack =
    shown.reduce((sum, t) => sum + (t.height ?? 0), 0) + GUTTER * Math.max(shown.length - 1, 0);
  const room = useRef(0);
  const stopGivingBack = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    const body = document.body;
    if (!atBottom || stack === 0) {
      if (room.current > 0) stopGivingBack.current = giveRoomBack(body);
      room.current = 0;
      return;
    }
    // The toasts' container stands off the bottom edge by 16 px and the safe area.
    const container = region.current?.firstElementChild?.getBoundingClientRect();
    const edge = container ? window.innerHeight - container.bottom : EDGE;
    const needed = Math.ceil(edge + stack + ROOM_GAP);
    if (needed <= room.current) return;
    stopGivingBack.current?.();
    room.current = needed;
    body.style.paddingBottom = `${needed}px`;
    const pageEnd = document.getElementById('root')?.getBoundingClientRect().bottom ?? 0;
    const under = Math.min(pageEnd, window.innerHeight) - (window.innerHeight - needed);
    if (under > 0) window.scrollBy({ top: under, behavior: 'instant' });
  }, [atBottom, stack, region]);
  useEffect(
    () => () => {
      stopGivingBack.current?.();
      document.body.style.paddingBottom = '';
    },
    [],
  );
}

/** Alt+T moves focus to the newest toast, as the original product's toaster did. */
function useToastHotkey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') {
        document
          .querySelector<HTMLElement>('[data-toasts] [data-toast]:not([aria-hidden])')
          ?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

export function AppToaster() {
  useToastLimit();
  useToastHotkey();
  const t = useT();
  const desktop = useWideScreen(PHONE_BELOW);
  const beside = useWideScreen(BESIDE_COLUMN);
  const place = PLACES[beside ? 'beside' : desktop ? 'desktop' : 'phone'];
  const region = useRef<HTMLDivElement>(null);
  useRoomForToasts(!beside, region);
  return (
    <div ref={region} data-toasts role="region" aria-label={t('app.notifications')}>
      <Toaster
        position={place.position}
        gutter={GUTTER}
        containerStyle={place.containerStyle}
        toastOptions={{
          duration: 4000,
          style: { width: TOAST_WIDTH, maxWidth: `calc(100vw - ${2 * EDGE}px)` },
          success: {
            style: { background: '#ecfdf3', color: '#05603a', border: '1px solid #bbf7d1' },
          },
          error: {
            style: { background: '#fef2f2', color: '#b42318', border: '1px solid #fecaca' },
          },
          loading: {
            style: { background: '#eff6ff', color: '#1e40af', border: '1px solid #bfdbfe' },
          },
          blank: {
            style: { background: '#f0f9ff', color: '#075985', border: '1px solid #bae6fd' },
          },
          ariaProps: { role: 'status', 'aria-live': 'polite' },
        }}
      >
        {(t) => (
          // A toast on its way out (fading for a second) is no longer read or reached.
          <div
            data-toast
            tabIndex={-1}
            aria-hidden={t.visible ? undefined : true}
            style={{ outline: 'none' }}
          >
            <ToastBar toast={t} />
          </div>
        )}
      </Toaster>
    </div>
  );
}
