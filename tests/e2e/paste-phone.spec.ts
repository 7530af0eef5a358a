import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  nextPhone,
  pasteInto,
  PHONE_VIEWPORT,
  sentCode,
  signUpThroughScreens,
} from './helpers';

test.use({ viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write'] });

/** The ways members paste an Indian mobile number, for a national number "98xxxxxxxx". */
const FORMATS: Array<[string, (national: string) => string]> = [
  ['+91 98765 43210', (n) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`],
  ['+919876543210', (n) => `+91${n}`],
  ['09876543210', (n) => `0${n}`],
  ['98765-43210', (n) => `${n.slice(0, 5)}-${n.slice(5)}`],
];

const countryCode = (page: Page, name: RegExp) =>
  page.getByRole('combobox', { name: new RegExp(`Country code for ${name.source}`) });

for (const [format, write] of FORMATS) {
  test(`login takes a phone pasted as ${format}`, async ({ page }) => {
    const phone = nextPhone();
    await page.goto('/auth/login');
    const box = page.getByRole('textbox', { name: /Phone Number/ });
    await pasteInto(page, box, write(phone.national));
    await expect(box).toHaveValue(phone.national);
    await expect(countryCode(page, /Phone Number/)).toHaveText(/\+91/);
    await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
    // The code went to the number as stored: digits with the country code.
    expect(await sentCode(page, phone.digits)).toMatch(/^\d{6}$/);
  });
}

test("login switches the country to a pasted number's own code", async ({ page }) => {
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await pasteInto(page, box, '+44 20 7946 0958');
  await expect(countryCode(page, /Phone Number/)).toHaveText(/\+44/);
  await expect(box).toHaveValue('2079460958');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expectNoAxeViolations(page, 'login after a foreign paste');
});

test('the alternate phone on the profile takes each pasted format, and a foreign one', async ({
  page,
}) => {
  await signUpThroughScreens(page);
  await page.goto('/secure/profile');
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  const box = page.getByRole('textbox', { name: /Alternate Phone Number/ });
  const other = nextPhone();
  for (const [, write] of FORMATS) {
    await pasteInto(page, box, write(other.national));
    await expect(box).toHaveValue(other.national);
    await expect(countryCode(page, /Alternate Phone Number/)).toHaveText(/\+91/);
  }
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
  await pasteInto(page, box, '+1 415 555 2671');
  await expect(countryCode(page, /Alternate Phone Number/)).toHaveText(/\+1\b/);
  await expect(box).toHaveValue('4155552671');
  await pasteInto(page, box, `+91 ${other.national.slice(0, 5)} ${other.national.slice(5)}`);
  await expect(countryCode(page, /Alternate Phone Number/)).toHaveText(/\+91/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile information saved successfully!')).toBeVisible();
  await page.reload();
  await expect(box).toHaveValue(other.national);
});
