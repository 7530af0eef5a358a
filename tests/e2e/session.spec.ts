import { expect, test } from '@playwright/test';
import { nextPhone, sentCode, signUpThroughScreens, typeOtp } from './helpers';

test('an invalid access token is refreshed transparently', async ({ page }) => {
  await signUpThroughScreens(page);
  const before = await page.evaluate(() => localStorage.getItem('rToken'));
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.goto('/secure/profile');
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  const after = await page.evaluate(() => ({
    rToken: localStorage.getItem('rToken'),
    token: localStorage.getItem('token'),
  }));
  expect(after.rToken).not.toBe(before);
  expect(after.token).not.toBe('expired.token.value');
});

test('a failed refresh ends the session on the login screen', async ({ page }) => {
  await signUpThroughScreens(page);
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.token.value');
    localStorage.setItem('rToken', 'revoked');
  });
  await page.goto('/secure/profile');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rToken'))).toBeNull();
});

test('after login the member lands where the guard stopped them', async ({ page, context }) => {
  const phone = await signUpThroughScreens(page);
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.goto('/secure/business');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/business$/);
});

test("resend clears the boxes, restarts the server's countdown and says so", async ({ page }) => {
  // The countdown follows `otpResendSeconds` of the configuration. The e2e server's gap is 1 s, too
  // short to see, so the browser is told 3 s (at least the server's gap, so Resend is accepted).
  await page.route('**/api/v2/config', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, otpResendSeconds: 3 } });
  });
  const phone = nextPhone();
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // Not the product's 60 s: the configuration's 3 s.
  await expect(page.getByText(/^Resend OTP in [1-3]s$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill('4');
  await page.getByRole('button', { name: 'Resend OTP' }).click({ timeout: 10_000 });
  await expect(page.getByText('OTP resent successfully')).toBeVisible();
  await expect(page.getByText(/^Resend OTP in [1-3]s$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
});
