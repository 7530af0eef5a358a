import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E_STAFF_PHONE, E2E_STUDIO_PORT } from '../helpers/e2e-servers';
import {
  PHONE_VIEWPORT,
  addBusinessThroughApi,
  fillBusinessForm,
  expectNoAxeViolations,
  sentCode,
  signUpThroughScreens,
  tickConsent,
  typeOtp,
  lookAt,
} from './helpers';
import { languageControl } from './language-journeys';
import { text } from './language-texts';

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
    .getByRole('button', { name: /^Business \(add and edit\)/ })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Fields' })).toBeVisible();
}

const memberToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** A field built in the Fields tab's "Add field" form, as staff fill it in. */
async function addField(
  staff: Page,
  field: {
    label: string;
    kind: string;
    required?: boolean;
    maxLength?: string;
    choices?: string[];
    showWhen?: { field: string; answers: string[] };
  },
) {
  const form = staff.getByRole('form', { name: 'Add field' });
  if (!(await form.isVisible())) await staff.getByRole('button', { name: 'Add field' }).click();
  await form.getByLabel('Label', { exact: true }).fill(field.label);
  // The privacy notice names why the network keeps each field's answer.
  await form.getByLabel('Purpose', { exact: true }).fill(`To know: ${field.label}`);
  await form.getByLabel('Kind', { exact: true }).selectOption({ label: field.kind });
  if (field.required) await form.getByRole('checkbox', { name: 'Required', exact: true }).check();
  if (field.maxLength) await form.getByLabel('Longest answer (characters)').fill(field.maxLength);
  if (field.choices) {
    await form.getByLabel('Choices', { exact: true }).fill(field.choices.join('\n'));
    await form.getByLabel('Choices', { exact: true }).blur();
  }
  if (field.showWhen) {
    await form.getByLabel('Show when').selectOption({ label: field.showWhen.field });
    for (const answer of field.showWhen.answers)
      await form
        .getByRole('group', { name: /^(is|includes)$/ })
        .getByLabel(answer, { exact: true })
        .check();
  }
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(
    staff
      .getByRole('list', { name: "Fields, in the form's order" })
      .locator('p')
      .getByText(field.label, { exact: true }),
  ).toBeVisible();
}

/** The notice lists the live forms' fields: after a publish that changes them, members agree again. */
async function agreeToChangedNotice(page: Page) {
  await expect(page.getByRole('heading', { name: 'Please read our privacy notice' })).toBeVisible();
  await tickConsent(page, 'consent-renewal');
  await page.getByRole('button', { name: 'I agree' }).click();
}

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
  await addField(staff, { label: 'GST Number', kind: 'Short text', maxLength: '15' });
  await staff.getByRole('button', { name: 'Move GST Number up' }).click();

  await staff.getByRole('tab', { name: 'Preview' }).click();
  await expect(staff.getByRole('textbox', { name: /GST Number/ }).first()).toBeVisible();
  await expect(staff.getByRole('textbox', { name: /Company Name/ }).first()).toBeVisible();
  await expectNoAxeViolations(staff, 'Studio preview');

  await staff.getByRole('tab', { name: 'Impact & publish' }).click();
  await expect(staff.getByText('1 of 1 stored record would become invalid.').first()).toBeVisible();
  await expect(staff.getByText(/Keep the company name to 10 characters\./).first()).toBeVisible();
  // Where the change lands, and whose business it would refuse, by name.
  const screens = staff.getByRole('list', { name: 'Screens this change reaches' });
  // The label and the rule live in the shared business fields, so the wizard's step follows too.
  await expect(screens.getByRole('listitem')).toHaveText([
    'Wizard: business',
    'Add business',
    'Edit business',
  ]);
  // Both business forms refuse the one business: its member is listed once.
  await expect(staff.getByText(/: Sunrise Traders Limited$/)).toBeVisible();
  await staff.getByLabel('Note (what changed and why)').fill('Company name, GST number');
  await staff.getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText(/Version \d+ is live\./)).toBeVisible();

  // The member's next load of the form is the published one: no rebuild, no restart. A new field
  // is a new item of the privacy notice, so the member first agrees to the new notice.
  await page.goto('/secure/add-business');
  await agreeToChangedNotice(page);
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
  expect(JSON.stringify(await tooLong.json())).toContain('Use at most 15 characters.');
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
  // The version's changes in words; the raw diff stays one click away.
  await expect(
    staff.getByText('Label of Business Name: “Business Name” → “Company Name”').first(),
  ).toBeVisible();
  await expect(staff.getByText('Field added: GST Number').first()).toBeVisible();
  await staff.getByText('Raw diff', { exact: true }).first().click();
  await expect(staff.getByLabel(/Diff of version/).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Roll back to the original forms' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(staff.getByText(/The original forms are live again/)).toBeVisible();

  await page.goto('/secure/add-business');
  await agreeToChangedNotice(page);
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

  // At a phone's width every tab stays in reach.
  for (const tab of await staff.getByRole('tab').all()) await expect(tab).toBeInViewport();

  await staff.getByRole('tab', { name: 'JSON' }).click();
  // Discarding asks first: Cancel keeps the draft.
  await staff.getByRole('button', { name: 'Discard draft' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(staff.getByRole('tab', { name: /Problems \(\d+\)/ })).toBeVisible();
  await staff.getByRole('button', { name: 'Discard draft' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
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

/*
 * Translations published here: staff change a Hindi text in its language file and members reading
 * Hindi see it on their next load; a language added as `i18n/mr.json` = `{}` is offered to members
 * at once, in English until translated. Each test rolls back to the original forms.
 */

/**
 * The staff session of the first sign-in of these tests, reused by the next: a phone may be sent
 * five codes an hour, and the tests above sign the same staff phone in too.
 */
let staffSession: string | undefined;

/**
 * The Studio, in a browser of its own: English (the members' locale is not the staff's), and a
 * desktop's width, where the list of items stays beside the item open.
 */
async function signedInStudioAtDesktop(browser: Browser): Promise<Page> {
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
  await expect(page.getByRole('navigation', { name: 'Forms and shared parts' })).toBeVisible();
  staffSession = (await page.evaluate(() => sessionStorage.getItem('studio.staff-session'))) ?? '';
  return page;
}

/** A language of the Studio's Languages group, by its English name and code ("Hindi (hi)"). */
const languageItem = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Forms and shared parts' })
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

async function rollBackToOriginalForms(staff: Page) {
  await staff.getByRole('tab', { name: 'History' }).click();
  await staff.getByRole('button', { name: 'Roll back to the original forms' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(staff.getByText(/The original forms are live again/)).toBeVisible();
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
    // The page's first HTML holds its form, rendered in the page's language (src/fast).
    const firstHtml = async () =>
      (await page.request.get('/auth/login', { headers: { cookie: 'lang=hi' } })).text();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: shipped })).toBeVisible();
    expect(await firstHtml()).toContain(`>${shipped}</h1>`);

    const staff = await signedInStudioAtDesktop(browser);
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
    // The next page's HTML is the published form's, not the one rendered before the publish.
    expect(await firstHtml()).toContain(`>${changed}</h1>`);
    const english = await page.request.get('/api/forms/login?lang=en');
    expect(((await english.json()) as { schema: { title: string } }).schema.title).toBe(
      text('en', LOGIN_TITLE),
    );

    await rollBackToOriginalForms(staff);
    await page.reload();
    await expect(page.getByRole('heading', { name: shipped })).toBeVisible();
    expect(await firstHtml()).toContain(`>${shipped}</h1>`);
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

  const staff = await signedInStudioAtDesktop(browser);
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
  const texts = page.waitForResponse((r) =>
    r.url().endsWith('/api/v2/texts/mr?page=%2Fauth%2Flogin'),
  );
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
  await rollBackToOriginalForms(staff);
  await page.reload();
  await expect(page.getByRole('heading', { name: text('en', LOGIN_TITLE) })).toBeVisible();
  await expect(languageControl(page).locator('option[value=mr]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await staff.context().close();
});

/** The staff session's token, as the Studio's tab keeps it. */
async function staffToken(staff: Page): Promise<string> {
  const session = await staff.evaluate(() => sessionStorage.getItem('studio.staff-session'));
  return (JSON.parse(session!) as { token: string }).token;
}

/** Opens a form of the Studio's list by the name the office uses, on its Fields tab. */
async function openForm(staff: Page, name: string) {
  await staff
    .getByRole('navigation', { name: 'Forms and shared parts' })
    .getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
    .first()
    .click();
  await staff.getByRole('tab', { name: 'Fields' }).click();
}

test('staff build a Yes / No with a required follow-up and a GSTIN, with no JSON; members answer them and the office reads them', async ({
  page,
  browser,
}) => {
  // Staff build three fields, a member answers twice, the office reads: about 90 s on 2 cores.
  test.setTimeout(180_000);
  const staff = await signedInStudioAtDesktop(browser);
  await openForm(staff, 'Business (add and edit)');
  await addField(staff, { label: 'Do you export?', kind: 'Yes / No' });
  await addField(staff, {
    label: 'Export markets',
    kind: 'Several choices',
    required: true,
    choices: ['Europe', 'Gulf', 'USA'],
    showWhen: { field: 'Do you export?', answers: ['Yes'] },
  });
  await addField(staff, { label: 'GSTIN', kind: 'GSTIN' });
  await expect(staff.getByText(/shown when Do you export\? is Yes/)).toBeVisible();
  // At 1280 px the member's form is previewed beside the fields, and follows the edits.
  const preview = staff.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('radiogroup', { name: /Do you export\?/ }).first()).toBeVisible();
  await expect(preview.getByRole('textbox', { name: /GSTIN/ }).first()).toBeVisible();
  await lookAt(staff, 'studio-field-builder-1280.png');
  await publish(staff, 'Exports and GSTIN');

  // A member sees the markets only after Yes; a wrong check character is refused on touch.
  await signUpThroughScreens(page);
  await page.goto('/secure/add-business');
  await fillBusinessForm(page, 'Sharma Exports');
  const exports = page.getByRole('radiogroup', { name: /Do you export\?/ });
  await expect(exports.getByRole('radio')).toHaveCount(2);
  const markets = page.getByRole('group', { name: /Export markets/ });
  await expect(markets).toHaveCount(0);
  await exports.getByRole('radio', { name: 'Yes' }).check();
  await expect(markets).toBeVisible();
  const gstin = page.getByRole('textbox', { name: /GSTIN/ });
  await gstin.fill('27aapfu0939f1zw');
  await gstin.blur();
  await expect(gstin).toHaveValue('27AAPFU0939F1ZW');
  await expect(
    page.getByText(
      "This GSTIN's last character does not match the rest: check it for a typing mistake.",
    ),
  ).toBeVisible();
  await gstin.fill('27AAPFU0939F1ZV');
  await gstin.blur();
  await expect(page.getByText(/last character does not match/)).toHaveCount(0);
  await markets.getByRole('checkbox', { name: 'Europe' }).check();
  await lookAt(page, 'member-built-fields-375.png', { fullPage: true });
  await page.getByRole('button', { name: 'Save Business' }).click();
  await expect(page.getByText('Business saved successfully!')).toBeVisible();

  const headers = { authorization: `Bearer ${await memberToken(page)}` };
  const stored = async () => {
    const [listed] = (await (
      await page.request.get('/api/business/', { headers })
    ).json()) as Array<{
      businessId: string;
    }>;
    return (await (
      await page.request.get(`/api/business/${listed!.businessId}`, { headers })
    ).json()) as Record<string, unknown>;
  };
  // Stored under names made from the labels.
  expect(await stored()).toMatchObject({
    doYouExport: true,
    exportMarkets: ['europe'],
    gstin: '27AAPFU0939F1ZV',
  });

  // Answering No removes the markets from the stored record.
  await page.getByRole('link', { name: 'Edit Sharma Exports' }).click();
  await expect(markets.getByRole('checkbox', { name: 'Europe' })).toBeChecked();
  await exports.getByRole('radio', { name: 'No' }).check();
  await expect(markets).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Business' }).click();
  await expect(page.getByRole('cell', { name: 'Sharma Exports', exact: true })).toBeVisible();
  const answered = await stored();
  expect(answered.doYouExport).toBe(false);
  expect(answered).not.toHaveProperty('exportMarkets');

  // The office reads the GSTIN on the member's page and in the businesses' CSV.
  const token = await staffToken(staff);
  const found = (await (
    await staff.request.get('/api/studio/members?q=Sharma%20Exports', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: Array<{ id: string }> };
  await staff.goto(`/studio/members/${found.items[0]!.id}`);
  const business = staff.getByRole('region', { name: 'Sharma Exports' });
  await expect(business.getByText('GSTIN', { exact: true })).toBeVisible();
  await expect(business.getByText('27AAPFU0939F1ZV')).toBeVisible();
  await expect(business.getByText('Do you export?', { exact: true })).toBeVisible();
  const csv = await (
    await staff.request.get('/api/studio/members/export?kind=businesses&q=Sharma%20Exports', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  const [header, row] = parse(csv, { bom: true }) as string[][];
  expect(row![header!.indexOf('GSTIN')]).toBe('27AAPFU0939F1ZV');
  expect(row![header!.indexOf('Do you export?')]).toBe('No');

  await staff.goto('/studio');
  await openForm(staff, 'Business (add and edit)');
  await rollBackToOriginalForms(staff);
  await staff.context().close();
});

test('a profile field staff add ("Languages spoken", Several choices) is answered on the profile and kept after a reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const staff = await signedInStudioAtDesktop(browser);
  await openForm(staff, 'Profile');
  await addField(staff, {
    label: 'Languages spoken',
    kind: 'Several choices',
    choices: ['Hindi', 'Tamil', 'English'],
  });
  await publish(staff, 'Languages spoken');

  await signUpThroughScreens(page);
  await page.goto('/secure/profile');
  const languages = page.getByRole('group', { name: /Languages spoken/ });
  await languages.getByRole('checkbox', { name: 'Tamil' }).check();
  await languages.getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.reload();
  await expect(languages.getByRole('checkbox', { name: 'Tamil' })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: 'Hindi' })).not.toBeChecked();
  await expectNoAxeViolations(page, 'Profile with a built field');
  // In Hindi the read-only region reads as the region list names it.
  await languageControl(page).selectOption('hi');
  await expect(page.getByRole('combobox', { name: /क्षेत्र/ })).toContainText(
    text('hi', 'lists.region.west'),
  );

  await rollBackToOriginalForms(staff);
  await staff.context().close();
});

test.describe('fields built in the Studio, read in Hindi', () => {
  test('a member who reads Hindi gets Yes / No, its follow-up and the GSTIN rule in Hindi', async ({
    page,
    browser,
  }) => {
    test.slow();
    const staff = await signedInStudioAtDesktop(browser);
    await openForm(staff, 'Business (add and edit)');
    await addField(staff, { label: 'Do you export?', kind: 'Yes / No' });
    await addField(staff, {
      label: 'Export markets',
      kind: 'Several choices',
      required: true,
      choices: ['Europe', 'Gulf'],
      showWhen: { field: 'Do you export?', answers: ['Yes'] },
    });
    await addField(staff, { label: 'GSTIN', kind: 'GSTIN' });
    await publish(staff, 'Exports and GSTIN, for Hindi readers');

    await signUpThroughScreens(page);
    await page.goto('/secure/add-business');
    await languageControl(page).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const exports = page.getByRole('radiogroup', { name: /Do you export\?/ });
    await expect(
      exports.getByRole('radio', { name: text('hi', 'studio.kinds.yes') }),
    ).toBeVisible();
    // The follow-up shows on हाँ and goes on नहीं, with its answer.
    const markets = page.getByRole('group', { name: /Export markets/ });
    await expect(markets).toHaveCount(0);
    await exports.getByRole('radio', { name: text('hi', 'studio.kinds.yes') }).check();
    await markets.getByRole('checkbox', { name: 'Gulf' }).check();
    await exports.getByRole('radio', { name: text('hi', 'studio.kinds.no') }).check();
    await expect(markets).toHaveCount(0);
    const gstin = page.getByRole('textbox', { name: /GSTIN/ });
    await gstin.fill('27AAPFU0939F1ZW');
    await gstin.blur();
    await expect(page.getByText(text('hi', 'studio.kinds.gstin.checkCharacter'))).toBeVisible();
    await lookAt(page, 'member-built-fields-hi-375.png', { fullPage: true });

    await rollBackToOriginalForms(staff);
    await staff.context().close();
  });
});
