import { expect, test, type Page } from '@playwright/test';
import { choose, fillAddress, signUpThroughScreens, uploadLogo } from './helpers';

/** A full address card; the index and city tell the cards apart. */
const fillAddressCard = (page: Page, index: number, city: string) =>
  fillAddress(page, index, {
    'Address Line 1': `${index} MG Road`,
    City: city,
    State: 'Maharashtra',
    'PIN Code': '411001',
    'Business Landline': '02012345678',
    'Google Location URL': 'https://maps.app.goo.gl/AbC123xyz',
  });

test('a member edits the profile: names and alternate phone save, the rest is read-only', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(/Group Number/)).toHaveAttribute('readonly', '');
  await page.getByLabel(/Middle Name/).fill('Kumari');
  await page.getByRole('textbox', { name: /Alternate Phone Number/ }).fill('9812345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile information saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Middle Name/)).toHaveValue('Kumari');
  await expect(page.getByRole('textbox', { name: /Alternate Phone Number/ })).toHaveValue(
    '9812345678',
  );
});

test('a member adds a business with a logo and two addresses, then edits it', async ({ page }) => {
  await signUpThroughScreens(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Businesses' }).click();
  await expect(page.getByText("You haven't added any businesses yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Add business' }).click();
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Business' });
  await expect(save).toBeDisabled();

  await uploadLogo(page);

  await page.getByLabel(/Business Name/).fill('Sharma Textiles');
  await page.getByLabel(/Business Tagline/).fill('Fabrics since 1982');
  await expect(page.getByRole('combobox', { name: /Country/ })).toHaveText(/India/);
  await choose(page, /Entity Type/, 'Partnership');
  await choose(page, /^Business Category/, 'Retail');
  await choose(page, /Sub-category/, 'Clothing');
  await page.getByLabel(/Business Description/).fill('Wholesale and retail fabrics.');
  await page.getByLabel(/Specialities/).fill('Silk, cotton');
  await page.getByLabel(/Interests/).fill('Exports');
  await page.getByLabel(/What do you want from us/).fill('Referrals');
  await fillAddressCard(page, 1, 'Pune');
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add another address' }).click();
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(2);
  await fillAddressCard(page, 2, 'Mumbai');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByText('Business saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sharma Textiles', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Sharma Textiles' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Business Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Address 2' }).getByLabel(/City/)).toHaveValue(
    'Mumbai',
  );
  await page.getByLabel(/Business Name/).fill('Sharma Silks');
  await page.getByRole('button', { name: 'Update Business' }).click();
  await expect(page.getByRole('cell', { name: 'Sharma Silks', exact: true })).toBeVisible();
});

test('entity types are those of India first, and are fetched again when the country changes', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await page.goto('/secure/add-business');
  const entityType = page.getByRole('combobox', { name: /Entity Type/ });
  await entityType.click();
  await expect(page.getByRole('option', { name: 'Hindu Undivided Family (HUF)' })).toBeVisible();
  await page.keyboard.press('Escape');

  const refetch = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/business/business-entity-types/United%20Arab%20Emirates') && r.ok(),
  );
  await choose(page, /^Country/, 'United Arab Emirates');
  await refetch;
  await entityType.click();
  await expect(page.getByRole('option', { name: 'Free Zone Company' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Hindu Undivided Family (HUF)' })).toBeHidden();
});
