/**
 * The product in Hindi and Tamil: the members' journeys in each, a switch mid-form, a member's
 * choice following them to another device, digits typed in the scripts' own numerals, and the
 * screens' accessibility and fit in each language.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  codesSentTo,
  expectNoAxeViolations,
  nextPhone,
  PHONE_VIEWPORT,
  uploadLogo,
} from './helpers';
import {
  chooseOption,
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
import {
  containing,
  startingWith,
  englishOf,
  nativeDigits,
  text,
  type Language,
} from './language-texts';

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

    test(`${language}: a visitor signs up, logs in again and adds a business`, async ({
      page,
      context,
    }) => {
      test.slow();
      const asked = textRequests(page);
      const phone = nextPhone();

      // The server sends the page naming the browser's language, before any script runs.
      const sent = await page.goto('/auth/sign-up');
      expect(await sent!.text()).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
      await expectPageIn(page, language);
      expect(asked).toContain(`/api/v2/texts/${language}`);
      expect(asked).toContain(`/api/forms/sign-up?lang=${language}`);

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
      await expect(context.pages()).toHaveLength(1);
    });

    test(`${language}: a visitor completes the wizard to its thank-you`, async ({ page }) => {
      test.slow();
      const asked = textRequests(page);
      const phone = nextPhone();
      await page.goto('/temp/create-profile');
      await expectPageIn(page, language);
      expect(asked).toContain(`/api/forms/wizard-phone?lang=${language}`);
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
      await submit.click();
      await expect(heading(page, language, 'wizard.thanksTitle')).toBeVisible();
      const [before] = t('wizard.thanks').split('{phone}');
      await expect(page.getByText(before!.trim(), { exact: false })).toBeVisible();
      await expectPageIn(page, language);
    });
  });
}
