/**
 * Page weight: a page downloads its popups' code (Radix, floating-ui, cmdk) only when a member
 * reaches for one, and the first press opens it even while that code is still on its way.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughScreens } from './helpers';

const OPTION_POPUP = /^option-popup-.*\.js$/;
const MENU_POPUP = /^user-menu-popup-.*\.js$/;

/** The file name of every script the page asks for from now on. */
function watchScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return names;
}

test('the select and account-menu popups are fetched on first use and open on the first press', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  // The popups' chunks are held back half a second, so each first press lands before its code.
  await page.route(/\/assets\/(option-popup|user-menu-popup)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const scripts = watchScripts(page);
  await page.goto('/secure/add-business');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = scripts.length;
  expect(loaded).toBeGreaterThan(0);
  expect(scripts.filter((name) => OPTION_POPUP.test(name) || MENU_POPUP.test(name))).toEqual([]);

  // One click on Category: open at once, the list shows when its code has come.
  const category = page.getByRole('combobox', { name: /^Business Category/ });
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  expect(await page.getByRole('listbox').count()).toBe(0);
  const retail = page.getByRole('option', { name: 'Retail', exact: true });
  await expect(retail).toBeVisible();
  await expect(page.getByPlaceholder('Search...')).toBeFocused();
  expect(scripts.length).toBeGreaterThan(loaded);
  expect(scripts.filter((name) => OPTION_POPUP.test(name))).toHaveLength(1);
  // As wide as its button; the button closes it again; a choice gives the button the focus back.
  const popup = page.getByRole('dialog').filter({ has: page.getByRole('listbox') });
  expect((await popup.boundingBox())!.width).toBeCloseTo((await category.boundingBox())!.width, 0);
  await category.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.click();
  await retail.click();
  await expect(category).toHaveText(/Retail/);
  await expect(category).toBeFocused();
  expect(scripts.filter((name) => MENU_POPUP.test(name))).toEqual([]);

  // Enter on the account menu's button before its code has come: it opens on Profile.
  const button = page.locator('button[aria-label="Account menu"]');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await page.getByRole('menu').count()).toBe(0);
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  expect(scripts.filter((name) => MENU_POPUP.test(name))).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});
