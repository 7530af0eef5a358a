import { useRef, type RefObject } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';

const ITEM =
  'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground flex min-h-11 w-full cursor-pointer items-center justify-start rounded-sm px-3 text-left text-sm outline-none select-none md:min-h-9';

export interface UserMenuPopupProps {
  /** The account menu's button: the menu is labelled by it and gives it the focus back. */
  button: RefObject<HTMLButtonElement | null>;
  buttonId: string;
  menuId: string;
  open: boolean;
  /** Opened with Enter, Space or ArrowDown: the focus starts on the first item. */
  byKeyboard: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}

/**
 * The open half of the account menu, in its own chunk: Radix DropdownMenu, the WAI-ARIA menu
 * (arrows, typeahead, Escape, outside clicks). UserMenu's plain button stays the menu button; Radix's
 * trigger here is only an invisible box over it that the menu is placed against.
 */
export function UserMenuPopup({
  button,
  buttonId,
  menuId,
  open,
  byKeyboard,
  onOpenChange,
  onSignOut,
}: UserMenuPopupProps) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);
  // Focus goes back to the button after Escape or a choice, not after a click elsewhere.
  const wentElsewhere = useRef(false);
  const entered = useRef(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        asChild
        type={undefined}
        aria-haspopup={undefined}
        aria-expanded={undefined}
        aria-controls={undefined}
      >
        <span aria-hidden className="pointer-events-none absolute inset-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          id={menuId}
          aria-labelledby={buttonId}
          align="end"
          sideOffset={8}
          className="bg-popover text-popover-foreground z-[10000] w-52 rounded-md border p-1 shadow-md"
          onFocus={(event) => {
            // Opened from the keyboard, the menu starts on its first item. Radix does that only if
            // its menu saw the key, and a menu that arrived after the key did not.
            if (!byKeyboard || entered.current || event.target !== event.currentTarget) return;
            entered.current = true;
            content.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
          }}
          onInteractOutside={() => {
            wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!wentElsewhere.current) button.current?.focus();
            wentElsewhere.current = false;
            entered.current = false;
          }}
        >
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/profile">{t('app.profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/business">{t('app.businesses')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/directory">{t('directory.title')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/referrals">{t('directory.menuReferrals')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/secure/my-data">{t('app.yourData')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="bg-border -mx-1 my-1 h-px" />
          <DropdownMenu.Item className={ITEM} onSelect={onSignOut}>
            {t('app.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
