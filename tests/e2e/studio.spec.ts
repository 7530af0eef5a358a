import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_STAFF_PHONE, E2E_STUDIO_PORT } from '../helpers/e2e-servers';
import {
  PHONE_VIEWPORT,
  addBusinessThroughApi,
  expectNoAxeViolations,
  sentCode,
  signUpThroughScreens,
  typeOtp,
} from './helpers';

// Publishing changes this server's forms, so the Studio has a server of its own.
const BASE = `http://127.0.0.1:${E2E_STUDIO_PORT}`;
test.use({ baseURL: BASE });

const STAFF = { digits: E2E_STAFF_PHONE.slice(1), national: E2E_STAFF_PHONE.slice(3) };

/** Every console error and uncaught exception of a page: a CSP violation is reported as one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: PHONE_VIEWPORT });
  return context.newPage();
}

async function signInToStudio(page: Page) {
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Form Studio sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(STAFF.national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeOtp(page, await sentCode(page, STAFF.digits));
  await expect(page.getByRole('navigation', { name: 'Forms and shared parts' })).toBeVisible();
}

async function openBusinessForm(page: Page) {
  await page
    .getByRole('navigation', { name: 'Forms and shared parts' })
    .getByRole('button', { name: /^business\b/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Fields' })).toBeVisible();
}

const memberToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('staff change a form, see its impact and publish it; members and the API follow at once, and a rollback restores it', async ({
  page,
  browser,
}) => {
  // The whole round trip: a member signs up, staff sign in, edit, preview and publish, the member
  // and the API follow, and a rollback. It took 26.7 and 30.9 s in two quiet CI runs.
  test.slow();
  // A member with a business whose name a tighter rule would refuse.
  await signUpThroughScreens(page);
  await addBusinessThroughApi(page, 'Sunrise Traders Limited');
  const headers = { authorization: `Bearer ${await memberToken(page)}` };

  const staff = await staffPage(browser);
  const errors = consoleErrors(staff);
  const studio = await staff.goto('/studio');
  // The Studio runs under the same strict policy as every page.
  const csp = studio!.headers()['content-security-policy']!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await signInToStudio(staff);
  await openBusinessForm(staff);

  // A label, a tighter rule with its message, a new optional field with a rule, and its place.
  await staff.getByText('Edit Business Name').click();
  await staff.locator('#field-businessName-title').fill('Company Name');
  await staff.locator('#field-businessName-maxLength').fill('10');
  await staff
    .locator('#field-businessName-maxLength-message')
    .fill('Keep the company name to 10 characters.');
  await staff.locator('#add-field-name').fill('gstNumber');
  await staff.locator('#add-field-title').fill('GST Number');
  await staff.locator('#add-field-maxLength').fill('15');
  await staff.locator('#add-field-message').fill('GST Number has at most 15 characters.');
  await staff.getByRole('button', { name: 'Add field' }).click();
  await staff.getByRole('button', { name: 'Move GST Number up' }).click();

  await staff.getByRole('tab', { name: 'Preview' }).click();
  await expect(staff.getByRole('textbox', { name: /GST Number/ }).first()).toBeVisible();
  await expect(staff.getByRole('textbox', { name: /Company Name/ }).first()).toBeVisible();
  await expectNoAxeViolations(staff, 'Studio preview');

  await staff.getByRole('tab', { name: 'Impact & publish' }).click();
  await expect(staff.getByText('1 of 1 stored record would become invalid.').first()).toBeVisible();
  await expect(staff.getByText(/Keep the company name to 10 characters\./).first()).toBeVisible();
  await staff.getByLabel('Note (what changed and why)').fill('Company name, GST number');
  await staff.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText(/Version \d+ is live\./)).toBeVisible();

  // The member's next load of the form is the published one: no rebuild, no restart.
  await page.goto('/secure/add-business');
  const gst = page.getByRole('textbox', { name: /GST Number/ });
  await expect(gst).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Company Name/ })).toBeVisible();
  // Moved up: it comes before the field that was last.
  const served = (await (await page.request.get('/api/forms/business')).json()) as {
    uiSchema: { 'ui:order': string[] };
  };
  const order = served.uiSchema['ui:order'];
  expect(order.indexOf('gstNumber')).toBeLessThan(order.filter((f) => f !== '*').length - 1);

  // The API validates with the published version at once.
  const [listed] = (await (await page.request.get('/api/business/', { headers })).json()) as Array<{
    businessId: string;
  }>;
  const { businessId: _id, ...stored } = (await (
    await page.request.get(`/api/business/${listed!.businessId}`, { headers })
  ).json()) as Record<string, unknown>;
  const tooLong = await page.request.post('/api/business', {
    headers,
    data: { ...stored, businessName: 'Sunrise', gstNumber: '27AAPFU0939F1ZVX' },
  });
  expect(tooLong.status()).toBe(400);
  expect(JSON.stringify(await tooLong.json())).toContain('GST Number has at most 15 characters.');
  const longName = await page.request.post('/api/business', {
    headers,
    data: { ...stored, gstNumber: '27AAPFU0939F1ZV' },
  });
  expect(JSON.stringify(await longName.json())).toContain(
    'Keep the company name to 10 characters.',
  );
  const saved = await page.request.post('/api/business', {
    headers,
    data: { ...stored, businessName: 'Sunrise', gstNumber: '27AAPFU0939F1ZV' },
  });
  expect(saved.status()).toBe(200);

  // History, then one action back to the shipped form.
  await staff.getByRole('tab', { name: 'History' }).click();
  await expect(staff.getByText('Company name, GST number')).toBeVisible();
  await staff.getByRole('button', { name: 'Roll back to the baseline' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(staff.getByText(/The baseline is live again/)).toBeVisible();

  await page.goto('/secure/add-business');
  await expect(page.getByRole('textbox', { name: /Business Name/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /GST Number/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a broken draft shows its problem lines and cannot be published', async ({ browser }) => {
  const staff = await staffPage(browser);
  const errors = consoleErrors(staff);
  await signInToStudio(staff);
  await openBusinessForm(staff);

  await staff.getByRole('tab', { name: 'JSON' }).click();
  await staff.locator('.cm-content').click();
  await staff.keyboard.press('ControlOrMeta+End');
  await staff.keyboard.type('xx');
  await staff.getByRole('tab', { name: /Problems \(\d+\)/ }).click();
  const line = staff.getByRole('tabpanel').getByRole('button', { name: /^schemas\/.+#.*: / });
  await expect(line.first()).toContainText('not valid JSON');
  // A problem line opens its file at the pointer.
  await line.first().click();
  await expect(staff.locator('.cm-content')).toBeVisible();

  await staff.getByRole('tab', { name: 'Impact & publish' }).click();
  await staff.getByLabel('Note (what changed and why)').fill('Broken');
  await expect(staff.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(staff.locator('#publish-blocked')).toBeVisible();

  await staff.getByRole('tab', { name: 'JSON' }).click();
  await staff.getByRole('button', { name: 'Discard draft' }).click();
  await expect(staff.getByRole('tab', { name: /Problems \(\d+\)/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the Studio is 404 to members and anonymous visitors; a member cannot sign in to it', async ({
  page,
}) => {
  const { national } = await signUpThroughScreens(page);
  const member = { authorization: `Bearer ${await memberToken(page)}` };
  for (const headers of [{}, member]) {
    for (const path of ['forms', 'versions']) {
      const answer = await page.request.get(`/api/studio/${path}`, { headers });
      expect(answer.status()).toBe(404);
      expect(((await answer.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    const publish = await page.request.post('/api/studio/publish', {
      headers,
      data: { files: {}, note: 'x', baseVersion: null },
    });
    expect(publish.status()).toBe(404);
  }

  await page.goto('/studio');
  // The Studio has a header of its own: the members' header is not shown above it.
  await expect(page.getByText('Form Studio', { exact: false }).first()).toBeVisible();
  await expect(page.locator('#app-header')).toBeHidden();
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeOtp(page, await sentCode(page, `91${national}`));
  await expect(page.getByText('This phone is not on the Studio’s staff list.')).toBeVisible();
  // The way on is the members' login with the same phone, not another code.
  await page.getByRole('link', { name: 'Log in with this phone' }).click();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(/\d/);
});
