import { expect, test } from '@playwright/test';
import { nextPhone, requestLoginOtp, sentCode, signUpThroughScreens, typeOtp } from './helpers';

test('a visitor signs up with a WhatsApp code and lands on the dashboard', async ({ page }) => {
  await signUpThroughScreens(page);
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).toEqual(['auth_token_expiry', 'rToken', 'token', 'userId']);
});

test("an unknown group number says 'Group not found.' and blocks sign-up until changed", async ({
  page,
}) => {
  await page.goto('/auth/sign-up');
  await page.getByLabel(/Group Number/).fill('999');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByText('Group not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  await page.getByLabel(/Group Number/).fill('101');
  await expect(page.getByText('Group not found.')).toBeHidden();
});

test('a member logs in; a wrong code is refused first', async ({ page, context }) => {
  const phone = await signUpThroughScreens(page);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await requestLoginOtp(page, phone.national);
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  const code = await sentCode(page, phone.digits);
  await typeOtp(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByText('OTP incorrect. Please enter valid OTP')).toBeVisible();
  await expect(page.getByText('OTP verification failed')).toBeVisible();
  await typeOtp(page, code);
  await expect(page.getByText('OTP verified. Processing...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the guard sends a visitor to login and back where they were going', async ({ page }) => {
  await page.goto('/secure/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('an unknown phone at login gets the catalogue message', async ({ page }) => {
  const phone = nextPhone();
  await requestLoginOtp(page, phone.national);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByText('No account found with these credentials.')).toBeVisible();
});

test('sign out clears the session and returns to login', async ({ page }) => {
  await signUpThroughScreens(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/secure/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
