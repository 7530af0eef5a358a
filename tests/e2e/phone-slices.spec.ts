import { expect, test, type Page, type Response } from '@playwright/test';
import { nextPhone, pasteInto, PHONE_VIEWPORT } from './helpers';

test.use({ viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write'] });

/** The scripts a page asked for, by path. */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** A calling code's metadata slice, a chunk of its own (src/fast/vite/phone-slices.ts). */
const sliceOf = (code: string) => new RegExp(`/assets/${code}-[\\w-]+\\.js$`);

const countryCode = (page: Page) => page.getByRole('combobox', { name: /Country code/ });

/**
 * Whether a script is libphonenumber's own code (parse, format, validate): its chunk is the one
 * with libphonenumber's parse error codes in it.
 */
const isPhoneCode = async (response: Response) =>
  response.request().resourceType() === 'script' &&
  (await response.text().catch(() => '')).includes('NOT_A_NUMBER');

/** The scripts with libphonenumber's code a page fetched, by path. */
function phoneCodeOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('response', async (response) => {
    if (await isPhoneCode(response)) paths.push(new URL(response.url()).pathname);
  });
  return paths;
}

/**
 * Holds back libphonenumber's code (src/fast/phone/phone-code.ts, its own chunk) until
 * `release` is called, so a test can type into the field before it has arrived.
 */
async function holdPhoneCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/phone-code-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked };
}

test("the login page's first paint fetches no libphonenumber code; using the field fetches it", async ({
  page,
}) => {
  const code = phoneCodeOf(page);
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  // The flag and India's dial code show without it.
  await expect(countryCode(page)).toHaveText(/^🇮🇳 \+91\b/);
  await expect(box).toHaveValue('');
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);

  const arrived = page.waitForResponse(isPhoneCode);
  await box.focus();
  await arrived;
  expect(code).toHaveLength(1);
});

test("the wizard's first paint fetches no libphonenumber code either", async ({ page }) => {
  const code = phoneCodeOf(page);
  await page.goto('/temp/create-profile');
  await expect(countryCode(page)).toHaveText(/^🇮🇳 \+91\b/);
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);
});

test('a number typed right after focus, before libphonenumber arrives, is kept and validated once it does', async ({
  page,
}) => {
  const { release, asked } = await holdPhoneCode(page);
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  const send = page.getByRole('button', { name: 'Send OTP' });
  const { national } = nextPhone();
  await box.focus();
  await box.pressSequentially(national);
  await expect(box).toHaveValue(national);
  await expect.poll(() => asked.length).toBe(1);
  // Not known yet: not valid, so it cannot be sent.
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled();
  await expect(box).toHaveValue(national);
  await expect(countryCode(page)).toHaveText(/\+91/);
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
});

test('a number pasted right after focus, before libphonenumber arrives, reads once it does', async ({
  page,
}) => {
  const { release } = await holdPhoneCode(page);
  await page.goto('/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  const send = page.getByRole('button', { name: 'Send OTP' });
  await pasteInto(page, box, '+44 20 7946 0958');
  await expect(box).toHaveValue('+44 20 7946 0958');
  await expect(send).toBeDisabled();
  release();
  await expect(countryCode(page)).toHaveText(/\+44/);
  await expect(box).toHaveValue('2079460958');
  await expect(send).toBeEnabled();
  await box.blur();
  await expect(page.getByText(/Invalid phone number/)).toHaveCount(0);
});

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
