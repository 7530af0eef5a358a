import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '@/shared/timing';
import type { AuthTokens } from '@/shared/api/answers';
import { tokenStore } from '@/lib/services';

/** Where a member goes after signing in: where the guard stopped them, else the dashboard. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return (tokens: AuthTokens) => {
    tokenStore.save(tokens);
    setTimeout(
      () =>
        navigate(from ? `${from.pathname}${from.search}` : '/secure/dashboard', { replace: true }),
      REDIRECT_DELAY_MS,
    );
  };
}
