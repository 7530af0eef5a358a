/**
 * Small things a member meets, continued: country names in the page's language, the profile asked
 * for once on a signed-in page, placeholders that read whole on a phone, and My Businesses' column
 * headings over their own columns. In English, Hindi and Tamil, at a phone's and a desktop's width,
 * with screenshots to look at.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  addBusiness,
  addBusinessThroughApi,
  fillWizardProfile,
  verifyInWizard,
  expectNoAxeViolations,
  formTakenOver,
  memberSignedIn,
  nextPhone,
  PHONE_VIEWPORT,
  lookAt,
} from './helpers';
import {
  fillWizardProfileIn,
  firstOtpBox,
  newestCode,
  phoneField,
  typeCode,
} from './language-journeys';
import { text, type Language } from './language-texts';

const LANGUAGES: Language[] = ['en', 'hi', 'ta'];
const DESKTOP = { width: 1280, height: 900 };
const SIZES = [PHONE_VIEWPORT, DESKTOP];

/** The page's language for the next load, as the header's control keeps it. */
async function readIn(page: Page, language: Language) {
  await page.evaluate((code) => {
    localStorage.setItem('language', code);
    document.cookie = `lang=${code}; path=/`;
  }, language);
}

async function screenshot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await lookAt(page, `${name}-${width}.png`, { fullPage: true });
}

/** Countries as CLDR names them in each language (Chromium's Intl.DisplayNames). */
const INDIA: Record<Language, string> = { en: 'India', hi: 'भारत', ta: 'இந்தியா' };
const KINGDOM: Record<Language, string> = {
  en: 'United Kingdom',
  hi: 'यूनाइटेड किंगडम',
  ta: 'யுனைடெட் கிங்டம்',
};

test("the phone field's country list is in the page's language, and finds by English name and code", async ({
  page,
}) => {
  await page.goto('/auth/login');
  for (const language of LANGUAGES) {
    await readIn(page, language);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/auth/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(phoneField(page, language)).toBeVisible();
      // The list is made only when opened: no country is named before.
      await expect(page.getByRole('option', { name: /\(\+\d+\)$/ })).toHaveCount(0);
      await page.locator('[role=combobox][id$="-country"]').click();
      const search = page.getByPlaceholder(text(language, 'ui.searchPlaceholder'));
      await expect(page.getByRole('option', { name: `${INDIA[language]} (+91)` })).toBeVisible();
      await screenshot(page, `small-b-countries-${language}`);
      const where = `[${language}] ${size.width} px`;
      for (const typed of ['United Kingdom', '+44', '44']) {
        await search.fill(typed);
        await expect(page.getByRole('option'), `${where}: "${typed}" finds`).toContainText([
          `${KINGDOM[language]} (+44)`,
        ]);
      }
      await page.keyboard.press('Escape');
    }
  }
});

test("the business form's country list is in the page's language too", async ({ page }) => {
  await memberSignedIn(page);
  for (const language of ['hi', 'ta'] as const) {
    await readIn(page, language);
    await page.goto('/secure/add-business');
    const country = page.locator('[role=combobox][id$="_country"]');
    await expect(country).toHaveText(new RegExp(INDIA[language]));
    await country.click();
    await page.getByPlaceholder(text(language, 'ui.searchPlaceholder')).fill('United Kingdom');
    await expect(page.getByRole('option', { name: KINGDOM[language] })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('a signed-in page asks for the profile once', async ({ page }) => {
  await memberSignedIn(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/profile/me') asked.push(page.url());
  });
  for (const path of ['/secure/dashboard', '/secure/profile', '/secure/business']) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked, `${path}: profile requests`).toHaveLength(1);
  }
  // On to the profile from the dashboard, in the app: what the dashboard asked for serves.
  await page.goto('/secure/dashboard');
  await expect(page.getByText('Welcome, Asha!')).toBeVisible();
  asked.length = 0;
  await page.getByRole('link', { name: /Personal Information/ }).click();
  await expect(page.locator('input[id$="firstName"]')).toHaveValue('Asha');
  expect(asked, 'dashboard → profile: profile requests').toHaveLength(0);
});

/** How a control shows its placeholder: on how many lines, and how many px of it do not fit. */
async function placeholderFit(control: Locator) {
  return control.evaluate((el) => {
    const style = getComputedStyle(el);
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (el instanceof HTMLInputElement) {
      // The placeholder as one line in the input's own font, measured beside it.
      const probe = document.createElement('span');
      probe.textContent = el.placeholder;
      probe.style.cssText = `position:absolute;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { text: el.placeholder, lines: 1, overflow: Math.ceil(width - room) };
    }
    // A searchable select's button: the placeholder is its first child, the caret its last.
    const shown = el.firstElementChild as HTMLElement;
    const caret = el.lastElementChild as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(shown);
    const lines = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    ).size;
    const box = el.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    const overflow = Math.max(
      Math.ceil(text.right - caret.getBoundingClientRect().left),
      Math.ceil(box.top - text.top),
      Math.ceil(text.bottom - box.bottom),
    );
    return { text: shown.textContent ?? '', lines, overflow };
  });
}

async function expectPlaceholderWhole(control: Locator, where: string) {
  const fit = await placeholderFit(control);
  expect(fit.lines, `${where}: "${fit.text}" on one line`).toBe(1);
  expect(fit.overflow, `${where}: "${fit.text}" px cut off`).toBeLessThanOrEqual(0);
}

test('Group Name and Entity Type placeholders read whole on a phone: sign-up and the wizard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const groupName = page.locator('input[id$="groupName"]');
  const entityType = page.locator('[role=combobox][id$="businessEntityType"]');
  await page.goto('/auth/sign-up');
  for (const language of LANGUAGES) {
    await readIn(page, language);
    // Sign-up, and the wizard to its business form.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/auth/sign-up');
    // Measured once the app has taken the server's markup over, never while it does.
    await formTakenOver(page);
    for (const width of [360, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectPlaceholderWhole(groupName, `sign-up [${language}] ${width} px`);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `small-b-sign-up-${language}`);
    }
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/temp/create-profile');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    const phone = nextPhone();
    await phoneField(page, language).fill(phone.national);
    await page
      .getByRole('button', {
        name: text(language, 'wizard-phone.ui.json#/ui:submitButtonOptions/submitText'),
      })
      .click();
    await expect(firstOtpBox(page, language)).toBeVisible();
    await typeCode(page, language, await newestCode(page, language, phone.digits));
    await expect(groupName).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectPlaceholderWhole(groupName, `wizard profile [${language}] ${size.width} px`);
      await screenshot(page, `small-b-wizard-profile-${language}`);
    }
    await page.setViewportSize(PHONE_VIEWPORT);
    await fillWizardProfileIn(page, language);
    await page.getByRole('button', { name: text(language, 'wizard.addBusiness') }).click();
    await expect(entityType).toBeVisible();
    for (const width of [360, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectPlaceholderWhole(entityType, `wizard business [${language}] ${width} px`);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `small-b-wizard-business-${language}`);
    }
  }
});

test('the Entity Type placeholder reads whole on the signed-in business form, in every language', async ({
  page,
}) => {
  const entityType = page.locator('[role=combobox][id$="businessEntityType"]');
  await page.setViewportSize(PHONE_VIEWPORT);
  await memberSignedIn(page);
  for (const language of LANGUAGES) {
    await readIn(page, language);
    await page.goto('/secure/add-business');
    await formTakenOver(page);
    await expect(entityType).toBeVisible();
    for (const width of [360, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectPlaceholderWhole(entityType, `add-business [${language}] ${width} px`);
    }
    await expectNoAxeViolations(page, `add-business [${language}]`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await screenshot(page, `small-b-add-business-${language}`);
    }
  }
});

test('My Businesses: each column heading stands over its own column, in every language', async ({
  page,
}) => {
  await memberSignedIn(page);
  await addBusinessThroughApi(page, 'Sharma Textiles');
  await addBusinessThroughApi(page, 'Iyer & Sons Filter Coffee');
  for (const language of LANGUAGES) {
    await readIn(page, language);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/secure/business');
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(3);
      const where = `[${language}] ${size.width} px`;
      const headings = table.getByRole('columnheader');
      await expect(headings).toHaveText([
        text(language, 'screen.businessName'),
        text(language, 'screen.edit'),
        text(language, 'screen.delete'),
      ]);
      for (const name of ['Sharma Textiles', 'Iyer & Sons Filter Coffee']) {
        const cells = table.getByRole('row').filter({ hasText: name }).getByRole('cell');
        await expect(cells).toHaveCount(3);
        const actions = [
          cells.nth(1).getByRole('link', { name: text(language, 'screen.editNamed', { name }) }),
          cells
            .nth(2)
            .getByRole('button', { name: text(language, 'screen.deleteNamed', { name }) }),
        ];
        for (const [index, action] of actions.entries()) {
          const heading = (await headings
            .nth(index + 1)
            .locator('span')
            .boundingBox())!;
          const below = (await action.boundingBox())!;
          // The heading's words stand within its action's width: read straight down.
          expect(
            heading.x,
            `${where}: heading ${index + 1} starts over its action`,
          ).toBeGreaterThanOrEqual(below.x - 1);
          expect(
            heading.x + heading.width,
            `${where}: heading ${index + 1} ends over its action`,
          ).toBeLessThanOrEqual(below.x + below.width + 1);
          expect(below.height, `${where}: a 44 px target`).toBeGreaterThanOrEqual(
            size.width < 768 ? 44 : 36,
          );
        }
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${where}: wider than the screen`,
      ).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `My Businesses ${where}`);
      await screenshot(page, `small-b-business-list-${language}`);
    }
  }
});

test("the wizard's businesses: Edit and Delete in columns of their own, their headings for screen readers", async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await verifyInWizard(page, nextPhone());
  await fillWizardProfile(page);
  await addBusiness(page, 'Kumar Traders');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Business Name', 'Edit', 'Delete']);
  const cells = table.getByRole('row').filter({ hasText: 'Kumar Traders' }).getByRole('cell');
  await expect(cells.nth(1).getByRole('button', { name: 'Edit Kumar Traders' })).toBeVisible();
  await expect(cells.nth(2).getByRole('button', { name: 'Delete Kumar Traders' })).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the wizard's businesses at ${size.width} px`);
    await screenshot(page, 'small-b-wizard-businesses-en');
  }
});
