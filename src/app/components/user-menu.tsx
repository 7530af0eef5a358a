import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { api, tokenStore } from '@/lib/services';
import { useChunk } from '../../../widgets/use-chunk';
import { loadOnce } from '@/shared/load-once';

/**
 * The menu itself (Radix DropdownMenu, floating-ui, the focus and dismiss layers) is a chunk of its
 * own, fetched when a member reaches for the button (hover, focus or press), never with the page.
 * A failed fetch is forgotten, so the next attempt asks again.
 */
const popup = loadOnce(() => import('./user-menu-popup'));

/**
 * The account menu, shown while both tokens are held: a WAI-ARIA menu button (Radix
 * DropdownMenu). Enter, Space or ArrowDown open it with focus on Profile, the arrows move, Escape
 * closes it and gives focus back to the button. Sign out comes last, after a separator, so an
 * Enter straight after opening never signs anyone out. Not modal: a modal menu hides the page
 * (aria-hidden) while its links stay focusable, which axe refuses.
 *
 * The button is plain HTML with the menu button's contract (Radix's trigger: opens on press, on
 * Enter, Space and ArrowDown); the menu comes in its own chunk and shows as soon as it is there.
 */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const [Popup, fetchPopup] = useChunk(
    popup,
    (m) => m.UserMenuPopup,
    'the account menu',
    () => setOpen(false),
  );
  if (!tokenStore.isSignedIn()) return null;

  const change = (next: boolean, keyboard = false) => {
    setOpen(next);
    if (next) {
      setByKeyboard(keyboard);
      fetchPopup(true);
    }
  };

  const signOut = async () => {
    const token = tokenStore.getRefreshToken();
    tokenStore.clear();
    // Revoke on the server too; the member is signed out here whatever it answers.
    if (token) await api.post('auth/logout', { json: { token } }).catch(() => undefined);
    navigate('/auth/login', { replace: true });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    fetchPopup();
    if (event.button !== 0 || event.ctrlKey) return;
    change(!open);
    // The menu takes the focus as it opens; the press must not then move it back to the button.
    // (While the menu is still on its way the button keeps it, so Tab or a click elsewhere can
    // still call the opening off.)
    if (!open && Popup) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') change(!open, true);
    else if (event.key === 'ArrowDown') change(true, true);
    else if (event.key === 'Escape' && open) change(false);
    else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        id={buttonId}
        aria-label={t('app.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className="hover:bg-accent focus-visible:ring-ring/50 data-[state=open]:bg-accent flex size-11 items-center justify-center rounded-full border outline-none focus-visible:ring-[3px]"
        onPointerEnter={() => fetchPopup()}
        onFocus={() => fetchPopup()}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        // Gone elsewhere before the menu came: it should not then take the focus.
        onBlur={() => {
          if (open && !Popup) change(false);
        }}
      >
        <UserRound aria-hidden className="size-6" />
      </button>
      {Popup && (
        <Popup
          button={button}
          buttonId={buttonId}
          menuId={menuId}
          open={open}
          byKeyboard={byKeyboard}
          onOpenChange={(next) => change(next)}
          onSignOut={() => void signOut()}
        />
      )}
    </div>
  );
}
