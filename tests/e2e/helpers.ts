import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createBusiness, createSignUp } from '../fixtures/forms';

/** A phone's width (the 375 px), at the Pixel 7 project's touch settings. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

let seq = 0;
/** A fresh valid Indian mobile number per call, unique across runs on one database. */
export function nextPhone(): { digits: string; national: string } {
  seq += 1;
  const national = `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(seq).padStart(2, '0')}`;
  return { digits: `91${national}`, national };
}

/** Every code the server "sent" to a phone, newest first (OTP_DELIVERY=dev keeps them). */
export async function codesSentTo(page: Page, digits: string): Promise<string[]> {
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as Array<{
    to: string;
    code: string;
  }>;
  return outbox.filter((m) => m.to === `+${digits}`).map((m) => m.code);
}

/** The first of the code's boxes (named in English unless the caller names it). */
const firstBox = (page: Page) => page.getByRole('textbox', { name: 'Digit 1 of 6' });

/** The code the server "sent" (OTP_DELIVERY=dev keeps it in the outbox). */
export async function sentCode(page: Page, digits: string, box = firstBox(page)): Promise<string> {
  // The boxes show once the send is answered, so the newest code is this send's, not the one before.
  await expect(box)
    .toBeVisible()
    .catch(async (error: Error) => {
      // CI keeps only its log: what the page said instead is the clue.
      const said = await page
        .locator('body')
        .innerText()
        .catch(() => '(no page)');
      const early = await page.evaluate('JSON.stringify(document.documentElement.dataset)');
      throw new Error(`${error.message}\nThe page said instead:\n${said}\n<html> data: ${early}`);
    });
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await codesSentTo(page, digits))[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export async function typeOtp(page: Page, code: string, box = firstBox(page)): Promise<void> {
  await box.click();
  await page.keyboard.type(code);
}

/**
 * Waits until the app has taken over the page's form, as most members do before typing: what is
 * typed and pressed before that is first-html.spec.ts's to test, with the script held back.
 */
export async function formTakenOver(page: Page) {
  await expect(page.locator('main form[data-live]')).toBeVisible();
}

/** Asks for a login code for a phone; what the page shows next is the caller's to check. */
export async function requestLoginOtp(page: Page, national: string) {
  await page.goto('/auth/login');
  await formTakenOver(page);
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
}

/** On the wizard's first step: types the phone and asks for its code on WhatsApp. */
export async function sendWizardOtp(page: Page, national: string) {
  await formTakenOver(page);
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(national);
  await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
}

/** Opens a fresh wizard and asks for a code for the phone. */
export async function requestWizardOtp(page: Page, national: string) {
  await page.goto('/temp/create-profile');
  await sendWizardOtp(page, national);
}

/** The code sent to a phone (digits with the country code), as the server under test keeps it. */
type CodeReader = (page: Page, digits: string) => Promise<string>;

/** Verifies the phone in a fresh wizard, up to its Profile Info step. */
export async function verifyInWizard(
  page: Page,
  phone: { digits: string; national: string },
  readCode: CodeReader = sentCode,
) {
  await requestWizardOtp(page, phone.national);
  await typeOtp(page, await readCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
}

/**
 * Ticks the two consent boxes (sign-up's, the wizard's, agreeing again's) by their ids, so in any
 * language: `prefix` is the screen's (`sign-up-consent`, `wizard-consent`, `consent-renewal`).
 */
export async function tickConsent(page: Page, prefix = 'sign-up-consent') {
  await page.locator(`#${prefix}-notice`).check();
  await page.locator(`#${prefix}-adult`).check();
}

/**
 * A member signed up through the API (agreeing to the notice as it reads now), then signed in on
 * screen with a code: the quick way to a signed-in member whose sign-up is not what a test is about.
 */
export async function memberSignedIn(page: Page, signUp: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const national = { channel: 'PHONE', phone: phone.national, countryCode: '+91' };
  expect((await page.request.post('/api/verification/initiate', { data: national })).ok()).toBe(
    true,
  );
  const [otp] = await codesSentTo(page, phone.digits);
  const verified = await page.request.post('/api/verification/verify', {
    data: { ...national, otp },
  });
  const proof = (await verified.json()) as { response: { token: string; userId: string } };
  const notice = (await (await page.request.get('/api/privacy/notice?lang=en')).json()) as {
    version: string;
  };
  const signedUp = await page.request.post('/api/auth/signup', {
    data: {
      ...createSignUp({
        groupNumber: '101',
        groupName: 'Sample Pune Central',
        region: 'West',
        ...signUp,
      }),
      phone: phone.digits,
      uid: proof.response.userId,
      token: proof.response.token,
      isVerified: true,
      consent: { notice: notice.version, adult: true },
    },
  });
  expect(signedUp.ok()).toBe(true);
  await requestLoginOtp(page, phone.national);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return phone;
}

/** On the wizard's last step: says who fills it in (the member, by default) and ticks both boxes. */
export async function giveWizardConsent(page: Page, { forOther = false } = {}) {
  await page.locator(`#wizard-consent-${forOther ? 'other' : 'self'}`).check();
  await tickConsent(page, 'wizard-consent');
}

/** The whole wizard for the phone, with one business, up to its thank-you. */
export async function submitWizard(
  page: Page,
  phone: { digits: string; national: string },
  businessName: string,
  readCode: CodeReader = sentCode,
  { logo = false } = {},
) {
  await verifyInWizard(page, phone, readCode);
  await fillWizardProfile(page);
  await addBusiness(page, businessName, { logo });
  await giveWizardConsent(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

/** Fills the sign-up form (the group found by its number) and asks for the code. */
export async function submitSignUpForm(page: Page, phone: { national: string }) {
  await page.goto('/auth/sign-up');
  await formTakenOver(page);
  await page.getByLabel(/First Name/).fill('Asha');
  await page.getByLabel(/Last Name/).fill('Sharma');
  await page.getByLabel(/^Email/).fill('asha@example.in');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByLabel(/Group Number/).fill('101');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Pune Central',
  );
  await expect(page.getByRole('combobox', { name: /Region/ })).toHaveText(/West/);
  await page.getByLabel(/Password/).fill('correct horse');
  await tickConsent(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
}

/** Signs up through the screens and waits for the dashboard. */
export async function signUpThroughScreens(page: Page, phone = nextPhone()) {
  await submitSignUpForm(page, phone);
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByText('OTP verified. Signing up...')).toBeVisible();
  // Signing up makes the account, then the dashboard's screen loads: on a busy two-core machine
  // running two browsers, over 5 s has been seen.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 10_000 });
  return phone;
}

/** Picks an option in a searchable select. */
export async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByPlaceholder('Search...').fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a business in the wizard's inline form, with a logo if asked, and waits for its row. */
export async function addBusiness(page: Page, name: string, { logo = false } = {}) {
  await page.getByRole('button', { name: 'Add business' }).click();
  await page.getByLabel(/Business Name/).fill(name);
  await choose(page, /Entity Type/, 'Partnership');
  await choose(page, /^Business Category/, 'Retail');
  await page.getByLabel(/Business Description/).fill('Wholesale and retail fabrics.');
  await page.getByLabel(/Specialities/).fill('Silk');
  await page.getByLabel(/Interests/).fill('Exports');
  await page.getByLabel(/What do you want from us/).fill('Referrals');
  await fillAddress(page, 1, {
    'Address Line 1': '12 MG Road',
    City: 'Pune',
    State: 'Maharashtra',
    'PIN Code': '411001',
    'Google Location URL': 'https://maps.app.goo.gl/AbC123xyz',
  });
  if (logo) await uploadLogo(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Fills the wizard's Profile Info step (the group found by its number) and moves on. */
export async function fillWizardProfile(page: Page) {
  await page.getByLabel(/First Name/).fill('Ravi');
  await page.getByLabel(/Last Name/).fill('Kumar');
  await page.getByLabel(/^Email/).fill('ravi@example.in');
  await page.getByLabel(/Group Number/).fill('201');
  await page.getByLabel(/Group Number/).blur();
  await expect(page.getByRole('combobox', { name: /Group Name/ })).toHaveValue(
    'Sample Chennai Marina',
  );
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Fills the named fields ("City": "Pune") of the `index`-th address card, in the order given. */
export async function fillAddress(page: Page, index: number, values: Record<string, string>) {
  const card = page.getByRole('region', { name: `Address ${index}` });
  for (const [label, value] of Object.entries(values)) {
    await card.getByLabel(new RegExp(label)).fill(value);
  }
}

/** Opens the signed-in Add Business form from the account menu. */
export async function openAddBusiness(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Businesses' }).click();
  await page.getByRole('link', { name: 'Add business' }).click();
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
}

/** A PNG of the given size, as a member's logo file. */
const logoPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f3a68' } })
    .png()
    .toBuffer();

/** Uploads a small PNG as the business logo and waits for its preview (named in the page's language). */
export async function uploadLogo(page: Page, previewName = 'Logo preview') {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(120, 80) });
  await expect(page.getByRole('img', { name: previewName })).toHaveAttribute(
    'src',
    /\/api\/business\/logo\//,
  );
}

/**
 * Fills the signed-in business form (logo included) with category Retail, or with Other and
 * `otherCategory` as its text; `skip` names one address field ("Business Landline") left empty.
 */
export async function fillBusinessForm(
  page: Page,
  name: string,
  { otherCategory, skip }: { otherCategory?: string; skip?: string } = {},
) {
  await uploadLogo(page);
  await page.getByLabel(/Business Name/).fill(name);
  await page.getByLabel(/Business Tagline/).fill('Fabrics since 1982');
  await choose(page, /Entity Type/, 'Partnership');
  if (otherCategory) {
    await choose(page, /^Business Category/, 'Other');
    await page.getByLabel(/Other Business Category/).fill(otherCategory);
  } else {
    await choose(page, /^Business Category/, 'Retail');
  }
  await page.getByLabel(/Business Description/).fill('Wholesale and retail fabrics.');
  await page.getByLabel(/Specialities/).fill('Silk, cotton');
  await page.getByLabel(/Interests/).fill('Exports');
  await page.getByLabel(/What do you want from us/).fill('Referrals');
  const address: Record<string, string> = {
    'Address Line 1': '12 MG Road',
    City: 'Pune',
    State: 'Maharashtra',
    'PIN Code': '411001',
    'Business Landline': '02012345678',
    'Google Location URL': 'https://maps.app.goo.gl/AbC123xyz',
  };
  if (skip) delete address[skip];
  await fillAddress(page, 1, address);
}

/** Adds a business (with an uploaded logo) for the signed-in member through the API. */
export async function addBusinessThroughApi(page: Page, businessName: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const upload = await page.request.post('/api/business/upload-logo', {
    headers,
    multipart: {
      file: { name: 'logo.png', mimeType: 'image/png', buffer: await logoPng(64, 64) },
    },
  });
  const logo = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await page.request.post('/api/business', {
    headers,
    data: createBusiness({ businessName, businessLogo: logo }),
  });
  expect(created.ok()).toBe(true);
}

/** Puts text on the clipboard and pastes it into a field, as a member would. */
export async function pasteInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.fill('');
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** Lets finite animations finish: axe reads text that is fading in or out as too low contrast. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe run in the page itself. Its default runs each frame apart and joins the results in a blank
 * page it opens for each check: 2–3× the time, for frames from other origins, which no screen has.
 */
const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

async function expectAxeFinds(axe: AxeBuilder, name: string) {
  const { violations } = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, name).toEqual([]);
}

/**
 * axe's WCAG 2.1 A/AA check of the page as it is: nothing may be found. Toasts are left out: one
 * can appear, fade or leave while axe reads the page, which then reads it as text of too low
 * contrast, at random. `expectToastsAccessible` checks them at rest.
 */
export async function expectNoAxeViolations(page: Page, name: string) {
  await settleAnimations(page);
  await expectAxeFinds(axeOf(page).exclude('[data-toasts]'), name);
}

/** The toast showing `text`, once it has finished sliding in: axe finds nothing in the toasts. */
export async function expectToastsAccessible(page: Page, text: string) {
  await expect(page.locator('[data-toasts]').getByText(text)).toBeVisible();
  await settleAnimations(page);
  await expectAxeFinds(axeOf(page).include('[data-toasts]'), `toast "${text}"`);
}

/*
 * Walks through the app's screens, stopping at each once it has shown, so that the screenshot and
 * axe pass and the touch-size pass check the very same screens in the same states.
 */

type Visit<Screen extends string> = (screen: Screen) => Promise<void>;

/** Login, sign-up and the login OTP step. */
export async function walkPublicScreens(page: Page, visit: Visit<'login' | 'sign-up' | 'otp'>) {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await visit('login');
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await visit('sign-up');
  await requestLoginOtp(page, nextPhone().national);
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  await visit('otp');
}

export type WizardScreen =
  | 'wizard-otp'
  | 'wizard-profile'
  | 'wizard-business-step'
  | 'wizard-business-form'
  | 'wizard-businesses';

/** From the wizard's first step, open: a fresh phone verified, the profile, one business added. */
export async function walkWizardScreens(page: Page, visit: Visit<WizardScreen>) {
  const phone = nextPhone();
  await sendWizardOtp(page, phone.national);
  await expect(page.getByRole('button', { name: /Edit phone/ })).toBeVisible();
  await visit('wizard-otp');
  await typeOtp(page, await sentCode(page, phone.digits));
  await expect(page.getByRole('heading', { name: 'Profile Info' })).toBeVisible();
  await visit('wizard-profile');
  await fillWizardProfile(page);
  await visit('wizard-business-step');
  await page.getByRole('button', { name: 'Add business' }).click();
  await expect(page.getByLabel(/Business Name/)).toBeVisible();
  await visit('wizard-business-form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await addBusiness(page, 'Kumar Traders');
  await visit('wizard-businesses');
}

export type BusinessScreen =
  'business-list' | 'add-business' | 'business-list-rows' | 'edit-business';

/** For a signed-in member with no business: the empty list, Add, then the list and Edit of one. */
export async function walkBusinessScreens(page: Page, visit: Visit<BusinessScreen>) {
  await page.goto('/secure/business');
  await expect(page.getByText("You haven't added any businesses yet.")).toBeVisible();
  await visit('business-list');
  await page.goto('/secure/add-business');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await visit('add-business');
  // Through the API: the form itself is exercised elsewhere.
  await addBusinessThroughApi(page, 'Sharma Textiles');
  await page.goto('/secure/business');
  await expect(page.getByRole('cell', { name: 'Sharma Textiles', exact: true })).toBeVisible();
  await visit('business-list-rows');
  await page.getByRole('link', { name: 'Edit Sharma Textiles' }).click();
  await expect(page.getByLabel(/Business Name/)).toHaveValue('Sharma Textiles');
  await visit('edit-business');
}

interface Box {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible button, input, select, combobox, menu item and stand-alone link (links inside a
 * sentence aside) that is smaller than `min` px: its height, and for buttons and links its width too.
 */
export async function smallTargets(page: Page, min = 44): Promise<Box[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'input:not([type=hidden]):not([type=file])',
      'select',
      'textarea',
      '[role=combobox]',
      '[role=menuitem]',
      'a',
    ].join(',');
    const found: Box[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A link in a sentence: a paragraph's, or a checkbox label's.
      if (el.closest('p') || (el.matches('a') && el.closest('label'))) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // hidden or visually hidden (sr-only)
      const wide = el.matches('button, a, [role=menuitem]');
      // Half a pixel of rounding is allowed.
      if (rect.height < min - 0.5 || (wide && rect.width < min - 0.5)) {
        const name = el.getAttribute('aria-label') || el.textContent?.trim() || el.id || el.tagName;
        found.push({
          what: `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        });
      }
    }
    return found;
  }, min);
}

/** Fails naming every control on the page smaller than 44 px. */
export async function expectTouchSizes(page: Page, screen: string) {
  expect(await smallTargets(page), `${screen}: controls under 44 px`).toEqual([]);
}

/**
 * The words the page shows split over two lines: a word (characters between spaces) whose rendered
 * pieces stand at different heights. Text hidden from view (a closed "Details") is not rendered and
 * never counts.
 */
export async function wordsBrokenMidWay(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)),
        );
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
}

/**
 * A screenshot to look at, in tests/e2e/screenshots (not committed). CI takes none: its clone is
 * thrown away unread, and at a phone's pixel ratio the screenshots were a minute of its run.
 */
export async function lookAt(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (process.env.CI) return;
  await page.screenshot({ path: `tests/e2e/screenshots/${name}`, ...options });
}
