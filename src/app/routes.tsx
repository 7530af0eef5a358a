import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';
import { SecureLayout } from './layouts/secure-layout';

const WIZARD_PATH = '/temp/create-profile';

/** Each screen is its own chunk, so a page downloads only the forms and widgets it shows. */
const screen = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/** The routes of §2; `/` and any unknown path go to the onboarding wizard. */
export const router = createBrowserRouter([
  { path: '/', element: <Navigate to={WIZARD_PATH} replace /> },
  {
    path: '/temp',
    element: <PublicLayout />,
    children: [
      {
        path: 'create-profile',
        ...screen(
          () => import('./screens/onboarding/wizard-screen'),
          (m) => m.WizardScreen,
        ),
      },
    ],
  },
  {
    path: '/auth',
    element: <PublicLayout />,
    children: [
      {
        path: 'sign-up',
        ...screen(
          () => import('./screens/auth/sign-up-screen'),
          (m) => m.SignUpScreen,
        ),
      },
      {
        path: 'login',
        ...screen(
          () => import('./screens/auth/login-screen'),
          (m) => m.LoginScreen,
        ),
      },
    ],
  },
  { path: '/login', element: <Navigate to="/auth/login" replace /> },
  {
    path: '/secure',
    element: <SecureLayout />,
    children: [
      {
        path: 'dashboard',
        ...screen(
          () => import('./screens/dashboard/dashboard-screen'),
          (m) => m.DashboardScreen,
        ),
      },
      {
        path: 'profile',
        ...screen(
          () => import('./screens/profile/profile-screen'),
          (m) => m.ProfileScreen,
        ),
      },
      {
        path: 'business',
        ...screen(
          () => import('./screens/business/business-list-screen'),
          (m) => m.BusinessListScreen,
        ),
      },
      {
        path: 'add-business',
        ...screen(
          () => import('./screens/business/business-form-screen'),
          (m) => m.BusinessFormScreen,
        ),
      },
      {
        path: 'edit-business',
        ...screen(
          () => import('./screens/business/business-form-screen'),
          (m) => m.BusinessFormScreen,
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to={WIZARD_PATH} replace /> },
]);
