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
        <Outlet />
      </main>
    </div>
  );
}
