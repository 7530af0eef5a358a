import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { SecureLayout } from './layouts/secure-layout';
import { LoginScreen } from './screens/auth/login-screen';
import { SignUpScreen } from './screens/auth/sign-up-screen';
import { DashboardScreen } from './screens/dashboard/dashboard-screen';
import { ProfileScreen } from './screens/profile/profile-screen';
import { BusinessListScreen } from './screens/business/business-list-screen';
import { BusinessFormScreen } from './screens/business/business-form-screen';

/**
 * The routes of §2. The onboarding wizard is not built yet, so the paths that lead to it land on
 * the login screen for now.
 */
export const router = createBrowserRouter([
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
  { path: '*', element: <Navigate to="/auth/login" replace /> },
]);
