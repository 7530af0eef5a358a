/**
 * Every screen at 375 px and 1280 px: a screenshot to look at (tests/e2e/screenshots, not
 * committed) and an axe check for WCAG 2.1 A/AA, which must find nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { nextPhone, signUpThroughScreens } from './helpers';

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
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
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
});
