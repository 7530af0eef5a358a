/**
 * Issue 10, items 5 and 8 at a phone's 375 px: every control a thumb can hit, the account menu's
 * keyboard pattern, read-only fields that look read-only, one left edge, one column.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createBusiness } from '../fixtures/forms';
import {
  addBusiness,
  fillWizardProfile,
  nextPhone,
  sentCode,
  signUpThroughScreens,
  typeOtp,
} from './helpers';
import { PHONE, expectTouchSizes } from './look-helpers';

test.use({ viewport: PHONE });

/** A form field's control by the end of its id (each form prefixes its ids with its name). */
const field = (page: Page, name: string) => page.locator(`[id$="_${name}"]`);
const background = (page: Page, name: string) =>
  field(page, name).evaluate((el) => getComputedStyle(el).backgroundColor);
const left = async (page: Page, name: string) => (await field(page, name).boundingBox())!.x;

test('every input, select and button on the public screens is at least 44 px', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectTouchSizes(page, 'login');

  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expectTouchSizes(page, 'sign-up');
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

  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(nextPhone().national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await expectTouchSizes(page, 'otp');
});

test('every input, select and button in the wizard is at least 44 px; its steps fit one line', async ({
  page,
}) => {
  const phone = nextPhone();
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
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
  await expect(page.getByRole('button', { name: /Edit phone/ })).toBeVisible();
  await expectTouchSizes(page, 'wizard OTP');
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
  await expectTouchSizes(page, 'wizard step 2');
  await fillWizardProfile(page);
  await expect(page.getByRole('heading', { name: 'Your businesses' })).toBeVisible();
  await expectTouchSizes(page, 'wizard step 3');
  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByLabel(/Business Name/)).toBeVisible();
  await expectTouchSizes(page, 'wizard business form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addBusiness(page, 'Kumar Traders');
  await expectTouchSizes(page, 'wizard step 3 with a business');
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
  // (Polled: the toast slides in from above.)
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(header.y + header.height);

  await page.goto('/secure/business');
  await expect(page.getByText("You haven't added any businesses yet.")).toBeVisible();
  await expectTouchSizes(page, 'my businesses');
  await page.goto('/secure/add-business');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await expectTouchSizes(page, 'add business');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f3a68' } })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/business/upload-logo', {
    headers,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  const logo = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await page.request.post('/api/business', {
    headers,
    data: createBusiness({ businessLogo: logo }),
  });
  expect(created.ok()).toBe(true);
  await page.goto('/secure/business');
  await expect(page.getByRole('cell', { name: 'Sharma Textiles', exact: true })).toBeVisible();
  await expectTouchSizes(page, 'my businesses with a row');
  await page.getByRole('link', { name: 'Edit Sharma Textiles' }).click();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Sharma Textiles');
  await expectTouchSizes(page, 'edit business');

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
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'My Businesses', 'Sign out']);
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Businesses' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'My Businesses' })).toBeFocused();
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
