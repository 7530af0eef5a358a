import { expect, test } from '@playwright/test';
import { addBusiness, fillWizardProfile, nextPhone, sentCode, typeOtp } from './helpers';

test('a visitor completes the wizard, with an edit, a delete and a reload on the way', async ({
  page,
}) => {
  const phone = nextPhone();
  await page.goto('/');
  await expect(page).toHaveURL(/\/temp\/create-profile$/);
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
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('+91 20 4000 1234')).toBeVisible();
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
