import { expect, test, type Page } from '@playwright/test';
import { pasteInto, PHONE_VIEWPORT } from './helpers';

test.use({ viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write'] });

/** The scripts a page asked for, by path. */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A calling code's metadata slice, a chunk of its own (scripts/vite-phone-slices.ts). */
const sliceOf = (code: string) => new RegExp(`/assets/${code}-[\\w-]+\\.js$`);

const countryCode = (page: Page) => page.getByRole('combobox', { name: /Country code/ });

test("a number pasted on the login page reads once its calling code's metadata arrives", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await expect(countryCode(page)).toHaveText(/\+91/);
  // India's numbers need nothing more; no other code's metadata comes with the page.
  expect(scripts.filter((path) => /\/assets\/\d+-/.test(path))).toEqual([]);

  await pasteInto(page, box, '+44 20 7946 0958');
  await expect(countryCode(page)).toHaveText(/\+44/);
  await expect(box).toHaveValue('2079460958');
  expect(scripts.some((path) => sliceOf('44').test(path))).toBe(true);
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});

test('a number typed with its plus on the login page becomes valid once its metadata arrives', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await box.pressSequentially('+1 415 555 2671');
  await expect(countryCode(page)).toHaveText(/\+1\b/);
  await expect(box).toHaveValue('4155552671');
  expect(scripts.some((path) => sliceOf('1').test(path))).toBe(true);
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});

test('a country chosen from the list validates the number with its own metadata', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await countryCode(page).click();
  await page.getByPlaceholder('Search...').fill('United Kingdom');
  await page.getByRole('option', { name: /United Kingdom \(\+44\)/ }).click();
  await expect(countryCode(page)).toHaveText(/\+44/);
  await box.fill('7911 123456');
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
});
