import { expect, test, type Page } from '@playwright/test';
import {
  addBusiness,
  codesSentTo,
  expectNoAxeViolations,
  expectTouchSizes,
  nextPhone,
  PHONE_VIEWPORT,
  sentCode,
  signUpThroughScreens,
  tickConsent,
  typeOtp,
  verifyInWizard,
  fillWizardProfile,
} from './helpers';

/**
 * Consent, asked: sign-up and the wizard send nothing until both boxes are ticked (the wizard also
 * until it knows who fills it in), the privacy notice opens beside the form, a volunteer's entry is
 * worded about the member and the member is told by WhatsApp, and a changed notice is agreed to again.
 */

test.use({ viewport: PHONE_VIEWPORT });

const NOTICE_REQUIRED = 'Tick this box to agree to the privacy notice.';
const ADULT_REQUIRED = 'Only people 18 years or older can register. Tick this box to confirm.';

/** The sign-up form filled in, up to its consent boxes. */
async function fillSignUpForm(page: Page, national: string) {
  await page.goto('/auth/sign-up');
  await page.getByLabel(/First Name/).fill('Asha');
  await page.getByLabel(/Last Name/).fill('Sharma');
  await page.getByLabel(/^Email/).fill('asha@example.in');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(national);
  await page.getByLabel(/Group Number/).fill('101');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Pune Central',
  );
  await page.getByLabel(/Password/).fill('correct horse');
}

test('sign-up is refused until both boxes are ticked, then signs up', async ({ page, context }) => {
  const phone = nextPhone();
  await fillSignUpForm(page, phone.national);
  const notice = page.getByRole('checkbox', { name: /I have read the privacy notice/ });
  const adult = page.getByRole('checkbox', { name: 'I am 18 years or older' });

  // The notice's words are a link to /privacy in a new tab: the form stays as typed.
  const link = page.getByRole('link', { name: /privacy notice/ }).first();
  await expect(link).toHaveAttribute('href', '/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(tab.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  await tab.close();
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  await expect(notice).not.toBeChecked();

  // Neither ticked: both messages, at the boxes; no code is sent. The button says it is not ready
  // (aria-disabled) but a press still reaches the form, which says what is missing.
  await page.getByRole('button', { name: 'Sign Up' }).click({ force: true });
  await expect(page.getByText(NOTICE_REQUIRED)).toBeVisible();
  await expect(page.getByText(ADULT_REQUIRED)).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page.getByText('2 fields need attention.')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up with consent refused');
  await expectTouchSizes(page, 'sign-up consent');

  // One ticked: still refused, the other box's message stays.
  await notice.check();
  await page.getByRole('button', { name: 'Sign Up' }).click({ force: true });
  await expect(page.getByText(NOTICE_REQUIRED)).toBeHidden();
  await expect(page.getByText(ADULT_REQUIRED)).toBeVisible();
  await expect(adult).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeHidden();
  expect(await codesSentTo(page, phone.digits)).toEqual([]);

  // Both: the code is sent, and the account is made.
  await adult.check();
  await expect(page.getByText(ADULT_REQUIRED)).toBeHidden();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("the wizard's boxes: refused until who and both ticks are given; a volunteer's entry tells the member", async ({
  page,
}) => {
  const phone = nextPhone();
  await verifyInWizard(page, phone);
  await fillWizardProfile(page);
  await addBusiness(page, 'Kumar Traders');

  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByText('Choose who is filling this in.')).toBeVisible();
  await expect(page.getByText(NOTICE_REQUIRED)).toBeVisible();
  await expect(page.getByText(ADULT_REQUIRED)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'I am the member' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeHidden();
  await expectNoAxeViolations(page, 'wizard consent refused');
  await expectTouchSizes(page, 'wizard consent');

  // A volunteer: the boxes speak of the member, and say they will be told.
  await page.getByRole('radio', { name: /volunteer, entering it for someone else/ }).check();
  await expect(page.getByText('Choose who is filling this in.')).toBeHidden();
  await expect(page.getByText(/We will send them a WhatsApp message/)).toBeVisible();
  const notice = page.getByRole('checkbox', { name: /They have read the privacy notice/ });
  const adult = page.getByRole('checkbox', { name: 'They are 18 years or older' });
  await notice.check();
  await submit.click();
  await expect(adult).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeHidden();
  await adult.check();
  await expectNoAxeViolations(page, 'wizard consent for someone else');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // The member is told, in the page's language, with the link to review, correct or delete it.
  const told = (await (await page.request.get('/api/dev/outbox?kind=registered')).json()) as Array<{
    to: string;
    text: string;
    parameters: string[];
  }>;
  const message = told.find((m) => m.to === `+${phone.digits}`);
  expect(message?.text).toContain('Hello Ravi. A volunteer has registered you');
  expect(message?.text).toContain('1 business');
  expect(message?.parameters[2]).toMatch(/^http:\/\/[^/]+\/secure\/my-data$/);
});

test('a changed notice is shown on the next visit and agreed to again', async ({ page }) => {
  await signUpThroughScreens(page);
  // The notice changes: the profile says the member's consent is no longer current, once.
  let changed = true;
  await page.route('**/api/profile/me', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({ response: answer, json: { ...body, consentCurrent: !changed } });
  });
  await page.goto('/secure/dashboard');
  await expect(page.getByRole('heading', { name: 'Please read our privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Your data' })).toHaveAttribute(
    'href',
    '/secure/my-data',
  );
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByText(NOTICE_REQUIRED)).toBeVisible();
  await expectNoAxeViolations(page, 'agree again');
  await expectTouchSizes(page, 'agree again');

  await tickConsent(page, 'consent-renewal');
  const recorded = page.waitForResponse('**/api/me/consent');
  changed = false;
  await page.getByRole('button', { name: 'I agree' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The dashboard's own profile request may still be on its way.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
