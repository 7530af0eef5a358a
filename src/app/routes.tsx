import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { SecureLayout } from './layouts/secure-layout';
import { LoginScreen } from './screens/auth/login-screen';
import { SignUpScreen } from './screens/auth/sign-up-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { ProfileScreen } from './screens/profile/profile-screen';
import { BusinessListScreen } from './screens/business/business-list-screen';
import { BusinessFormScreen } from './screens/business/business-form-screen';
import { WizardScreen } from './screens/onboarding/wizard-screen';

const WIZARD_PATH = '/temp/create-profile';

/** The routes of §2; `/` and any unknown path go to the onboarding wizard. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={WIZARD_PATH} replace /> },
  {
    path: '/temp',
    element: <PublicLayout />,
    children: [{ path: 'create-profile', element: <WizardScreen /> }],
  },
  {
    path: '/auth',
    element: <PublicLayout />,
    children: [
      { path: 'sign-up', element: <SignUpScreen /> },
      { path: 'login', element: <LoginScreen /> },
    ],
  },
  { path: '/login', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/secure',
    element: <SecureLayout />,
    children: [
      { path: 'dashboard', element: <DashboardScreen /> },
      { path: 'profile', element: <ProfileScreen /> },
      { path: 'business', element: <BusinessListScreen /> },
      { path: 'add-business', element: <BusinessFormScreen /> },
      { path: 'edit-business', element: <BusinessFormScreen key="edit" /> },
    ],
  },
  { path: '*', element: <Navigate to={WIZARD_PATH} replace /> },
]);
