import { expect, type Page } from '@playwright/test';

let seq = 0;
/** A fresh valid Indian mobile number per call, unique across runs on one database. */
export function nextPhone(): { digits: string; national: string } {
  seq += 1;
  const national = `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
  return { digits: `91${national}`, national };
}

/** The code the server "sent" (OTP_DELIVERY=dev keeps it in the outbox). */
export async function sentCode(page: Page, digits: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
        to: string;
        code: string;
      }>;
      code = outbox.find((m) => m.to === `+${digits}`)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function typeOtp(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Fills the sign-up form (the group found by its number) and asks for the code. */
export async function submitSignUpForm(page: Page, phone: { national: string }) {
  await page.goto('/auth/sign-up');
  await page.getByLabel(/First Name/).fill('Asha');
  await page.getByLabel(/Last Name/).fill('Sharma');
  await page.getByLabel(/^Email/).fill('asha@example.in');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByLabel(/Group Number/).fill('101');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Pune Central',
  );
  await expect(page.getByRole('combobox', { name: /Region/ })).toHaveText(/West/);
  await page.getByLabel(/Password/).fill('correct horse');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
}

/** Signs up through the screens and waits for the dashboard. */
export async function signUpThroughScreens(page: Page, phone = nextPhone()) {
  await submitSignUpForm(page, phone);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByText('OTP verified. Signing up...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return phone;
}

/** Picks an option in a searchable select. */
export async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByPlaceholder('Search...').fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a business in the wizard's inline form and waits for its row. */
export async function addBusiness(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add business' }).click();
  await page.getByLabel(/Business Name/).fill(name);
  await choose(page, /Entity Type/, 'Partnership');
  await choose(page, /^Business Category/, 'Retail');
  await page.getByLabel(/Business Description/).fill('Wholesale and retail fabrics.');
  await page.getByLabel(/Specialities/).fill('Silk');
  await page.getByLabel(/Interests/).fill('Exports');
  await page.getByLabel(/What do you want from us/).fill('Referrals');
  const card = page.getByRole('region', { name: 'Address 1' });
  await card.getByLabel(/Address Line 1/).fill('12 MG Road');
  await card.getByLabel(/City/).fill('Pune');
  await card.getByLabel(/State/).fill('Maharashtra');
  await card.getByLabel(/PIN Code/).fill('411001');
  await card.getByLabel(/Google Location URL/).fill('https://maps.app.goo.gl/AbC123xyz');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Fills the wizard's Profile Info step (the group found by its number) and moves on. */
export async function fillWizardProfile(page: Page) {
  await page.getByLabel(/First Name/).fill('Ravi');
  await page.getByLabel(/Last Name/).fill('Kumar');
  await page.getByLabel(/^Email/).fill('ravi@example.in');
  await page.getByLabel(/Group Number/).fill('201');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Chennai Marina',
  );
  await page.getByRole('button', { name: 'Next' }).click();
}
