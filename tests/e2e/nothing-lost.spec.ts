/**
 * Nothing a visitor did in the wizard is lost by a slip or a reload. Delete asks
 * first; the open business form and the thank-you survive a reload of the tab.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  addBusiness,
  choose,
  fillWizardProfile,
  giveWizardConsent,
  nextPhone,
  PHONE_VIEWPORT,
  verifyInWizard,
} from './helpers';

test.use({ viewport: PHONE_VIEWPORT });

/** Verifies a fresh phone and fills the profile: the wizard's business step. */
async function toBusinessStep(page: Page) {
  await verifyInWizard(page, nextPhone());
  await fillWizardProfile(page);
  await expect(page.getByRole('heading', { name: 'Your businesses' })).toBeVisible();
}

test('Delete asks first: Cancel keeps the business, Delete removes it', async ({ page }) => {
  await toBusinessStep(page);
  await addBusiness(page, 'Kumar Traders');
  const row = page.getByRole('cell', { name: 'Kumar Traders', exact: true });
  const deleteButton = page.getByRole('button', { name: 'Delete Kumar Traders' });

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Kumar Traders?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The business and its addresses are removed from this form.');
  // Focus starts on the safe choice.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await expect(deleteButton).toBeFocused();

  // Escape cancels too.
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
  await expect(page.getByText('Add at least one business to submit.')).toBeVisible();
});

test('the open business form, new or being edited, survives a reload', async ({ page }) => {
  await toBusinessStep(page);
  await addBusiness(page, 'Kumar Traders');

  // Editing: the changed name and the edit mode come back; Cancel then keeps the saved one.
  await page.getByRole('button', { name: 'Edit Kumar Traders' }).click();
  await page.getByLabel(/Business Name/).fill('Kumar & Sons');
  await page.reload();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Kumar & Sons');
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();

  // A new one, half filled.
  await page.getByRole('button', { name: 'Add business' }).click();
  await page.getByLabel(/Business Name/).fill('Half Done');
  await choose(page, /Entity Type/, 'Partnership');
  await page.getByRole('region', { name: 'Address 1' }).getByLabel(/City/).fill('Pune');
  await page.reload();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Half Done');
  await expect(page.getByRole('combobox', { name: /Entity Type/ })).toContainText('Partnership');
  await expect(page.getByRole('region', { name: 'Address 1' }).getByLabel(/City/)).toHaveValue(
    'Pune',
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  // The rest of the wizard's progress came back with it.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/First Name/)).toHaveValue('Ravi');
});

test('the thank-you survives a reload, until the tab closes', async ({ page, context }) => {
  await toBusinessStep(page);
  await addBusiness(page, 'Kumar Traders');
  await giveWizardConsent(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The thank-you's phone (the footer names the privacy contact, who may have the same one).
  await expect(page.getByRole('status').getByText('+91 20 4000 1234')).toBeVisible();
  // Only the fact is kept, not the details.
  expect(await page.evaluate(() => sessionStorage.getItem('create-profile-wizard'))).toBeNull();

  // Another tab starts afresh.
  const other = await context.newPage();
  await other.goto('/temp/create-profile');
  await expect(other.getByRole('heading', { name: 'Verify Phone' })).toBeVisible();
});

test('a form that cannot arrive says so with Try again, which loads it', async ({ page }) => {
  let asked = 0;
  await page.route('**/api/forms/login?*', (route) => {
    asked += 1;
    return route.abort();
  });
  // Sent as built (an address with a query): the page asks for its form, which fails.
  await page.goto('/auth/login?as=built');
  await expect(page.getByRole('alert')).toContainText('This page could not load.');
  // Shown once, not asked again and again behind the message.
  await page.waitForTimeout(500);
  expect(asked).toBe(1);

  await page.unroute('**/api/forms/login?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toBeVisible();
});
