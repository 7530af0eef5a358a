import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { SecureLayout } from './layouts/secure-layout';
import { loadForm } from './live-forms';

const WIZARD_PATH = '/temp/create-profile';

/** A screen's live form is asked for while its chunk downloads, not after. */
const withForm = <T,>(form: string, screen: () => Promise<T>) =>
  ownTask(() => {
    void loadForm(form);
    return screen();
  });

/**
 * Asking for a chunk adds a preload link per module it needs (about 20 for a form screen), which
 * takes longer than the rest of the first render; in a task of its own, the render yields first.
 */
const ownTask = <T,>(load: () => Promise<T>) =>
  new Promise<void>((run) => setTimeout(run)).then(load);

// Each screen is its own chunk, so a page downloads only the forms and widgets it shows. Declarative
// routes, not a data router: we use no loaders, and they cost half as much script (decision log).
const WizardScreen = lazy(() =>
  withForm('wizard-phone', () => import('./screens/onboarding/wizard-screen')).then((m) => ({
    default: m.WizardScreen,
  })),
);
const SignUpScreen = lazy(() =>
  withForm('sign-up', () => import('./screens/auth/sign-up-screen')).then((m) => ({
    default: m.SignUpScreen,
  })),
);
const LoginScreen = lazy(() =>
  withForm('login', () => import('./screens/auth/login-screen')).then((m) => ({
    default: m.LoginScreen,
  })),
);
const DashboardScreen = lazy(() =>
  import('./screens/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
const ProfileScreen = lazy(() =>
  withForm('profile', () => import('./screens/profile/profile-screen')).then((m) => ({
    default: m.ProfileScreen,
  })),
);
const BusinessListScreen = lazy(() =>
  import('./screens/business/business-list-screen').then((m) => ({
    default: m.BusinessListScreen,
  })),
);
const BusinessFormScreen = lazy(() =>
  withForm('business', () => import('./screens/business/business-form-screen')).then((m) => ({
    default: m.BusinessFormScreen,
  })),
);
// Form Studio for product staff: its own chunk, which no member page imports.
const StudioScreen = lazy(() =>
  import('../studio/studio-screen').then((m) => ({ default: m.StudioScreen })),
);

/** The routes of §2; `/` and any unknown path go to the onboarding wizard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={WIZARD_PATH} replace />} />
      <Route path="/temp" element={<PublicLayout />}>
        <Route path="create-profile" element={<WizardScreen />} />
      </Route>
      <Route path="/auth" element={<PublicLayout />}>
        <Route path="sign-up" element={<SignUpScreen />} />
        <Route path="login" element={<LoginScreen />} />
      </Route>
      <Route path="/login" element={<Navigate to="/auth/login" replace />} />
      <Route path="/secure" element={<SecureLayout />}>
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="profile" element={<ProfileScreen />} />
        <Route path="business" element={<BusinessListScreen />} />
        <Route path="add-business" element={<BusinessFormScreen />} />
        <Route path="edit-business" element={<BusinessFormScreen />} />
      </Route>
      <Route
        path="/studio"
        element={
          <Suspense fallback={null}>
            <StudioScreen />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={WIZARD_PATH} replace />} />
    </Routes>
  );
}
