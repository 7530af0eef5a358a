import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { APP_TEXT } from '@/shared/messages';
import { api, tokenStore } from '../services';

/** The menu's texts, kept here under their old name for the tests that use them. */
export const USER_MENU = {
  open: APP_TEXT.accountMenu,
  profile: APP_TEXT.profile,
  businesses: APP_TEXT.businesses,
  signOut: APP_TEXT.signOut,
} as const;

const ITEM =
  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground flex min-h-11 w-full cursor-pointer items-center justify-start rounded-sm px-3 text-left text-sm outline-none select-none md:min-h-9';

/**
 * The account menu, shown while both tokens are held (§2): a WAI-ARIA menu button (Radix
 * DropdownMenu). Enter, Space or ArrowDown open it with focus on Profile, the arrows move, Escape
 * closes it and gives focus back to the button. Sign out comes last, after a separator, so an
 * Enter straight after opening never signs anyone out. Not modal: a modal menu hides the page
 * (aria-hidden) while its links stay focusable, which axe refuses.
 */
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

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={USER_MENU.open}
        className="hover:bg-accent focus-visible:ring-ring/50 data-[state=open]:bg-accent flex size-11 items-center justify-center rounded-full border outline-none focus-visible:ring-[3px]"
      >
        <UserRound aria-hidden className="size-6" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="bg-popover text-popover-foreground z-[10000] w-52 rounded-md border p-1 shadow-md"
        >
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/profile">{USER_MENU.profile}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/business">{USER_MENU.businesses}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="bg-border -mx-1 my-1 h-px" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void signOut()}>
            {USER_MENU.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
