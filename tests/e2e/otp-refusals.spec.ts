import { expect, test, type Page } from '@playwright/test';
import {
  codesSentTo,
  nextPhone,
  PHONE_VIEWPORT,
  sentCode,
  submitSignUpForm,
  typeOtp,
} from './helpers';

test.use({ viewport: PHONE_VIEWPORT });

const INCORRECT = 'OTP incorrect. Please enter valid OTP';
const EXPIRED = 'This code has expired. Please request a new one.';

/** Records, from now on, the most toasts the page ever showed at once. */
async function countToasts(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { mostToasts: number };
    seen.mostToasts = 0;
    const count = () => {
      const shown = document.querySelectorAll('[data-toasts] [role=status]').length;
      seen.mostToasts = Math.max(seen.mostToasts, shown);
    };
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
}

/** A code that is not `code`. */
const wrong = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

test('five wrong codes use the code up: the right one then says it has expired, and a new one signs up', async ({
  page,
}) => {
  const phone = nextPhone();
  await submitSignUpForm(page, phone);
  const mostToasts = await countToasts(page);
  const code = await sentCode(page, phone.digits);

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await typeOtp(page, wrong(code));
    await expect(
      page.getByRole('region', { name: 'Enter the OTP' }).getByText(INCORRECT),
    ).toBeVisible();
    // The attempt's failure took the place of its "Verifying OTP...", and of the failure before.
    await expect(page.locator('[data-toasts] [role=status]')).toHaveCount(1);
    await expect(page.locator('[data-toasts]')).toContainText('OTP verification failed');
  }

  // The sixth try, with the right code: the server says the code is used up, and so does the page.
  await typeOtp(page, code);
  const step = page.getByRole('region', { name: 'Enter the OTP' });
  await expect(step.getByText(EXPIRED)).toBeVisible();
  await expect(page.getByText(INCORRECT)).toHaveCount(0);
  await expect(page.locator('[data-toasts]').getByText(EXPIRED)).toBeVisible();
  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible();

  await resend.click();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await expect(page.locator('[data-toasts]').getByText('OTP resent successfully')).toBeVisible();
  await expect.poll(async () => (await codesSentTo(page, phone.digits)).length).toBe(2);
  const fresh = await sentCode(page, phone.digits);
  await typeOtp(page, fresh);
  await expect(page.getByText('OTP verified. Signing up...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Loading, failure, resent and success each took the place of the one before.
  expect(await mostToasts()).toBe(1);
});
