import { expect, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  fillBusinessForm,
  nextPhone,
  openAddBusiness,
  requestLoginOtp,
  sentCode,
  signUpThroughScreens,
  submitWizard,
  typeOtp,
} from './helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('a press of the grey Save Business explains itself and goes to the missing field', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await openAddBusiness(page);
  await fillBusinessForm(page, 'Sharma Textiles', { skip: 'Business Landline' });
  await page.getByLabel(/Business Name/).focus();

  const landline = page
    .getByRole('region', { name: 'Address 1' })
    .getByRole('textbox', { name: /Business Landline/ });
  await expect(landline).not.toBeInViewport();
  await expect(page.getByText('Business landline is required.')).toBeHidden();

  const save = page.getByRole('button', { name: 'Save Business' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // A tap on the button as it looks: disabled, yet pressed.
  await save.click({ force: true });

  await expect(landline).toBeFocused();
  await expect(landline).toBeInViewport();
  await expect(page.getByText('Business landline is required.')).toBeVisible();
  await expect(page.getByText('1 field needs attention.')).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/add-business/);
  await expectNoAxeViolations(page, 'Save Business explained');

  // Enter in a field does the same while anything is missing, and saves once all is done.
  await landline.fill('02012345678');
  await expect(page.getByText('1 field needs attention.')).toBeHidden();
  await expect(save).not.toHaveAttribute('aria-disabled');
  await landline.press('Enter');
  await expect(page.getByText('Business saved successfully!')).toBeVisible();
});

test('a business made in the wizard opens in Edit with its problems shown at once', async ({
  page,
  context,
}) => {
  const phone = nextPhone();
  await submitWizard(page, phone, 'Kumar Traders');

  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await requestLoginOtp(page, phone.national);
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/secure/business');
  await page.getByRole('link', { name: 'Edit Kumar Traders' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
  await expect(page.getByText('Business logo is required.')).toBeVisible();
  await expect(page.getByText('Business tagline is required.')).toBeVisible();
  await expect(page.getByText('Business landline is required.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Update Business' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoAxeViolations(page, 'edit with stored problems');
});

test('a business saved with category Other opens in Edit as Other with its own text', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await openAddBusiness(page);
  await fillBusinessForm(page, 'Clay Works', { otherCategory: 'Pottery' });
  // A Maps link typed without https:// gets it on blur.
  const url = page
    .getByRole('region', { name: 'Address 1' })
    .getByRole('textbox', { name: /Google Location URL/ });
  await url.fill('maps.app.goo.gl/AbC123xyz');
  await url.blur();
  await expect(url).toHaveValue('https://maps.app.goo.gl/AbC123xyz');
  await page.getByRole('button', { name: 'Save Business' }).click();
  await expect(page.getByText('Business saved successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Clay Works' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Business Category/ })).toHaveText(/Other/);
  await expect(page.getByLabel(/Other Business Category/)).toHaveValue('Pottery');
  await expect(page.getByRole('combobox', { name: /Sub-category/ })).not.toHaveText(/Pottery/);
  const update = page.getByRole('button', { name: 'Update Business' });
  await expect(update).not.toHaveAttribute('aria-disabled');
  await update.click();
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Clay Works' }).click();
  await expect(page.getByLabel(/Other Business Category/)).toHaveValue('Pottery');
});
