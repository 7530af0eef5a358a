import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LogoHeader } from '../components/logo-header';
import { AppToaster } from '../toaster';

/** /temp and /auth: the logo header, the toasts and the page. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoHeader />
      <AppToaster />
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-8">
        {/* A screen's chunk is loading: the header stays, the page waits. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
