import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LogoHeader } from '../components/logo-header';
import { AppToaster } from '../toaster';

/** Every layout's frame: the logo header (with any actions), the toasts, and the page. */
export function AppShell({ actions, wide = false }: { actions?: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoHeader>{actions}</LogoHeader>
      <AppToaster />
      <main className={`mx-auto w-full flex-1 px-4 py-8 ${wide ? 'max-w-3xl' : 'max-w-xl'}`}>
        {/* A screen's chunk is loading: the header stays, the page waits. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
