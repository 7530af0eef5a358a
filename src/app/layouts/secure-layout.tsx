import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LogoHeader } from '../components/logo-header';
import { UserMenu } from '../components/user-menu';
import { AppToaster } from '../toaster';
import { tokenStore } from '../services';

/**
 * /secure: only with both tokens (§2); otherwise to /auth/login, keeping where the member was going.
 */
export function SecureLayout() {
  const location = useLocation();
  if (!tokenStore.isSignedIn())
    return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <LogoHeader>
        <UserMenu />
      </LogoHeader>
      <AppToaster />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {/* A screen's chunk is loading: the header stays, the page waits. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
