/**
 * The members' journeys (sign-up, login, the wizard, a business) driven in one language: every
 * control is found by its name in that language, read from the shipped texts (language-texts.ts),
 * so a text left in English fails to be found.
 */
import { expect, type Page } from '@playwright/test';
import { sentCode, tickConsent, typeOtp } from './helpers';
import { containing, startingWith, text, type Language } from './language-texts';

/** A text field by its label in the language (required labels add " *"). */
export const field = (page: Page, language: Language, titleKey: string) =>
  page.getByLabel(startingWith(text(language, titleKey)));

/** The phone number's text box (its country code is a combobox named after it). */
export const phoneField = (page: Page, language: Language) =>
  page.getByRole('textbox', { name: containing(text(language, 'defs/phone.json#/title')) });

/** The header's one language control (its name holds "Language" in every language). */
export const languageControl = (page: Page) => page.getByRole('combobox', { name: /Language/ });

/** The first of the code's boxes, named in the language. */
export const firstOtpBox = (page: Page, language: Language) =>
  page.getByRole('textbox', { name: text(language, 'widgets.otp.digit', { index: 1, count: 6 }) });

/** The newest code sent to the phone, once the boxes (named in the language) ask for it. */
export const newestCode = (page: Page, language: Language, digits: string) =>
  sentCode(page, digits, firstOtpBox(page, language));

export const typeCode = (page: Page, language: Language, code: string) =>
  typeOtp(page, code, firstOtpBox(page, language));

/** A code that is not `code`. */
export const wrongCode = (code: string) => `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;

/**
 * Picks an option of a searchable select by the label it has in the language (its catalogue key),
 * searching for that label with the language's placeholder.
 */
export async function chooseOption(
  page: Page,
  language: Language,
  titleKey: string,
  optionKey: string,
) {
  const option = text(language, optionKey);
  await page.getByRole('combobox', { name: startingWith(text(language, titleKey)) }).click();
  await page.getByPlaceholder(text(language, 'ui.searchPlaceholder')).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the sign-up form in the language (the group found by its number) and asks for the code. */
export async function fillSignUp(page: Page, language: Language, national: string) {
  await expect(
    page.getByRole('heading', { name: text(language, 'sign-up.schema.json#/title') }),
  ).toBeVisible();
  await field(page, language, 'defs/person.json#/properties/firstName/title').fill('Asha');
  await field(page, language, 'defs/person.json#/properties/lastName/title').fill('Sharma');
  await field(page, language, 'defs/person.json#/properties/email/title').fill('asha@example.in');
  await phoneField(page, language).fill(national);
  const group = field(page, language, 'defs/person.json#/properties/groupNumber/title');
  await group.fill('101');
  await group.blur();
  await expect(
    page.getByRole('combobox', {
      name: startingWith(text(language, 'defs/person.json#/properties/groupName/title')),
    }),
  ).toHaveValue('Sample Pune Central');
  await field(page, language, 'sign-up.schema.json#/properties/password/title').fill(
    'correct horse',
  );
  await tickConsent(page);
  await page
    .getByRole('button', {
      name: text(language, 'sign-up.ui.json#/ui:submitButtonOptions/submitText'),
    })
    .click();
  await expect(page.getByRole('heading', { name: text(language, 'otp.title') })).toBeVisible();
}

/** Fills the wizard's Profile Info step in the language and moves on. */
export async function fillWizardProfileIn(page: Page, language: Language) {
  await expect(
    page.getByRole('heading', { name: text(language, 'wizard.step.profileInfo') }),
  ).toBeVisible();
  await field(page, language, 'defs/person.json#/properties/firstName/title').fill('Ravi');
  await field(page, language, 'defs/person.json#/properties/lastName/title').fill('Kumar');
  await field(page, language, 'defs/person.json#/properties/email/title').fill('ravi@example.in');
  const group = field(page, language, 'defs/person.json#/properties/groupNumber/title');
  await group.fill('201');
  await group.blur();
  await expect(
    page.getByRole('combobox', {
      name: startingWith(text(language, 'defs/person.json#/properties/groupName/title')),
    }),
  ).toHaveValue('Sample Chennai Marina');
  await page
    .getByRole('button', {
      name: text(language, 'wizard-profile.ui.json#/ui:submitButtonOptions/submitText'),
    })
    .click();
}

/** The business fields every form of a business asks for, in the language. */
export async function fillBusinessFields(page: Page, language: Language, name: string) {
  const business = (property: string) => `defs/business.json#/properties/${property}/title`;
  await field(page, language, business('businessName')).fill(name);
  await chooseOption(
    page,
    language,
    business('businessEntityType'),
    'lists.entityType.partnership',
  );
  await chooseOption(page, language, business('businessCategory'), 'lists.category.retail');
  await field(page, language, business('businessDescription')).fill(
    'Wholesale and retail fabrics.',
  );
  await field(page, language, business('specialities')).fill('Silk');
  await field(page, language, business('interests')).fill('Exports');
  await field(page, language, business('whatDoYouWantFromUs')).fill('Referrals');
}

/**
 * Fills the first address card, named in the language; `pin` may be typed in any digits, and a
 * landline is given when the form asks for one (the signed-in business form).
 */
export async function fillFirstAddress(
  page: Page,
  language: Language,
  { pin = '411001', landline }: { pin?: string; landline?: string } = {},
) {
  const card = page.getByRole('region', {
    name: text(language, 'forms.itemLabel', {
      itemTitle: text(language, 'business.ui.json#/businessAddress/ui:options/itemTitle'),
      number: 1,
    }),
  });
  const address = (property: string) =>
    card.getByLabel(
      startingWith(text(language, `defs/address.json#/properties/${property}/title`)),
    );
  await address('addressLine1').fill('12 MG Road');
  await address('city').fill('Pune');
  await address('state').fill('Maharashtra');
  await address('pin').fill(pin);
  if (landline) await address('businessLandline').fill(landline);
  await address('businessGoogleLocationUrl').fill('https://maps.app.goo.gl/AbC123xyz');
  return card;
}
