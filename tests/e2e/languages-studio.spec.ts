/**
 * Translations published in the Form Studio: staff change a Hindi text in its language file and
 * members reading Hindi see it on their next load; a language added as `i18n/mr.json` = `{}` is
 * offered to members at once, in English until translated. Each test rolls back to the baseline,
 * so the Studio's server is left with the shipped texts.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_STAFF_PHONE, E2E_STUDIO_PORT } from '../helpers/e2e-servers';
import { PHONE_VIEWPORT, sentCode, typeOtp } from './helpers';
import { languageControl } from './language-journeys';
import { text } from './language-texts';

// Publishing changes this server's texts, so the Studio has a server of its own.
const BASE = `http://127.0.0.1:${E2E_STUDIO_PORT}`;
test.use({ baseURL: BASE, viewport: PHONE_VIEWPORT });

const STAFF = { digits: E2E_STAFF_PHONE.slice(1), national: E2E_STAFF_PHONE.slice(3) };

/**
 * The staff session of the first sign-in, reused by the next tests: a phone may be sent five codes
 * an hour, and studio.spec.ts signs the same staff phone in on this server too.
 */
let staffSession: string | undefined;

/**
 * The Studio, in a browser of its own: English (the members' locale is not the staff's), and a
 * desktop's width, where the list of items stays beside the item open.
 */
async function signedInStudio(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'en-IN',
    viewport: { width: 1280, height: 900 },
  });
  if (staffSession)
    await context.addInitScript((session) => {
      sessionStorage.setItem('studio.staff-session', session);
    }, staffSession);
  const page = await context.newPage();
  await page.goto('/studio');
  if (!staffSession) {
    await page.getByRole('textbox', { name: /Phone Number/ }).fill(STAFF.national);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(page, await sentCode(page, STAFF.digits));
  }
  await expect(studioList(page)).toBeVisible();
  staffSession = (await page.evaluate(() => sessionStorage.getItem('studio.staff-session'))) ?? '';
  return page;
}

const studioList = (page: Page) => page.getByRole('navigation', { name: 'Forms and shared parts' });

/** A language of the Studio's Languages group, by its English name and code ("Hindi (hi)"). */
const languageItem = (page: Page, label: string) =>
  studioList(page)
    .getByRole('region', { name: 'Languages' })
    .getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

/** A file as it is live, read as the Studio reads it (with the staff session of its tab). */
async function liveFile(staff: Page, path: string): Promise<unknown> {
  const { token } = JSON.parse(
    (await staff.evaluate(() => sessionStorage.getItem('studio.staff-session')))!,
  ) as { token: string };
  const answer = await staff.request.get('/api/studio/forms', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { files: Record<string, { live: unknown }> }).files[path]!.live;
}

async function publish(staff: Page, note: string) {
  await staff.getByRole('tab', { name: 'Impact & publish' }).click();
  await staff.getByLabel('Note (what changed and why)').fill(note);
  await staff.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText(/Version \d+ is live\./)).toBeVisible();
}

async function rollBackToBaseline(staff: Page) {
  await staff.getByRole('tab', { name: 'History' }).click();
  await staff.getByRole('button', { name: 'Roll back to the baseline' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(staff.getByText(/The baseline is live again/)).toBeVisible();
}

/** The login page's heading: a form text (`login.schema.json#/title`). */
const LOGIN_TITLE = 'login.schema.json#/title';

test.describe('a Hindi text changed in the Studio', () => {
  test.use({ locale: 'hi-IN' });

  test('staff change a Hindi label in the JSON view and publish it; Hindi members see it on their next load', async ({
    page,
    browser,
  }) => {
    test.slow();
    const shipped = text('hi', LOGIN_TITLE);
    const changed = `सदस्य ${shipped}`;
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: shipped })).toBeVisible();

    const staff = await signedInStudio(browser);
    await languageItem(staff, 'Hindi (hi)').click();
    await staff.getByRole('tab', { name: 'JSON' }).click();
    await expect(
      staff.getByRole('textbox', { name: 'JSON of schemas/i18n/hi.json' }),
    ).toBeVisible();
    // The live file (as the Studio loads it), with the one text changed, pasted over the editor's.
    const file = (await liveFile(staff, 'i18n/hi.json')) as Record<string, { text: string }>;
    file[LOGIN_TITLE]!.text = changed;
    await staff.locator('.cm-content').click();
    await staff.keyboard.press('ControlOrMeta+A');
    await staff.keyboard.insertText(JSON.stringify(file, null, 2));
    await expect(languageItem(staff, 'Hindi (hi)')).toContainText('draft');
    await publish(staff, 'Hindi login heading');

    // The member's next load reads the published text; English readers keep theirs.
    await page.reload();
    await expect(page.getByRole('heading', { name: changed })).toBeVisible();
    const english = await page.request.get('/api/forms/login?lang=en');
    expect(((await english.json()) as { schema: { title: string } }).schema.title).toBe(
      text('en', LOGIN_TITLE),
    );

    await rollBackToBaseline(staff);
    await page.reload();
    await expect(page.getByRole('heading', { name: shipped })).toBeVisible();
    await staff.context().close();
  });
});

test('a language added in the Studio as an empty file is offered to members, in English until translated', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/auth/login');
  await expect(languageControl(page).locator('option[value=mr]')).toHaveCount(0);

  const staff = await signedInStudio(browser);
  // Added in the Translations view: the draft `i18n/mr.json` = `{}`.
  await languageItem(staff, 'Hindi (hi)').click();
  await staff.getByRole('tab', { name: 'Translations' }).click();
  await staff.getByRole('combobox', { name: 'Add a language' }).selectOption('mr');
  await staff.getByRole('button', { name: 'Add', exact: true }).click();
  await publish(staff, 'Marathi, to be translated');
  await expect(languageItem(staff, 'Marathi (mr)')).toBeVisible();

  // Offered at once, by its own name; every text in English meanwhile.
  await page.reload();
  const marathi = languageControl(page).locator('option[value=mr]');
  await expect(marathi).toHaveText('मराठी');
  await expect(marathi).toHaveAttribute('lang', 'mr');
  const texts = page.waitForResponse((r) => r.url().endsWith('/api/v2/texts/mr'));
  await languageControl(page).selectOption('mr');
  expect((await texts).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { name: text('en', LOGIN_TITLE) })).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: text('en', 'login.ui.json#/ui:submitButtonOptions/submitText'),
    }),
  ).toBeVisible();
  await expect(page.getByText(text('en', 'auth.newHere'))).toBeVisible();
  // The server sends the next page in it too (the cookie names it).
  const sent = await page.reload();
  expect(await sent!.text()).toMatch(/<html[^>]*\blang="mr"/);
  await expect(languageControl(page)).toHaveValue('mr');

  // Rolled back, it is offered no more: the page reads English.
  await rollBackToBaseline(staff);
  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', LOGIN_TITLE) })).toBeVisible();
  await expect(languageControl(page).locator('option[value=mr]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await staff.context().close();
});
