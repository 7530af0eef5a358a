/**
 * Every screen at 375 px and 1280 px: a screenshot to look at (tests/e2e/screenshots, not
 * committed) and an axe check for WCAG 2.1 A/AA, which must find nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectToastsAccessible,
  giveWizardConsent,
  nextPhone,
  requestLoginOtp,
  sentCode,
  signUpThroughScreens,
  walkBusinessScreens,
  walkPublicScreens,
  walkWizardScreens,
  typeOtp,
  lookAt,
} from './helpers';

const WIDTHS = [375, 1280];

async function check(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await lookAt(page, `${name}-${width}.png`, { fullPage: true });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
  }
}

test('public screens', async ({ page }) => {
  test.slow();
  await page.goto('/temp/create-profile');
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await check(page, 'wizard-phone');
  await walkPublicScreens(page, (screen) => check(page, screen));
});

test('signed-in screens', async ({ page }) => {
  // Eleven screens at two widths, each with a full-page screenshot and an axe run.
  test.slow();
  await signUpThroughScreens(page);
  await check(page, 'dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await check(page, 'account-menu');
  await page.goto('/secure/profile');
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  await check(page, 'profile');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToastsAccessible(page, 'Profile information saved successfully!');
  await lookAt(page, 'toast-success-375.png');
  await walkBusinessScreens(page, async (screen) => {
    if (screen === 'edit-business') {
      await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
    }
    await check(page, screen);
  });
});

test('wizard screens', async ({ page }) => {
  // Six screens at two widths, each with a full-page screenshot and an axe run: about 30 s alone.
  test.slow();
  await page.goto('/temp/create-profile');
  await walkWizardScreens(page, async (screen) => {
    if (screen !== 'wizard-business-step') await check(page, screen);
  });
  await giveWizardConsent(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await check(page, 'wizard-thanks');
});

test('toasts at rest: loading, error and plain', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const phone = nextPhone();
  await requestLoginOtp(page, phone.national);
  const code = await sentCode(page, phone.digits);
  // The check is held back, so the loading toast stays up to be read.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/verification/verify', async (route) => {
    await held;
    await route.continue();
  });
  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await typeOtp(page, wrong);
  await expectToastsAccessible(page, 'Verifying OTP...');
  await lookAt(page, 'toast-loading-375.png');
  release();
  await expectToastsAccessible(page, 'OTP verification failed');
  await lookAt(page, 'toast-error-375.png');
  // A new code is offered a second after the last (OTP_RESEND_SECONDS=1 here).
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expectToastsAccessible(page, 'OTP resent successfully');
  await lookAt(page, 'toast-plain-375.png');
});
