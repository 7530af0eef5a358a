/**
 * Every screen at 375 px and 1280 px: a screenshot to look at (tests/e2e/screenshots, not
 * committed) and an axe check for WCAG 2.1 A/AA, which must find nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  signUpThroughScreens,
  walkBusinessScreens,
  walkPublicScreens,
  walkWizardScreens,
} from './helpers';

const WIDTHS = [375, 1280];

async function check(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: `tests/e2e/screenshots/${name}-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
  }
}

test('public screens', async ({ page }) => {
  await page.goto('/temp/create-profile');
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await check(page, 'wizard-phone');
  await walkPublicScreens(page, (screen) => check(page, screen));
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
  await walkBusinessScreens(page, async (screen) => {
    if (screen === 'edit-business') {
      await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
    }
    await check(page, screen);
  });
});

test('wizard screens', async ({ page }) => {
  await page.goto('/temp/create-profile');
  await walkWizardScreens(page, async (screen) => {
    if (screen !== 'wizard-business-step') await check(page, screen);
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await check(page, 'wizard-thanks');
});
