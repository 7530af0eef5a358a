/**
 * At a phone's 375 px: every control a thumb can hit, the account menu's
 * keyboard pattern, read-only fields that look read-only, one left edge, one column.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectTouchSizes,
  openAddBusiness,
  PHONE_VIEWPORT,
  signUpThroughScreens,
  walkBusinessScreens,
  walkPublicScreens,
  walkWizardScreens,
  type BusinessScreen,
  type WizardScreen,
} from './helpers';

test.use({ viewport: PHONE_VIEWPORT });

/** How each walked screen is named in a failure. */
const LABELS: Record<WizardScreen | BusinessScreen, string> = {
  'wizard-otp': 'wizard OTP',
  'wizard-profile': 'wizard step 2',
  'wizard-business-step': 'wizard step 3',
  'wizard-business-form': 'wizard business form',
  'wizard-businesses': 'wizard step 3 with a business',
  'business-list': 'my businesses',
  'add-business': 'add business',
  'business-list-rows': 'my businesses with a row',
  'edit-business': 'edit business',
};

/** A form field's control by the end of its id (each form prefixes its ids with its name). */
const field = (page: Page, name: string) => page.locator(`[id$="_${name}"]`);
const background = (page: Page, name: string) =>
  field(page, name).evaluate((el) => getComputedStyle(el).backgroundColor);
const left = async (page: Page, name: string) => (await field(page, name).boundingBox())!.x;

test('every input, select and button on the public screens is at least 44 px', async ({ page }) => {
  await walkPublicScreens(page, async (screen) => {
    await expectTouchSizes(page, screen);
    if (screen !== 'sign-up') return;
    // Selects look as editable as the text boxes, and every field starts at one left edge.
    const textBox = await background(page, 'firstName');
    expect(await background(page, 'region')).toBe(textBox);
    expect(await background(page, 'phone-country')).toBe(textBox);
    const edge = await left(page, 'firstName');
    expect(await left(page, 'phone-country')).toBe(edge);
    expect(await left(page, 'region')).toBe(edge);
    expect(await left(page, 'groupName')).toBe(edge);
    // Help text: 14 px, not red.
    const help = page.getByText('At least 8 characters.');
    expect(await help.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
  });
});

test('every input, select and button in the wizard is at least 44 px; its steps fit one line', async ({
  page,
}) => {
  await page.goto('/temp/create-profile');
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await expectTouchSizes(page, 'wizard step 1');
  for (const label of ['Verify Phone', 'Profile Info', 'Business Info']) {
    const box = (await page
      .getByRole('list', { name: 'Progress' })
      .getByText(label, { exact: true })
      .boundingBox())!;
    expect(box.height, `${label} on one line`).toBeLessThan(24);
  }
  await walkWizardScreens(page, async (screen) => {
    if (screen === 'wizard-business-step') {
      await expect(page.getByRole('heading', { name: 'Your businesses' })).toBeVisible();
    }
    await expectTouchSizes(page, LABELS[screen]);
  });
});

test('every input, select and button on the signed-in screens is at least 44 px', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await expectTouchSizes(page, 'dashboard');
  const header = (await page.getByRole('banner').boundingBox())!;

  await page.goto('/secure/profile');
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  await expectTouchSizes(page, 'profile');
  // Read-only fields wear the read-only phone's muted fill, not the editable fields' white.
  const editable = await background(page, 'firstName');
  const readOnly = await background(page, 'phone');
  expect(readOnly).not.toBe(editable);
  for (const name of ['email', 'groupNumber', 'groupName', 'region'])
    expect(await background(page, name), name).toBe(readOnly);
  // A toast never covers the header's controls.
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByText('Profile information saved successfully!');
  await expect(toast).toBeVisible();
  // (Polled: the toast slides in.)
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);

  await walkBusinessScreens(page, (screen) => expectTouchSizes(page, LABELS[screen]));

  // The header lines up with the page's column.
  const main = (await page.getByRole('main').boundingBox())!;
  const logoLink = (await page.getByRole('link', { name: "Members' Network" }).boundingBox())!;
  expect(Math.abs(logoLink.x - (main.x + 16))).toBeLessThanOrEqual(4);
});

test('the account menu is a menu button: Enter or Space opens it on Profile, arrows move, Escape returns', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  // By its label, not its role: while the menu is open the rest of the page is hidden from it.
  const button = page.locator('button[aria-label="Account menu"]');
  const menu = page.getByRole('menu');
  await button.focus();

  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'My Businesses',
    'Directory',
    'Referrals',
    'Your data',
    'Sign out',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Businesses' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Directory' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Referrals' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Your data' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Your data' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectTouchSizes(page, 'account menu');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("the header's logo goes to the start within the app, and a header is painted before any script runs", async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('link', { name: "Members' Network" }).click();
  await expect(page).toHaveURL(/\/temp\/create-profile\?step=1$/);
  // No reload: the page that was loaded is still the one running.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The header is in the page itself, so a phone paints it before the script arrives.
  const html = await (await page.request.get('/auth/login')).text();
  expect(html).toMatch(/<header id="app-header"[^]*<svg viewBox="0 0 90 80"/);
  expect(html).toContain("Members' Network</span>");
});

test('no screen fetches a stylesheet: the styles are in the page', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  // The screens whose chunks once asked for the stylesheet with their code: the forms and the list.
  await signUpThroughScreens(page);
  await openAddBusiness(page);
  expect(sheets).toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the header is laid out and styled by the page alone', async ({ page }) => {
    const response = await page.goto('/auth/login');
    expect(response?.status()).toBe(200);
    const header = page.locator('#app-header');
    // h-24 and border-b from the stylesheet; unstyled, the header would be its content's height.
    expect((await header.boundingBox())?.height).toBe(97);
    expect(await header.evaluate((el) => getComputedStyle(el).borderBottomWidth)).toBe('1px');
    expect(await page.locator('#home-link svg').boundingBox()).toMatchObject({
      width: 90,
      height: 80,
    });
  });
});
