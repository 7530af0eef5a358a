import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadErrorBoundary } from '../components/load-error-boundary';
import { LogoHeader } from '../components/logo-header';
import { Toasts } from '../toasts';

/**
 * The one centred column every page uses (public and signed in alike); the header lines up with
 * it. 42 rem less the padding: 640 px of content on a desktop, the whole width less 16 px a side
 * on a phone.
 */
export const COLUMN = 'mx-auto w-full max-w-2xl px-4';

/** Every layout's frame: the logo header (with any actions), the toasts, and the page. */
export function AppShell({ actions }: { actions?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoHeader column={COLUMN}>{actions}</LogoHeader>
      <Toasts />
      <main className={`${COLUMN} flex-1 py-8`}>
        {/* A screen's chunk or form is loading: the header stays, the page waits. */}
        <LoadErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </LoadErrorBoundary>
      </main>
    </div>
  );
}
