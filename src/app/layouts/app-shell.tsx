import { Suspense, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadErrorBoundary } from '@/ui/load-error-boundary';
import { LanguageControl } from '@/ui/language-control';
import { HeaderActions, useHomeLink } from '@/ui/page-header';
import { Toasts } from '@/ui/toasts';
import { PrivacyFooter } from './privacy-footer';

/**
 * The one centred column every page uses (public and signed in alike); index.html's header lines
 * up with it. 42 rem less the padding: 640 px of content on a desktop, the whole width less 16 px a
 * side on a phone.
 */
export const COLUMN = 'mx-auto w-full max-w-2xl px-4';

/**
 * Every layout's frame: the language and any actions in the page's header, the toasts, any notice
 * above the page, the page, and the footer naming the contact person for members' data.
 */
export function AppShell({
  actions,
  notice,
  page,
}: {
  actions?: ReactNode;
  notice?: ReactNode;
  /** Shown in place of the address's page (agreeing to a changed privacy notice). */
  page?: ReactNode;
}) {
  const { pathname } = useLocation();
  useHomeLink();
  // The same element while the address stays: the header's menu, the toaster or the session
  // arriving re-render this shell, and a screen the server rendered, still being taken over by
  // React, would otherwise be thrown away and rendered afresh (losing what was typed in it).
  const screen = useMemo(
    () => (
      <LoadErrorBoundary key={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </LoadErrorBoundary>
    ),
    [pathname],
  );
  return (
    <>
      <HeaderActions>
        <div className="flex items-center gap-2">
          <LanguageControl />
          {actions}
        </div>
      </HeaderActions>
      <Toasts />
      <main className={`${COLUMN} flex-1 py-8`}>
        {notice}
        {/* A screen's chunk or form is loading: the header stays, the page waits. */}
        {page ?? screen}
      </main>
      <PrivacyFooter column={COLUMN} />
    </>
  );
}
