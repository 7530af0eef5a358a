/**
 * Every screen at 375 px and 1280 px: a screenshot to look at (tests/e2e/screenshots, not
 * committed) and an axe check for WCAG 2.1 A/AA, which must find nothing.
 */
import AxeBuilder from '@axe-core/playwright';
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

const WIDTHS = [375, 1280];

async function check(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png`, fullPage: true });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(summary, `${name} at ${width} px`).toEqual([]);
  }
}

test('public screens', async ({ page }) => {
  await page.goto('/temp/create-profile');
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await check(page, 'wizard-phone');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await check(page, 'login');
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await check(page, 'sign-up');
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(nextPhone().national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await check(page, 'otp');
});

test('signed-in screens', async ({ page }) => {
  await signUpThroughScreens(page);
  await check(page, 'dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await check(page, 'account-menu');
  await page.goto('/secure/profile');
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  await check(page, 'profile');
  await page.goto('/secure/business');
  await expect(page.getByText("You haven't added any businesses yet.")).toBeVisible();
  await check(page, 'business-list');
  await page.goto('/secure/add-business');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await check(page, 'add-business');

  // A business, added through the API, for the list with rows and the edit screen.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#1f3a68' },
  })
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
  await check(page, 'business-list-rows');
  await page.getByRole('link', { name: 'Edit Sharma Textiles' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Sharma Textiles');
  await check(page, 'edit-business');
});

test('wizard screens', async ({ page }) => {
  const phone = nextPhone();
  await page.goto('/temp/create-profile');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
  await expect(page.getByRole('button', { name: /Edit phone/ })).toBeVisible();
  await check(page, 'wizard-otp');
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
  await check(page, 'wizard-profile');
  await fillWizardProfile(page);
  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByLabel(/Business Name/)).toBeVisible();
  await check(page, 'wizard-business-form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addBusiness(page, 'Kumar Traders');
  await check(page, 'wizard-businesses');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await check(page, 'wizard-thanks');
});
