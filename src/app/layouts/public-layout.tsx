import { AppShell } from './app-shell';

/** /temp and /auth: the logo header, the toasts and the page. */
export function PublicLayout() {
  return <AppShell />;
}
