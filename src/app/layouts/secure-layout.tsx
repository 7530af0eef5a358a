import { useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ConsentRenewal } from '../components/consent-renewal';
import { UserMenu } from '../components/user-menu';
import { DeletionNotice } from '../components/deletion-notice';
import { tokenStore } from '@/lib/services';
import { useProfileLanguage } from '@/ui/language-control';
import { AppShell } from './app-shell';

const noChange = () => () => {};

/**
 * /secure: only with both tokens; otherwise to /auth/login, keeping where the member was going. A
 * deletion the member asked for shows above every page but Your data, which shows its own.
 */
export function SecureLayout() {
  const location = useLocation();
  // Read with the profile the layout asks for anyway: no request more per page.
  const [consentCurrent, setConsentCurrent] = useState<boolean>();
  useProfileLanguage((profile) => setConsentCurrent(profile.consentCurrent));
  // A page rendered on the server (adding a business) is sent as to a member who is signed in: its
  // form is blank. The browser checks once it has taken the page over.
  const signedIn = useSyncExternalStore(noChange, tokenStore.isSignedIn, () => true);
  if (!signedIn) return <Navigate to="/auth/login" replace state={{ from: location }} />;
  return (
    <AppShell
      actions={<UserMenu />}
      notice={location.pathname !== '/secure/my-data' && <DeletionNotice />}
      // A notice changed (or never agreed to): asked first, on every page but Your data.
      page={
        consentCurrent === false && location.pathname !== '/secure/my-data' ? (
          <ConsentRenewal onAgreed={() => setConsentCurrent(true)} />
        ) : undefined
      }
    />
  );
}
