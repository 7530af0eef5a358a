import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { choose } from './helpers';

/** Opens the signed-in Add Business form from the account menu. */
export async function openAddBusiness(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Businesses' }).click();
  await page.getByRole('link', { name: 'Add business' }).click();
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
}

/** Uploads a small PNG as the business logo. */
export async function uploadLogo(page: Page) {
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#1f3a68' },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
    'src',
    /\/api\/business\/logo\//,
  );
}

/**
 * Fills the signed-in business form (logo included) with category Retail, or with Other and
 * `otherCategory` as its text; `skip` names one address field ("Business Landline") left empty.
 */
export async function fillBusinessForm(
  page: Page,
  name: string,
  { otherCategory, skip }: { otherCategory?: string; skip?: string } = {},
) {
  await uploadLogo(page);
  await page.getByLabel(/Business Name/).fill(name);
  await page.getByLabel(/Business Tagline/).fill('Fabrics since 1982');
  await choose(page, /Entity Type/, 'Partnership');
  if (otherCategory) {
    await choose(page, /^Business Category/, 'Other');
    await page.getByLabel(/Other Business Category/).fill(otherCategory);
  } else {
    await choose(page, /^Business Category/, 'Retail');
  }
  await page.getByLabel(/Business Description/).fill('Wholesale and retail fabrics.');
  await page.getByLabel(/Specialities/).fill('Silk, cotton');
  await page.getByLabel(/Interests/).fill('Exports');
  await page.getByLabel(/What do you want from us/).fill('Referrals');
  const card = page.getByRole('region', { name: 'Address 1' });
  const fields: Array<[RegExp, string, string]> = [
    [/Address Line 1/, 'Address Line 1', '12 MG Road'],
    [/City/, 'City', 'Pune'],
    [/State/, 'State', 'Maharashtra'],
    [/PIN Code/, 'PIN Code', '411001'],
    [/Business Landline/, 'Business Landline', '02012345678'],
    [/Google Location URL/, 'Google Location URL', 'https://maps.app.goo.gl/AbC123xyz'],
  ];
  for (const [label, title, value] of fields) {
    if (title !== skip) await card.getByLabel(label).fill(value);
  }
}
