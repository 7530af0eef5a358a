import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginScreen } from './screens/auth/login-screen';

export const router = createBrowserRouter([
  { path: '/auth/login', element: <LoginScreen /> },
  { path: '*', element: <Navigate to="/auth/login" replace /> },
]);
