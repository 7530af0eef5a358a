import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  addBusinessThroughApi,
  expectNoAxeViolations,
  memberSignedIn,
  PHONE_VIEWPORT,
  requestLoginOtp,
  sentCode,
  typeOtp,
  lookAt,
} from './helpers';

const shot = (page: Page, name: string) => lookAt(page, `my-data-${name}.png`, { fullPage: true });

test('Your data shows the business, downloads a JSON with the phone; Delete, sign in again, Keep my account', async ({
  page,
}) => {
  test.slow();
  const phone = await memberSignedIn(page);
  await addBusinessThroughApi(page, 'Iyer Silks');

  // Reached from the account menu.
  await page
    .getByRole('button', { name: /account/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Iyer Silks' })).toBeVisible();
  // The phone as people read it, not as it is stored.
  const { national } = phone;
  await expect(
    page.getByText(`+91 ${national.slice(0, 5)} ${national.slice(5)}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Correct Iyer Silks' })).toBeVisible();
  await expect(page.getByText('Who receives what')).toBeVisible();
  await expectNoAxeViolations(page, 'your data');
  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 900 }],
    ['375', PHONE_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await shot(page, name);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-.*\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(file.profile.find((f: { name: string }) => f.name === 'phone').value).toBe(phone.digits);

  // Delete my account, confirmed with a code sent to the phone.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();
  await expect(page.getByText(/signed out everywhere/)).toBeVisible();
  await shot(page, 'scheduled');

  // Signed out: the next page asks to sign in. Signing in again shows the day, and Keep my account.
  await page.goto('/secure/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
  await requestLoginOtp(page, phone.national);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with a deletion scheduled');
  await shot(page, 'keep');
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page.getByText('Your account is kept.')).toBeVisible();
  await expect(page.getByText(/Your account will be deleted on/)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/Your account will be deleted on/)).toBeHidden();
});
