import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextPhone, sentCode } from './helpers';

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} Tabs never reached ${target}`);
}

async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Opens a searchable select with Enter, filters, and picks the first match with Enter. */
async function tabAndChoose(page: Page, target: Locator, option: string) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  await expect(target).toContainText(option);
}

test('the whole wizard can be completed with the keyboard alone', async ({ page }) => {
  const phone = nextPhone();
  await page.goto('/temp/create-profile');

  // Step 1: phone, then the code (typing moves from box to box).
  await tabAndType(page, page.getByRole('textbox', { name: /Phone Number/ }), phone.national);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await page.keyboard.type(await sentCode(page, phone.digits));

  // Step 2: the profile; leaving Group Number fills the group.
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
  await tabAndType(page, page.getByLabel(/First Name/), 'Lata');
  await tabAndType(page, page.getByLabel(/Last Name/), 'Menon');
  await tabAndType(page, page.getByLabel(/^Email/), 'lata@example.in');
  await tabAndType(page, page.getByLabel(/Group Number/), '101');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Pune Central',
  );
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // Step 3: one business through the inline form, then Submit.
  await tabTo(page, page.getByRole('button', { name: 'Add business' }));
  await page.keyboard.press('Enter');
  await tabAndType(page, page.getByLabel(/Business Name/), 'Menon Spices');
  await tabAndChoose(page, page.getByRole('combobox', { name: /Entity Type/ }), 'Partnership');
  await tabAndChoose(page, page.getByRole('combobox', { name: /^Business Category/ }), 'Retail');
  await tabAndType(page, page.getByLabel(/Business Description/), 'Whole spices from Kerala.');
  await tabAndType(page, page.getByLabel(/Specialities/), 'Cardamom');
  await tabAndType(page, page.getByLabel(/Interests/), 'Exports');
  await tabAndType(page, page.getByLabel(/What do you want from us/), 'Referrals');
  const card = page.getByRole('region', { name: 'Address 1' });
  await tabAndType(page, card.getByLabel(/Address Line 1/), '4 Jew Town Road');
  await tabAndType(page, card.getByLabel(/City/), 'Kochi');
  await tabAndType(page, card.getByLabel(/State/), 'Kerala');
  await tabAndType(page, card.getByLabel(/PIN Code/), '682002');
  await tabAndType(
    page,
    card.getByLabel(/Google Location URL/),
    'https://maps.app.goo.gl/AbC123xyz',
  );
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: 'Menon Spices', exact: true })).toBeVisible();

  // Who fills it in, and both consent boxes, by keyboard too.
  await tabTo(page, page.getByRole('radio', { name: 'I am the member' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: /privacy notice/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: '18 years or older', exact: false }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
