/**
 * The product in Hindi and Tamil: the members' journeys in each, a switch mid-form, a member's
 * choice following them to another device, digits typed in the scripts' own numerals, and the
 * screens' accessibility and fit in each language.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  codesSentTo,
  expectNoAxeViolations,
  giveWizardConsent,
  nextPhone,
  tickConsent,
  PHONE_VIEWPORT,
  uploadLogo,
} from './helpers';
import {
  field,
  fillBusinessFields,
  fillFirstAddress,
  fillSignUp,
  fillWizardProfileIn,
  firstOtpBox,
  languageControl,
  newestCode,
  phoneField,
  typeCode,
  wrongCode,
} from './language-journeys';
import { containing, startingWith, nativeDigits, text, type Language } from './language-texts';

test.use({ viewport: PHONE_VIEWPORT });

const LOCALES = { hi: 'hi-IN', ta: 'ta-IN' } as const;
/** Each language's own digits, as its keyboards type them. */
const SCRIPT_DIGITS = { hi: 'deva', ta: 'tamldec' } as const;

/** Every catalogue (`/api/v2/texts/…`) and form (`/api/forms/…`) the page asks for. */
function textRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/v2/texts/') || pathname.startsWith('/api/forms/'))
      asked.push(pathname + search);
  });
  return asked;
}

/** The page's language as sent by the server and as shown: `<html lang>` and the header control. */
async function expectPageIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(languageControl(page)).toHaveValue(language);
}

const heading = (page: Page, language: Language, key: string) =>
  page.getByRole('heading', { name: text(language, key) });

const button = (page: Page, language: Language, key: string) =>
  page.getByRole('button', { name: text(language, key), exact: true });

for (const language of ['hi', 'ta'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: LOCALES[language] });
    const t = (key: string, values?: Record<string, string | number>) =>
      text(language, key, values);

    test(`${language}: a visitor signs up, logs in again and adds a business`, async ({ page }) => {
      test.slow();
      const asked = textRequests(page);
      const phone = nextPhone();

      // The server sends the page naming the browser's language, before any script runs.
      const sent = await page.goto('/auth/sign-up');
      expect(await sent!.text()).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
      await expectPageIn(page, language);
      // Its form and texts came in the page, in the language (src/fast): neither is asked again.
      expect(await sent!.text()).toContain(`"language":"${language}"`);
      expect(asked).toEqual([]);

      // A rule broken on touch says so in the language.
      const password = field(page, language, 'sign-up.schema.json#/properties/password/title');
      await password.fill('short');
      await password.blur();
      await expect(
        page.getByText(t('sign-up.schema.json#/properties/password/errorMessage/minLength')),
      ).toBeVisible();
      await fillSignUp(page, language, phone.national);
      await expect(page.getByText(t('otp.sentTo'))).toBeVisible();

      // The server refuses a wrong code in the language, and the page shows its words.
      const code = await newestCode(page, language, phone.digits);
      const refusal = page.waitForResponse(
        (r) => r.url().endsWith('/api/verification/verify') && r.status() === 400,
      );
      await typeCode(page, language, wrongCode(code));
      expect(JSON.stringify(await (await refusal).json())).toContain(t('errors.OTP_INCORRECT'));
      await expect(
        page.getByRole('region', { name: t('otp.title') }).getByText(t('errors.OTP_INCORRECT')),
      ).toBeVisible();
      await typeCode(page, language, code);
      await expect(page.getByText(t('otp.signingUp'))).toBeVisible();
      await expect(heading(page, language, 'screen.dashboard')).toBeVisible();
      await expectPageIn(page, language);

      // Signed out, the login in the language.
      await page.getByRole('button', { name: t('app.accountMenu') }).click();
      await page.getByRole('menuitem', { name: t('app.signOut') }).click();
      await expect(heading(page, language, 'login.schema.json#/title')).toBeVisible();
      expect(asked).toContain(`/api/forms/login?lang=${language}`);
      await phoneField(page, language).fill(phone.national);
      await button(page, language, 'login.ui.json#/ui:submitButtonOptions/submitText').click();
      await expect(heading(page, language, 'otp.title')).toBeVisible();
      await expect.poll(async () => (await codesSentTo(page, phone.digits)).length).toBe(2);
      await typeCode(page, language, await newestCode(page, language, phone.digits));
      await expect(page.getByText(t('otp.processing'))).toBeVisible();
      await expect(heading(page, language, 'screen.dashboard')).toBeVisible();
      // Its toasts gone first: a long one covers the page's top, and a pointer over it keeps it.
      await expect(page.locator('[data-toasts] [role=status]')).toHaveCount(0);

      // A business, from the account menu, with its required-field message in the language.
      await page.getByRole('button', { name: t('app.accountMenu') }).click();
      await page.getByRole('menuitem', { name: t('app.businesses') }).click();
      await expect(page.getByText(t('screen.noBusinesses'))).toBeVisible();
      await page.getByRole('link', { name: t('screen.addBusiness') }).click();
      await expect(heading(page, language, 'business.schema.json#/title')).toBeVisible();
      const save = button(page, language, 'business.ui.json#/ui:submitButtonOptions/submitText');
      await expect(save).toBeDisabled();
      await uploadLogo(page, t('ui.logoPreview'));
      const name = field(page, language, 'defs/business.json#/properties/businessName/title');
      await name.focus();
      await name.blur();
      await expect(
        page.getByText(t('defs/business.json#/errorMessage/required/businessName')),
      ).toBeVisible();
      await field(page, language, 'defs/business.json#/properties/businessTagline/title').fill(
        'Fabrics since 1982',
      );
      await fillBusinessFields(page, language, 'Sharma Textiles');
      // The PIN typed in the language's own digits is read as ASCII.
      const card = await fillFirstAddress(page, language, {
        pin: nativeDigits('411001', SCRIPT_DIGITS[language]),
        landline: '02012345678',
      });
      await expect(
        card.getByLabel(startingWith(t('defs/address.json#/properties/pin/title'))),
      ).toHaveValue('411001');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText(t('screen.businessSaved'))).toBeVisible();
      await expect(heading(page, language, 'screen.myBusinesses')).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Sharma Textiles', exact: true })).toBeVisible();
      await expect(
        page.getByRole('link', { name: t('screen.editNamed', { name: 'Sharma Textiles' }) }),
      ).toBeVisible();
    });

    test(`${language}: a visitor completes the wizard to its thank-you`, async ({ page }) => {
      test.slow();
      const asked = textRequests(page);
      const phone = nextPhone();
      await page.goto('/temp/create-profile');
      await expectPageIn(page, language);
      // The wizard's first form came in the page, in the language (src/fast).
      expect(asked).not.toContain(`/api/forms/wizard-phone?lang=${language}`);
      await expect(heading(page, language, 'wizard.step.verifyPhone')).toBeVisible();
      const progress = page.getByRole('list', { name: t('wizard.progress') });
      for (const step of ['verifyPhone', 'profileInfo', 'businessInfo'])
        await expect(progress.getByText(t(`wizard.step.${step}`), { exact: true })).toBeVisible();

      // Step 1: a number that cannot be a mobile is refused on touch, in the language.
      await phoneField(page, language).fill('12345');
      await phoneField(page, language).blur();
      await expect(
        page.getByText(t('wizard-phone.schema.json#/properties/phone/errorMessage/phone')),
      ).toBeVisible();
      await phoneField(page, language).fill(phone.national);
      await button(
        page,
        language,
        'wizard-phone.ui.json#/ui:submitButtonOptions/submitText',
      ).click();
      await expect(
        page.getByRole('button', { name: containing(t('wizard.editPhone')) }),
      ).toBeVisible();
      await typeCode(page, language, await newestCode(page, language, phone.digits));

      // Step 2.
      await fillWizardProfileIn(page, language);

      // Step 3: one business, then submit.
      await expect(heading(page, language, 'wizard.businesses')).toBeVisible();
      const submit = button(page, language, 'wizard.submit');
      await expect(submit).toBeDisabled();
      await button(page, language, 'wizard.addBusiness').click();
      await expect(heading(page, language, 'wizard-business.schema.json#/title')).toBeVisible();
      await fillBusinessFields(page, language, 'Kumar Traders');
      await fillFirstAddress(page, language);
      await button(
        page,
        language,
        'wizard-business.ui.json#/ui:submitButtonOptions/submitText',
      ).click();
      await expect(page.getByRole('cell', { name: 'Kumar Traders', exact: true })).toBeVisible();
      await giveWizardConsent(page);
      await submit.click();
      await expect(heading(page, language, 'wizard.thanksTitle')).toBeVisible();
      const [before] = t('wizard.thanks').split('{phone}');
      await expect(page.getByText(before!.trim(), { exact: false })).toBeVisible();
      await expectPageIn(page, language);
    });
  });
}

/** The element that has the focus, by its id (form fields' ids end with `_<field>`). */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('switching language mid-form keeps what was typed, the nodes and the focus', async ({
  page,
}) => {
  test.slow();
  await page.goto('/auth/sign-up');
  await expectPageIn(page, 'en');
  await expect(heading(page, 'en', 'sign-up.schema.json#/title')).toBeVisible();
  const firstName = page.locator('[id$="_firstName"]');
  const lastName = page.locator('[id$="_lastName"]');
  const email = page.locator('[id$="_email"]');
  const password = page.locator('[id$="_password"]');
  const group = page.locator('[id$="_groupNumber"]');
  const { national } = nextPhone();

  await firstName.fill('Asha');
  await email.fill('asha@example.in');
  await phoneField(page, 'en').fill(national);
  await group.fill('101');
  await group.blur();
  await expect(page.locator('[id$="_groupName"]')).toHaveValue('Sample Pune Central');
  await password.fill('short');
  await password.blur();
  const tooShort = 'sign-up.schema.json#/properties/password/errorMessage/minLength';
  await expect(page.getByText(text('en', tooShort))).toBeVisible();
  // Half a name typed, the field still focused; the nodes marked to tell a remount.
  await lastName.focus();
  await page.keyboard.type('Shar');
  await page.evaluate(() =>
    document.querySelectorAll('input').forEach((input) => input.setAttribute('data-before', '')),
  );
  const lastNameId = await focusedId(page);
  expect(lastNameId).toMatch(/_lastName$/);

  // The header control, without moving the focus (as a screen reader's rotor would).
  await languageControl(page).selectOption('hi');
  await expect(heading(page, 'hi', 'sign-up.schema.json#/title')).toBeVisible();
  await expectPageIn(page, 'hi');
  await expect(field(page, 'hi', 'defs/person.json#/properties/lastName/title')).toHaveValue(
    'Shar',
  );
  await expect(firstName).toHaveValue('Asha');
  await expect(email).toHaveValue('asha@example.in');
  await expect(phoneField(page, 'hi')).toHaveValue(national);
  await expect(group).toHaveValue('101');
  await expect(page.locator('[id$="_groupName"]')).toHaveValue('Sample Pune Central');
  await expect(password).toHaveValue('short');
  // The message shown is said again in the new language.
  await expect(page.getByText(text('hi', tooShort))).toBeVisible();
  await expect(page.getByText(text('en', tooShort))).toHaveCount(0);
  expect(await focusedId(page)).toBe(lastNameId);
  expect(await page.locator('input:not([data-before])').count()).toBe(0);
  // The focus is real: typing goes on where it was.
  await page.keyboard.type('ma');
  await expect(lastName).toHaveValue('Sharma');

  // Then with the keyboard on the control itself: the focus stays on it through the re-render.
  await languageControl(page).focus();
  const controlId = await focusedId(page);
  await languageControl(page).press('ArrowDown'); // हिन्दी → தமிழ்
  await expect(heading(page, 'ta', 'sign-up.schema.json#/title')).toBeVisible();
  await expectPageIn(page, 'ta');
  expect(await focusedId(page)).toBe(controlId);
  await expect(lastName).toHaveValue('Sharma');
  await expect(firstName).toHaveValue('Asha');
  await expect(page.getByText(text('ta', tooShort))).toBeVisible();

  // The choice is kept in this browser (storage and the cookie the server reads).
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ta');
  const sent = await page.reload();
  expect(await sent!.text()).toMatch(/<html[^>]*\blang="ta"/);
  await expect(heading(page, 'ta', 'sign-up.schema.json#/title')).toBeVisible();
  await expectPageIn(page, 'ta');
});

test("a signed-in member's choice follows them to a new device once they sign in", async ({
  page,
  browser,
}) => {
  test.slow();
  const phone = nextPhone();
  await page.goto('/auth/sign-up');
  await expectPageIn(page, 'en');
  await fillSignUp(page, 'en', phone.national);
  await typeCode(page, 'en', await newestCode(page, 'en', phone.digits));
  await expect(heading(page, 'en', 'screen.dashboard')).toBeVisible();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile/update') && r.request().method() === 'POST',
  );
  await languageControl(page).selectOption('ta');
  expect((await saved).ok()).toBe(true);
  await expect(heading(page, 'ta', 'screen.dashboard')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await page.request.get('/api/profile/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { preferredLanguage: string }).preferredLanguage).toBe('ta');

  // Another device, its browser in English: English until the member is known.
  const device = await browser.newContext({ locale: 'en-IN', viewport: PHONE_VIEWPORT });
  const other = await device.newPage();
  await other.goto('/auth/login');
  await expectPageIn(other, 'en');
  await expect(heading(other, 'en', 'login.schema.json#/title')).toBeVisible();
  await phoneField(other, 'en').fill(phone.national);
  await button(other, 'en', 'login.ui.json#/ui:submitButtonOptions/submitText').click();
  await expect.poll(async () => (await codesSentTo(other, phone.digits)).length).toBe(2);
  await typeCode(other, 'en', await newestCode(other, 'en', phone.digits));
  await expect(heading(other, 'ta', 'screen.dashboard')).toBeVisible();
  await expectPageIn(other, 'ta');
  // And it is this device's choice from now on.
  await other.reload();
  await expect(heading(other, 'ta', 'screen.dashboard')).toBeVisible();
  await device.close();
});

test('digits typed in Devanagari are read as ASCII: phone, group number and the code', async ({
  page,
}) => {
  test.slow();
  const phone = nextPhone();
  const deva = (ascii: string) => nativeDigits(ascii, 'deva');
  await page.goto('/auth/sign-up');
  await languageControl(page).selectOption('hi');
  await expect(heading(page, 'hi', 'sign-up.schema.json#/title')).toBeVisible();
  await field(page, 'hi', 'defs/person.json#/properties/firstName/title').fill('Asha');
  await field(page, 'hi', 'defs/person.json#/properties/lastName/title').fill('Sharma');
  await field(page, 'hi', 'defs/person.json#/properties/email/title').fill('asha@example.in');
  const phoneBox = phoneField(page, 'hi');
  await phoneBox.click();
  await page.keyboard.type(deva(phone.national)); // e.g. ९८७६५४३२१०
  await expect(phoneBox).toHaveValue(phone.national);
  const group = field(page, 'hi', 'defs/person.json#/properties/groupNumber/title');
  await group.click();
  await page.keyboard.type(deva('101'));
  await expect(group).toHaveValue('101');
  await group.blur();
  await expect(
    page.getByRole('combobox', {
      name: startingWith(text('hi', 'defs/person.json#/properties/groupName/title')),
    }),
  ).toHaveValue('Sample Pune Central');
  await field(page, 'hi', 'sign-up.schema.json#/properties/password/title').fill('correct horse');
  await tickConsent(page);
  await button(page, 'hi', 'sign-up.ui.json#/ui:submitButtonOptions/submitText').click();
  await expect(heading(page, 'hi', 'otp.title')).toBeVisible();

  const code = await newestCode(page, 'hi', phone.digits);
  await firstOtpBox(page, 'hi').click();
  await page.keyboard.type(deva(code));
  await expect(page.getByText(text('hi', 'otp.signingUp'))).toBeVisible();
  await expect(heading(page, 'hi', 'screen.dashboard')).toBeVisible();
});

test('digits typed in Tamil are read as ASCII in the wizard: phone and the code', async ({
  page,
}) => {
  const phone = nextPhone();
  const tamil = (ascii: string) => nativeDigits(ascii, 'tamldec');
  await page.goto('/temp/create-profile');
  await languageControl(page).selectOption('ta');
  await expect(heading(page, 'ta', 'wizard.step.verifyPhone')).toBeVisible();
  const phoneBox = phoneField(page, 'ta');
  await phoneBox.click();
  await page.keyboard.type(tamil(phone.national));
  await expect(phoneBox).toHaveValue(phone.national);
  await button(page, 'ta', 'wizard-phone.ui.json#/ui:submitButtonOptions/submitText').click();
  const code = await newestCode(page, 'ta', phone.digits);
  await firstOtpBox(page, 'ta').click();
  await page.keyboard.type(tamil(code));
  await expect(heading(page, 'ta', 'wizard.step.profileInfo')).toBeVisible();
});

for (const language of ['hi', 'ta'] as const) {
  test.describe(`in ${language}, accessibility and fit`, () => {
    test.use({ locale: LOCALES[language] });

    test(`${language}: login and the wizard's first step pass axe and fit at 375 and 1280 px`, async ({
      page,
    }) => {
      test.slow();
      const screens = [
        { path: '/auth/login', key: 'login.schema.json#/title' },
        { path: '/temp/create-profile', key: 'wizard.step.verifyPhone' },
      ];
      for (const width of [PHONE_VIEWPORT.width, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? PHONE_VIEWPORT.height : 900 });
        for (const { path, key } of screens) {
          await page.goto(path);
          await expect(heading(page, language, key)).toBeVisible();
          await expectPageIn(page, language);
          const where = `${language} ${path} at ${width} px`;
          await expectNoAxeViolations(page, where);
          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect(overflow.innerWidth, where).toBe(width);
          expect(overflow.scrollWidth, `${where}: no horizontal scroll`).toBeLessThanOrEqual(
            overflow.innerWidth,
          );
        }
      }
    });
  });
}
