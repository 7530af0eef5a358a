import { createElement, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;

/**
 * Toasts with react-hot-toast, which arrives with the first one: no page shows a toast on
 * first paint, so no page downloads the toaster (and its CSS-in-JS) before it needs one. Calls
 * made while it loads are applied in order, so a loading toast's id can be replaced or dismissed
 * at once, as react-hot-toast allows.
 */
let hotToast: Promise<HotToast> | undefined;
const wanted = new Set<() => void>();
let ids = 0;

function later(call: (toast: HotToast) => void) {
  if (!hotToast) {
    hotToast = import('react-hot-toast').then((m) => m.default);
    wanted.forEach((notify) => notify());
  }
  void hotToast.then(call);
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => later((t) => t(message, options)),
  {
    success: (message: string, options?: ToastOptions) => later((t) => t.success(message, options)),
    error: (message: string, options?: ToastOptions) => later((t) => t.error(message, options)),
    /** Returns the toast's id at once, for the success or error that replaces it. */
    loading: (message: string, options?: ToastOptions) => {
      const id = options?.id ?? `toast-${(ids += 1)}`;
      later((t) => t.loading(message, { ...options, id }));
      return id;
    },
    /** A message with one way back (Undo) for as long as it shows; using it closes the toast. */
    withAction: (
      message: string,
      action: { text: string; onClick: () => void },
      options?: ToastOptions,
    ) =>
      later((t) =>
        t(
          (shown) =>
            createElement(
              'span',
              { className: 'flex items-center gap-3' },
              message,
              createElement(
                'button',
                {
                  type: 'button',
                  className: 'min-h-11 min-w-11 px-2 font-medium underline underline-offset-4',
                  onClick: () => {
                    t.dismiss(shown.id);
                    action.onClick();
                  },
                },
                action.text,
              ),
            ),
          options,
        ),
      ),
    dismiss: (id?: string) => later((t) => t.dismiss(id)),
  },
);

const subscribe = (notify: () => void) => {
  wanted.add(notify);
  return () => void wanted.delete(notify);
};

const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

/** The toaster, mounted once the first toast is asked for. */
export function Toasts() {
  const asked = useSyncExternalStore(
    subscribe,
    () => hotToast !== undefined,
    // A page rendered on the server has raised no toast.
    () => false,
  );
  return asked ? createElement(Suspense, { fallback: null }, createElement(AppToaster)) : null;
}
