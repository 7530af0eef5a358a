/**
 * Login, sign-up, the wizard's first step and adding a business arrive with their form in the
 * page's first HTML (src/fast/server-render.ts), in the page's language; React takes that markup
 * over, and nothing a member did before the script arrived is lost (src/fast/rjsf/take-over.ts).
 * The script is held back with route interception, as a slow phone would have it, then released.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  codesSentTo,
  expectNoAxeViolations,
  memberSignedIn,
  nextPhone,
  pasteInto,
  PHONE_VIEWPORT,
} from './helpers';
import { text, type Language } from './language-texts';

test.use({ viewport: PHONE_VIEWPORT, permissions: ['clipboard-read', 'clipboard-write'] });

/** Holds every script the page asks for until `release` is called, as a slow network would. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/(assets|forms)\/[^?]*\.js(\?|$)/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Opens a page whose scripts are held: it never fires `load`. */
const openHeld = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

/** The page's form, taken over by React. */
const liveForm = (page: Page) => page.locator('form[data-live]');

const PAGES: ReadonlyArray<{ path: string; heading: string; signedIn?: boolean }> = [
  { path: '/auth/login', heading: 'login.schema.json#/title' },
  { path: '/auth/sign-up', heading: 'sign-up.schema.json#/title' },
  { path: '/temp/create-profile', heading: 'wizard-phone.schema.json#/title' },
  { path: '/secure/add-business', heading: 'business.schema.json#/title', signedIn: true },
];
const LANGUAGES: Language[] = ['en', 'hi', 'ta'];

/** React's words for a markup it could not take over (development and production builds). */
const HYDRATION_TROUBLE = /hydrat|did not match|#418|#419|#422|#423|#425/i;

for (const language of LANGUAGES)
  test(`[${language}] the four pages arrive with their form, and React takes it over without a mismatch`, async ({
    page,
  }) => {
    test.slow();
    // Signed in first, in English (the sign-in helper reads English labels).
    await memberSignedIn(page);
    await page.context().addCookies([{ name: 'lang', value: language, url: 'http://127.0.0.1' }]);
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text()))
        complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    for (const { path, heading } of PAGES) {
      // The first HTML, as the server sends it: the form's heading and labelled inputs are in it.
      const html = await (
        await page.request.get(path, { headers: { cookie: `lang=${language}` } })
      ).text();
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain(text(language, heading));
      expect(html, path).toMatch(/<form[^>]*>[\s\S]*<label[^>]* for="[^"]+"[\s\S]*<input/);

      await page.goto(path);
      await expect(liveForm(page), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        text(language, heading),
      );
    }
    expect(complaints).toEqual([]);
  });

test("the app's scripts are asked for once the page is on screen, not beside its HTML", async ({
  page,
}) => {
  const html = await (await page.request.get('/auth/login')).text();
  const [beforeThem, aside] = html.split('<template id="page-scripts">');
  expect(beforeThem).not.toMatch(/<script type="module"|rel="modulepreload"/);
  expect(aside).toMatch(/^<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"><\/script>/);
  expect(aside).toMatch(/<link rel="modulepreload" href="\/forms\/[a-f0-9]+\.js"><\/template>/);

  await page.goto('/auth/login');
  await expect(liveForm(page)).toBeVisible();
  const [parsed, asked] = (await page.evaluate(`[
    performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    performance.getEntriesByType('resource').find((r) => /\\/assets\\/index-/.test(r.name)).startTime,
  ]`)) as [number, number];
  expect(asked).toBeGreaterThan(parsed);
});

test('before its script arrives, the login form is on screen and labelled, and passes axe', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openHeld(page, '/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  await expect(liveForm(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'login before its script');
  await release();
  await expect(liveForm(page)).toBeVisible();
});

for (const { path, signedIn } of PAGES)
  test(`${path}: the server's HTML passes axe before the script runs`, async ({ page }) => {
    if (signedIn) await memberSignedIn(page);
    const release = await holdScripts(page);
    await openHeld(page, path);
    await expect(page.locator('main form input').first()).toBeVisible();
    await expect(liveForm(page)).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} before its script`);
    await release();
  });

test('a phone pasted and a submit pressed before the script arrive are taken in: the code is asked for once', async ({
  page,
}) => {
  const phone = nextPhone();
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/verification/initiate'))
      sends.push(request.url());
  });
  const release = await holdScripts(page);
  await openHeld(page, '/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await pasteInto(page, box, `+91 ${phone.national.slice(0, 5)} ${phone.national.slice(5)}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // Held, never posted: the page says it is still loading and stays where it is.
  await expect(page.locator('#page-loading')).toHaveText(text('en', 'app.pageLoading'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await release();
  await expect(page.getByRole('heading', { name: 'Enter the OTP' })).toBeVisible();
  expect(await codesSentTo(page, phone.digits)).toHaveLength(1);
  expect(sends).toHaveLength(1);
});

test('a field left for nowhere before the script is left after it: it is checked, and the focus stays away', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openHeld(page, '/auth/login');
  const box = page.getByRole('textbox', { name: /Phone Number/ });
  await box.fill('12345');
  await box.blur();
  await release();
  await expect(liveForm(page)).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await expect(box).not.toBeFocused();
});

test('typed values, a ticked box, focus and caret survive the sign-up page being taken over', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await openHeld(page, '/auth/sign-up');
  await page.getByLabel(/First Name/).fill('Asha');
  await page.getByLabel(/^Email/).fill('asha@example.in');
  await page.locator('#sign-up-consent-notice').check();
  const last = page.getByLabel(/Last Name/);
  await last.fill('Sharma');
  // The caret between "Sha" and "rma", where the member left it.
  await last.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  await release();
  await expect(liveForm(page)).toBeVisible();
  await expect(page.getByLabel(/First Name/)).toHaveValue('Asha');
  await expect(last).toBeFocused();
  expect(await last.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  // Typing goes on where the caret was, into the form's state.
  await page.keyboard.type('-');
  await expect(last).toHaveValue('Sha-rma');
  await expect(page.locator('#sign-up-consent-notice')).toBeChecked();
  // The form holds the values: a submit now asks only for what was left out, not for these.
  // (Its submit looks unavailable while the form is not whole, yet takes a press: `force`.)
  await page.getByRole('button', { name: 'Sign Up' }).click({ force: true });
  await expect(page.locator('#sign-up-consent-notice')).toBeChecked();
  await expect(page.getByLabel(/First Name/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/Last Name/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('a business name typed before the script survives adding a business being taken over', async ({
  page,
}) => {
  await memberSignedIn(page);
  const release = await holdScripts(page);
  await openHeld(page, '/secure/add-business');
  const name = page.getByRole('textbox', { name: /Business Name/ });
  await name.fill('Sharma Textiles');
  await release();
  await expect(liveForm(page)).toBeVisible();
  // The page renders again once it has the member's data (categories, the header's menu).
  await page.waitForLoadState('networkidle');
  await expect(name).toHaveValue('Sharma Textiles');
  await expect(name).toBeFocused();
});

test('with its script failing, the page says so in its language and shows no button', async ({
  page,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: 'http://127.0.0.1' }]);
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.abort());
  await page.goto('/auth/login');
  await expect(page.locator('#page-needs-script')).toHaveText(text('hi', 'app.pageNeedsScript'));
  await expect(page.locator('#login_phone')).toBeVisible();
  await expect(page.locator('#root button:visible')).toHaveCount(0);
});

test('with script turned off, the page says so and shows no button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await page.goto('/auth/sign-up');
  await expect(
    page.locator('p:visible', { hasText: text('en', 'app.pageNeedsScript') }),
  ).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: /First Name/ })).toBeVisible();
  await expect(page.locator('#root button:visible')).toHaveCount(0);
  await context.close();
});
