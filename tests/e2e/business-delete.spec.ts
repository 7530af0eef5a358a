import { expect, test } from '@playwright/test';
import {
  addBusinessThroughApi,
  expectNoAxeViolations,
  expectToastsAccessible,
  signUpThroughScreens,
} from './helpers';

test('a member deletes a business after confirming, undoes it, then deletes it for good', async ({
  page,
}) => {
  test.slow();
  await signUpThroughScreens(page);
  await addBusinessThroughApi(page, 'Sharma Textiles');
  await addBusinessThroughApi(page, 'Verma Sweets');
  await page.goto('/secure/business');
  const row = (name: string) => page.getByRole('cell', { name, exact: true });
  await expect(row('Sharma Textiles')).toBeVisible();

  // Cancel keeps it.
  await page.getByRole('button', { name: 'Delete Sharma Textiles' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Sharma Textiles?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'delete business dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row('Sharma Textiles')).toBeVisible();

  // Delete, then Undo within the toast's 5 s.
  await page.getByRole('button', { name: 'Delete Sharma Textiles' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(row('Sharma Textiles')).toBeHidden();
  await expect(row('Verma Sweets')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Businesses' })).toBeFocused();
  await expectToastsAccessible(page, 'Sharma Textiles was deleted.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Sharma Textiles is back in your list.')).toBeVisible();
  await expect(row('Sharma Textiles')).toBeVisible();
  await page.reload();
  await expect(row('Sharma Textiles')).toBeVisible();

  // Delete again and let the toast go: it stays deleted.
  await page.getByRole('button', { name: 'Delete Sharma Textiles' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const toast = page.getByText('Sharma Textiles was deleted.');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(row('Verma Sweets')).toBeVisible();
  await expect(row('Sharma Textiles')).toBeHidden();
});

test("another member's delete of a business answers 404 and leaves it", async ({ browser }) => {
  test.slow();
  const owner = await browser.newPage();
  await signUpThroughScreens(owner);
  await addBusinessThroughApi(owner, 'Sharma Textiles');
  const token = () => localStorage.getItem('token');
  const ownerToken = await owner.evaluate(token);
  const list = await owner.request.get('/api/business/', {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const [{ businessId }] = (await list.json()) as [{ businessId: string }];

  const other = await browser.newPage();
  await signUpThroughScreens(other);
  const refused = await other.request.delete(`/api/business/${businessId}`, {
    headers: { authorization: `Bearer ${await other.evaluate(token)}` },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ code: 'NOT_FOUND' });

  await owner.goto('/secure/business');
  await expect(owner.getByRole('cell', { name: 'Sharma Textiles', exact: true })).toBeVisible();
});
