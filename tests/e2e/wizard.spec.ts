import { expect, test, type Page } from '@playwright/test';
import {
  addBusiness,
  expectNoAxeViolations,
  expectTouchSizes,
  fillWizardProfile,
  giveWizardConsent,
  nextPhone,
  PHONE_VIEWPORT,
  sentCode,
  submitWizard,
  typeOtp,
  verifyInWizard,
  lookAt,
} from './helpers';

test('a visitor completes the wizard, with an edit, a delete and a reload on the way', async ({
  page,
}) => {
  const phone = nextPhone();
  await page.goto('/');
  await expect(page).toHaveURL(/\/temp\/create-profile\?step=1$/);
  await expect(page.getByText('Only WhatsApp-based OTP is supported.')).toBeVisible();
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
  await expect(page.getByRole('button', { name: /Edit phone/ })).toBeVisible();
  await typeOtp(page, await sentCode(page, phone.digits));

  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Verify Phone' }).getByLabel('completed'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await fillWizardProfile(page);

  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await addBusiness(page, 'Kumar Traders');
  await addBusiness(page, 'Kumar Exports');
  await page.getByRole('button', { name: 'Edit Kumar Traders' }).click();
  await page.getByLabel(/Business Name/).fill('Kumar & Sons');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByRole('button', { name: 'Delete Kumar Exports' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Kumar Exports?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByRole('cell', { name: 'Kumar Exports', exact: true })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Kumar & Sons', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/First Name/)).toHaveValue('Ravi');
  await page.getByRole('button', { name: 'Next' }).click();
  await giveWizardConsent(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The thank-you's phone (the footer names the privacy contact, who may have the same one).
  await expect(page.getByRole('status').getByText('+91 20 4000 1234')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('create-profile-wizard'))).toBeNull();

  // The same phone again, in a fresh tab's session (a reload keeps the thank-you): the flow stops.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
  await expect(
    page.getByText('Your data has already been submitted using this phone number.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
});

/** A screenshot at 375 px and one at 1280 px, to look at (tests/e2e/screenshots, not committed). */
async function screenshots(page: Page, name: string) {
  for (const width of [PHONE_VIEWPORT.width, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? PHONE_VIEWPORT.height : 900 });
    await lookAt(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize(PHONE_VIEWPORT);
}

/** How many codes the server has sent to the phone (digits with the country code). */
async function codesSent(page: Page, digits: string) {
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string }[];
  return outbox.filter((m) => m.to === `+${digits}`).length;
}

test("the phone's Back and Forward move between the steps, with everything kept", async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const phone = nextPhone();
  await verifyInWizard(page, phone);
  await expect(page).toHaveURL(/\?step=2$/);
  await fillWizardProfile(page);
  await expect(page).toHaveURL(/\?step=3$/);
  await addBusiness(page, 'Kumar Traders');
  await page.getByRole('button', { name: 'Add business' }).click();
  await page.getByLabel(/Business Name/).fill('Half Done');

  await page.goBack();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByLabel(/First Name/)).toHaveValue('Ravi');
  await expect(page.getByLabel(/^Email/)).toHaveValue('ravi@example.in');
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Chennai Marina',
  );

  // Step 1 again: the phone is verified, said so, with a way on; no code is sent again.
  await page.goBack();
  await expect(page).toHaveURL(/\?step=1$/);
  await expect(page.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
  await expect(page.getByText('This phone number is verified:')).toContainText(
    phone.national.slice(-5),
  );
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Verify Phone' }).getByLabel('completed'),
  ).toBeVisible();
  expect(await codesSent(page, phone.digits)).toBe(1);
  await expectTouchSizes(page, 'wizard step 1, verified');
  await expectNoAxeViolations(page, 'wizard step 1, verified');
  await screenshots(page, 'wizard-phone-verified');

  await page.goForward();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByLabel(/First Name/)).toHaveValue('Ravi');
  await page.goForward();
  await expect(page).toHaveURL(/\?step=3$/);
  // The business form left open is still open, and the list behind it is kept.
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Half Done');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();

  // The page's own Back is the browser's: Forward returns from it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await page.goForward();
  await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();

  // From step 1 on again by its button, then by Next.
  await page.goBack();
  await page.goBack();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();

  // An edit after Back that leaves the profile invalid closes Business Info until Next again.
  await page.goBack();
  await page.getByLabel(/First Name/).fill('');
  await page.goForward();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
});

test('a step whose earlier steps are not done opens the first one missing instead', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.goto('/temp/create-profile?step=3');
  await expect(page).toHaveURL(/\/temp\/create-profile\?step=1$/);
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toBeVisible();
  // Replaced, not pushed: Back goes where the member was before, not to the step that could not open.
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/temp/create-profile?step=2');
  await expect(page).toHaveURL(/\?step=1$/);
});

test('one shared phone takes the next person: a fresh wizard with nothing of the one before', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const phone = nextPhone();
  await submitWizard(page, phone, 'Kumar Traders');
  await expect(page).toHaveURL(/\/temp\/create-profile$/);
  await expectTouchSizes(page, 'wizard thank-you');
  await screenshots(page, 'wizard-thanks-restart');

  await page.getByRole('button', { name: 'Fill in for another person' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Start a new form for another person?' });
  await expect(dialog).toContainText('Your submission has already been received.');
  await expectNoAxeViolations(page, 'wizard thank-you, asking to start anew');
  await screenshots(page, 'wizard-restart-dialog');
  await dialog.getByRole('button', { name: 'Start new form' }).click();

  const traces = [/Ravi/, /Kumar/, new RegExp(phone.national.slice(-8))];
  const expectEmptyStart = async () => {
    await expect(page).toHaveURL(/\?step=1$/);
    await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('');
    await expect(page.getByRole('listitem').getByLabel('completed')).toHaveCount(0);
    const html = await page.content();
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    for (const trace of traces) {
      expect(html, `the page, for ${trace}`).not.toMatch(trace);
      expect(stored, `sessionStorage, for ${trace}`).not.toMatch(trace);
    }
  };
  await expectEmptyStart();
  await page.reload();
  await expectEmptyStart();
});
