/**
 * Small things a member meets on a phone: the wizard's step names inside their columns, the code
 * screen's phone number on one line and its Back and Resend large enough to tap, toasts that hide
 * nothing, the thank-you's way to log in, and the focus after starting the wizard anew. In English,
 * Hindi and Tamil, at a phone's and a desktop's width, with screenshots to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  memberSignedIn,
  nextPhone,
  PHONE_VIEWPORT,
  sentCode,
  submitWizard,
  typeOtp,
  verifyInWizard,
  fillWizardProfile,
  addBusiness,
  giveWizardConsent,
  lookAt,
} from './helpers';
import { firstOtpBox, languageControl, phoneField } from './language-journeys';
import { text, type Language } from './language-texts';

const LANGUAGES: Language[] = ['en', 'hi', 'ta'];
const DESKTOP = { width: 1280, height: 900 };
/** Wide enough for a toast beside the page's column. */
const WIDE_DESKTOP = { width: 1440, height: 900 };

/** The page's language for the next load, as the header's control keeps it. */
async function readIn(page: Page, language: Language) {
  await page.evaluate((code) => {
    localStorage.setItem('language', code);
    document.cookie = `lang=${code}; path=/`;
  }, language);
}

/** The wizard from its start, with nothing of an earlier visit in this tab. */
async function freshWizard(page: Page) {
  await page.goto('/temp/create-profile');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
}

/** A screenshot to look at (tests/e2e/screenshots, not committed); a toast's, of the screen only. */
async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const width = page.viewportSize()!.width;
  await lookAt(page, `${name}-${width}.png`, { fullPage });
}

/** How far the page is wider than the screen (0: not at all). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The wizard's step names that stand outside their own column (the list item), by name. */
const stepNamesOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('ol[aria-label] > li')]
      .filter((step) => {
        const column = step.getBoundingClientRect();
        const name = step.lastElementChild!.getBoundingClientRect();
        return name.left < column.left - 0.5 || name.right > column.right + 0.5;
      })
      .map((step) => step.textContent ?? ''),
  );

/** How many lines an element's text stands on. */
const linesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    ).size;
  });

const SEEN = 'h1, h2, h3, ol[aria-label], button, a, input, select, textarea, label, p';

/**
 * Marks what is on screen now (headings, the steps, controls, labels, paragraphs), with the part of
 * it on screen, from its own top: an element cut by the screen's edge was seen only so far.
 */
const markOnScreen = (page: Page) =>
  page.evaluate((selector) => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect();
      const top = Math.max(r.top, 0);
      const bottom = Math.min(r.bottom, window.innerHeight);
      if (r.width > 1 && bottom - top > 1 && !el.closest('[data-toasts]') && el.checkVisibility())
        el.dataset.seen = `${top - r.top} ${bottom - r.top}`;
      else delete el.dataset.seen;
    }
  }, SEEN);

/**
 * Of what was on screen when marked, what a showing toast's box now overlaps, and which toast. A toast
 * on its way out (an earlier step's, fading) stands where the stack was, not in the room made now.
 */
const hiddenByToasts = (page: Page) =>
  page.evaluate(() => {
    const toasts = [
      ...document.querySelectorAll<HTMLElement>('[data-toasts] [data-toast]:not([aria-hidden])'),
    ]
      .map((el) => ({ box: el.getBoundingClientRect(), text: el.textContent?.trim() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    return [...document.querySelectorAll<HTMLElement>('[data-seen]')]
      .filter((el) => el.checkVisibility())
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        const [top, bottom] = el.dataset.seen!.split(' ').map((y) => r.top + Number(y));
        const over = toasts.find(
          ({ box: t }) =>
            r.left < t.right && r.right > t.left && top! < t.bottom && bottom! > t.top,
        );
        const what = `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`;
        return over ? [`${what} under "${over.text}"`] : [];
      });
  });

/**
 * The toast showing `message`, raised by `act`, has come to rest: it hides nothing that was on
 * screen (the control just used among it).
 */
async function expectToastHidesNothing(
  page: Page,
  act: () => Promise<void>,
  message: string | RegExp,
  where: string,
) {
  await markOnScreen(page);
  await act();
  await expect(page.locator('[data-toasts]').getByText(message)).toBeVisible();
  // Sliding in takes 350 ms.
  await page.waitForTimeout(500);
  expect(await hiddenByToasts(page), `${where}: what the toast hides`).toEqual([]);
}

test("the wizard's step names stay in their columns, in every language, at 320 to 375 px", async ({
  page,
}) => {
  test.slow();
  await page.goto('/temp/create-profile');
  for (const language of LANGUAGES) {
    await readIn(page, language);
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/temp/create-profile');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(phoneField(page, language)).toBeVisible();
      const where = `[${language}] at ${width} px`;
      expect(await overflow(page), `${where}: wider than the screen`).toBeLessThanOrEqual(0);
      expect(await stepNamesOutside(page), `${where}: step names out of their columns`).toEqual([]);
    }
    for (const size of [PHONE_VIEWPORT, DESKTOP]) {
      await page.setViewportSize(size);
      await screenshot(page, `small-wizard-start-${language}`);
    }
  }
});

test('the code screen: the phone on one line, Back and Resend 44 px at every width', async ({
  page,
}) => {
  test.slow();
  await page.goto('/temp/create-profile');
  for (const language of LANGUAGES) {
    await readIn(page, language);
    await page.setViewportSize({ width: 320, height: 740 });
    await freshWizard(page);
    const phone = nextPhone();
    await phoneField(page, language).fill(phone.national);
    await page
      .getByRole('button', {
        name: text(language, 'wizard-phone.ui.json#/ui:submitButtonOptions/submitText'),
      })
      .click();
    await expect(firstOtpBox(page, language)).toBeVisible();
    const back = page.getByRole('button', { name: text(language, 'wizard.editPhone') });
    const resend = page.getByRole('button', { name: text(language, 'otp.resend') });
    // The server's gap is 1 s here.
    await expect(resend).toBeVisible();
    for (const width of [320, 375, 640, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const where = `[${language}] at ${width} px`;
      for (const [name, control] of [
        ['Back', back],
        ['Resend', resend],
      ] as const) {
        const box = (await control.boundingBox())!;
        expect(box.height, `${where}: ${name}'s height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${where}: ${name}'s width`).toBeGreaterThanOrEqual(44);
      }
      const number = page.locator('#otp-title + p span[dir="ltr"]');
      await expect(number).toHaveText(/^\+91 \d{5} \d{5}$/);
      expect(await linesOf(page, '#otp-title + p span[dir="ltr"]'), `${where}: the number`).toBe(1);
      expect(await overflow(page), `${where}: wider than the screen`).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page, `the code screen [${language}]`);
    for (const size of [PHONE_VIEWPORT, DESKTOP]) {
      await page.setViewportSize(size);
      await screenshot(page, `small-otp-${language}`);
      // The resend's note in the language (Tamil's runs to two lines) hides nothing either.
      await expect(resend).toBeVisible();
      await expectToastHidesNothing(
        page,
        () => resend.click(),
        text(language, 'otp.resent'),
        `resent [${language}] at ${size.width} px`,
      );
      await screenshot(page, `small-toast-otp-${language}`, { fullPage: false });
    }
  }
});

test('toasts hide nothing: the code screen, a refused wizard submit', async ({ page }) => {
  test.slow();
  for (const size of [PHONE_VIEWPORT, DESKTOP, WIDE_DESKTOP]) {
    await page.setViewportSize(size);
    const at = `${size.width} px`;
    // The code screen: the resend's note, then a wrong code's refusal.
    const phone = nextPhone();
    await freshWizard(page);
    await phoneField(page, 'en').fill(phone.national);
    await page.getByRole('button', { name: 'Send OTP on WhatsApp' }).click();
    const code = await sentCode(page, phone.digits);
    await expectToastHidesNothing(
      page,
      () => page.getByRole('button', { name: 'Resend OTP' }).click(),
      'OTP resent successfully',
      `resent, ${at}`,
    );
    await screenshot(page, 'small-toast-otp-en', { fullPage: false });
    const newest = await sentCode(page, phone.digits);
    expect(newest).not.toBe(code);
    await expectToastHidesNothing(
      page,
      () => typeOtp(page, `${(Number(newest[0]) + 1) % 10}${newest.slice(1)}`),
      'OTP verification failed',
      `refused, ${at}`,
    );

    // The wizard's last step, scrolled to Submit, refused by the server.
    await freshWizard(page);
    await verifyInWizard(page, nextPhone());
    await fillWizardProfile(page);
    await addBusiness(page, 'Kumar Traders');
    await giveWizardConsent(page);
    await page.route('**/api/v2/user/create-profile', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong' } }),
    );
    const submit = page.getByRole('button', { name: 'Submit' });
    // Scrolled only so far that Submit is just on screen, at its bottom edge.
    await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expectToastHidesNothing(page, () => submit.click(), /went wrong/, `wizard submit, ${at}`);
    await screenshot(page, 'small-toast-wizard-submit-en', { fullPage: false });
    await page.unroute('**/api/v2/user/create-profile');
  }
});

test('a saved profile: its toast hides nothing', async ({ page }) => {
  test.slow();
  await memberSignedIn(page);
  for (const size of [PHONE_VIEWPORT, DESKTOP, WIDE_DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/secure/profile');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByLabel(/Middle Name/).fill('K');
    await save.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await expectToastHidesNothing(
      page,
      () => save.click(),
      'Profile information saved successfully!',
      `profile, ${size.width} px`,
    );
    await screenshot(page, 'small-toast-profile-en', { fullPage: false });
  }
});

test('a toast that goes moves nothing on screen: Save at the end of the profile stays put', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await memberSignedIn(page);
  await page.goto('/secure/profile');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByLabel(/Middle Name/).fill('K');
  await save.click();
  await expect(
    page.locator('[data-toasts]').getByText('Profile information saved successfully!'),
  ).toBeVisible();
  // A member reads on to the page's end, into the room made for the toast, Save above it.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const before = (await save.boundingBox())!;
  expect(before.y + before.height, 'Save on screen').toBeLessThan(PHONE_VIEWPORT.height);
  await expect(page.locator('[data-toasts] [data-toast]')).toHaveCount(0, { timeout: 10_000 });
  expect((await save.boundingBox())!.y, 'Save where it was').toBe(before.y);
  // Scrolled up, what is left of the room goes: the page ends where it did before the toast.
  await page.evaluate('window.scrollTo(0, 0)');
  await expect.poll(() => page.evaluate('document.body.style.paddingBottom')).toBe('');
});

test("the thank-you says they can log in now with the wizard's phone; Start new form focuses the phone field", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE_VIEWPORT);
  const phone = nextPhone();
  await submitWizard(page, phone, 'Kumar Traders');
  const shown = `+91 ${phone.national.slice(0, 5)} ${phone.national.slice(5)}`;
  for (const language of LANGUAGES) {
    // Switched in place: the thank-you stays, with the phone it remembers.
    await languageControl(page).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The thank-you's own status (a toast is one too).
    const status = page.locator('main [role=status]');
    await expect(status).toContainText(text(language, 'wizard.next.logInWith', { phone: shown }));
    await expect(status).not.toContainText(text(language, 'wizard.next.logInHint'));
    await expect(
      status.getByRole('link', { name: text(language, 'wizard.next.logIn') }),
    ).toHaveAttribute('href', '/auth/login');
    expect(await linesOf(page, '[role=status] span[dir="ltr"]'), `[${language}] the number`).toBe(
      1,
    );
    for (const size of [PHONE_VIEWPORT, DESKTOP]) {
      await page.setViewportSize(size);
      await screenshot(page, `small-thanks-${language}`);
    }
    await page.setViewportSize(PHONE_VIEWPORT);
  }
  await languageControl(page).selectOption('en');
  // Log in carries the phone: it need not be typed again.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveValue(/98/);
  // Back on the thank-you, which the tab keeps only as a fact: it still says they can log in now.
  await page.goBack();
  await expect(page.locator('main [role=status]')).toContainText(
    'You can now log in with your phone number.',
  );
  await page.getByRole('button', { name: 'Fill in for another person' }).click();
  await page.getByRole('button', { name: 'Start new form' }).click();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toBeFocused();
});
