import { Navigate, useLocation } from 'react-router-dom';
import { UserMenu } from '../components/user-menu';
import { DeletionNotice } from '../components/deletion-notice';
import { tokenStore } from '@/lib/services';
import { useProfileLanguage } from '@/ui/language-control';
import { AppShell } from './app-shell';

/**
 * /secure: only with both tokens; otherwise to /auth/login, keeping where the member was going. A
 * deletion the member asked for shows above every page but Your data, which shows its own.
 */
export function SecureLayout() {
  const location = useLocation();
  useProfileLanguage();
  if (!tokenStore.isSignedIn())
    return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return (
    <AppShell
      actions={<UserMenu />}
      notice={location.pathname !== '/secure/my-data' && <DeletionNotice />}
    />
  );
}
