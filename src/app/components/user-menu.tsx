import * as Popover from '@radix-ui/react-popover';
import { UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { api, tokenStore } from '../services';

export const USER_MENU = {
  open: 'Account menu',
  profile: 'Profile',
  businesses: 'My Businesses',
  signOut: 'Sign out',
} as const;

/** The account menu, shown while both tokens are held (§2). */
export function UserMenu() {
  const navigate = useNavigate();
  if (!tokenStore.isSignedIn()) return null;

  const signOut = async () => {
    const token = tokenStore.getRefreshToken();
    tokenStore.clear();
    // Revoke on the server too; the member is signed out here whatever it answers.
    if (token) await api.post('auth/logout', { json: { token } }).catch(() => undefined);
    navigate('/auth/login', { replace: true });
  };

  const item =
    'hover:bg-accent focus-visible:bg-accent block w-full rounded-sm px-3 py-2 text-left text-sm outline-none';
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={USER_MENU.open}
        className="hover:bg-accent focus-visible:ring-ring/50 rounded-full border p-2 outline-none focus-visible:ring-[3px]"
      >
        <UserRound aria-hidden className="size-6" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="bg-popover z-50 w-48 rounded-md border p-1 shadow-md"
        >
          <nav aria-label={USER_MENU.open}>
            <Popover.Close asChild>
              <Link to="/secure/profile" className={item}>
                {USER_MENU.profile}
              </Link>
            </Popover.Close>
            <Popover.Close asChild>
              <Link to="/secure/business" className={item}>
                {USER_MENU.businesses}
              </Link>
            </Popover.Close>
            <button type="button" className={item} onClick={() => void signOut()}>
              {USER_MENU.signOut}
            </button>
          </nav>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
