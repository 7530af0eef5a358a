import { useEffect } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { useT } from '@/i18n/texts-provider';

/** The product's toast settings: 3 at once, 4000 ms, 356 px wide, 14 px apart, top right, Alt+T. */
export const TOAST_LIMIT = 3;

/** The logo header's height (h-24): toasts start below it. */
const HEADER_HEIGHT = 96;

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

/** Alt+T moves focus to the newest toast, as the original product's toaster did. */
function useToastHotkey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === 't') {
        document.querySelector<HTMLElement>('[data-toasts] [data-toast]')?.focus();
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
  return (
    <div data-toasts role="region" aria-label={t('app.notifications')}>
      <Toaster
        position="top-right"
        gutter={14}
        // Below the header (96 px) and its account menu, never over them.
        containerStyle={{ top: HEADER_HEIGHT + 8 }}
        toastOptions={{
          duration: 4000,
          style: { width: 356, maxWidth: 'calc(100vw - 2rem)' },
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
          <div data-toast tabIndex={-1} style={{ outline: 'none' }}>
            <ToastBar toast={t} />
          </div>
        )}
      </Toaster>
    </div>
  );
}
