import { expect, test } from '@playwright/test';
import {
  addBusinessThroughApi,
  expectNoAxeViolations,
  nextPhone,
  PHONE_VIEWPORT,
  requestLoginOtp,
  requestWizardOtp,
  sentCode,
  signUpThroughScreens,
  submitSignUpForm,
  submitWizard,
  typeOtp,
} from './helpers';

test.use({ viewport: PHONE_VIEWPORT });

test('the right code for a phone with no account: the catalogue message and a way to sign up, never "OTP incorrect"', async ({
  page,
}) => {
  const phone = nextPhone();
  await requestLoginOtp(page, phone.national);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByText('No account found with these credentials.')).toBeVisible();
  await expect(page.getByText('OTP incorrect. Please enter valid OTP')).toHaveCount(0);
  await expect(page.getByText('OTP verified. Processing...')).toHaveCount(0);
  // The success toast of the right code is taken away, not left beside the refusal.
  await expect(page.getByText('OTP verified Successfully!')).toHaveCount(0);
  await expectNoAxeViolations(page, 'login refused');
  await page.getByRole('link', { name: 'Sign up with this phone' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(phone.national);
});

test('a phone that already has an account, signing up again: a way to log in instead', async ({
  page,
  context,
}) => {
  const phone = await signUpThroughScreens(page);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  // A new code is accepted a second after the last one (OTP_RESEND_SECONDS=1 here).
  await page.waitForTimeout(1100);
  await submitSignUpForm(page, phone);
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
        to: string;
      }>;
      return outbox.filter((m) => m.to === `+${phone.digits}`).length;
    })
    .toBeGreaterThan(1);
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
    to: string;
    code: string;
  }>;
  // Newest first.
  const latest = outbox.find((m) => m.to === `+${phone.digits}`)!;
  await typeOtp(page, latest.code);
  await expect(page.getByText('An account with this phone already exists.')).toBeVisible();
  await expect(page.getByText('OTP incorrect. Please enter valid OTP')).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in with this phone' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(phone.national);
});

test('the dashboard greets the member by first name and links to the profile and the businesses, counted', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await expect(page.getByText('Welcome, Asha!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Your businesses/ })).toContainText(
    'None added yet.',
  );
  await expectNoAxeViolations(page, 'dashboard');
  await addBusinessThroughApi(page, 'Sharma Textiles');
  await addBusinessThroughApi(page, 'Sharma Silks');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Your businesses/ })).toContainText('2 businesses');
  await page.getByRole('link', { name: /Your businesses/ }).click();
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /Personal Information/ }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
});

test("the wizard's thank-you gives a tel: link and Log in; the same phone again says so in the page", async ({
  page,
}) => {
  const phone = nextPhone();
  await submitWizard(page, phone, 'Kumar Traders');
  // The thank-you's own link (the footer names the privacy contact's phone too).
  await expect(
    page.getByRole('main').getByRole('link', { name: '+91 20 4000 1234' }),
  ).toHaveAttribute('href', 'tel:+912040001234');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
  await expectNoAxeViolations(page, 'thank-you');

  // The same phone again, in a fresh wizard.
  await page.evaluate(() => sessionStorage.clear());
  await requestWizardOtp(page, phone.national);
  const notice = page.getByText('Your data has already been submitted using this phone number.');
  await expect(notice).toBeVisible();
  await page.waitForTimeout(5000); // longer than a toast stays
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await expectNoAxeViolations(page, 'already submitted');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(phone.national);
});
