import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_KEYS } from '@/session/token-store';

/** The menu's texts in English (the catalogue's `app.*` and `directory.*`). */
const MENU = {
  open: 'Account menu',
  profile: 'Profile',
  businesses: 'My Businesses',
  directory: 'Directory',
  referrals: 'Referrals',
  yourData: 'Your data',
  signOut: 'Sign out',
};

/**
 * A fresh UserMenu module, so its menu's chunk is not loaded yet; the chunk is held back until
 * `arrive` (or comes at once with `arrived`).
 */
async function setup(arrived = false) {
  vi.resetModules();
  let open = () => {};
  const chunk = new Promise<void>((resolve) => {
    open = resolve;
  });
  if (arrived) open();
  vi.doMock('./user-menu-popup', async (importOriginal) => {
    await chunk;
    return importOriginal();
  });
  // The fresh modules hold no texts yet: English, as the rest of the tests read.
  (await import('@/testing/texts')).installEnglishTexts();
  const { UserMenu } = await import('./user-menu');
  render(
    <MemoryRouter>
      <UserMenu />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: MENU.open }),
    arrive: open,
  };
}

describe('UserMenu', () => {
  beforeEach(() => {
    localStorage.setItem(SESSION_KEYS.token, 'access');
    localStorage.setItem(SESSION_KEYS.rToken, 'refresh');
  });
  afterEach(() => localStorage.clear());

  it('opens on the first press while its menu is still loading, and shows it when it comes', async () => {
    const { user, button, arrive } = await setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    arrive();
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      MENU.profile,
      MENU.businesses,
      MENU.directory,
      MENU.referrals,
      MENU.yourData,
      MENU.signOut,
    ]);
  });

  it('starts on Profile when Enter came before the menu did', async () => {
    const { user, button, arrive } = await setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    arrive();
    expect(await screen.findByRole('menuitem', { name: MENU.profile })).toHaveFocus();
  });

  it('calls the opening off when the member leaves before the menu came', async () => {
    const { user, button, arrive } = await setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('is a menu button: Space opens it on Profile, arrows move, Escape gives the focus back', async () => {
    const { user, button } = await setup(true);
    button.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('menuitem', { name: MENU.profile })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: MENU.businesses })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when its button is pressed again or the member clicks elsewhere', async () => {
    const { user, button } = await setup(true);
    await user.click(button);
    await screen.findByRole('menu');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(button);
    await screen.findByRole('menu');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(elsewhere).toHaveFocus();
  });

  it('shows nothing to a member who is not signed in', async () => {
    localStorage.clear();
    const { UserMenu } = await import('./user-menu');
    const { container } = render(
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
