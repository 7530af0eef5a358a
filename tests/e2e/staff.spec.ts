/**
 * The network's office in the Studio: an admin finds a member who has just finished the wizard by a
 * pasted phone, opens their business and exports them; adds a viewer, who can look but not publish
 * or manage staff; removes the viewer, whose next step is refused. On a server of its own, so the
 * members it adds never count in studio.spec.ts's impact checks.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E_OFFICE_PORT, E2E_STAFF_PHONE } from '../helpers/e2e-servers';
import { typedSpellings } from '../helpers/phone-spellings';
import {
  expectNoAxeViolations,
  expectTouchSizes,
  nextPhone,
  pasteInto,
  sentCode,
  submitWizard,
  typeOtp,
  wordsBrokenMidWay,
  lookAt,
} from './helpers';
import { languageControl } from './language-journeys';
import { text, type Language } from './language-texts';

const BASE = `http://127.0.0.1:${E2E_OFFICE_PORT}`;
test.use({ baseURL: BASE });

const ADMIN = { digits: E2E_STAFF_PHONE.slice(1), national: E2E_STAFF_PHONE.slice(3) };

/**
 * Staff sessions by phone: a phone receives at most five codes an hour, and the admin opens the
 * Studio in more tests than that, so a session once signed in is carried into later tabs.
 */
const sessions = new Map<string, string>();

/**
 * A Studio tab of its own, at a desktop's width or a phone's: signed in with the phone's code the
 * first time, with the session it got after that.
 */
async function studioAs(
  browser: Browser,
  phone: { digits: string; national: string },
  width = 1280,
) {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'en-IN',
    viewport: { width, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
  const saved = sessions.get(phone.digits);
  if (saved)
    await context.addInitScript((session) => {
      sessionStorage.setItem('studio.staff-session', session);
    }, saved);
  const page = await context.newPage();
  await page.goto('/studio');
  if (saved) {
    await expect(areas(page)).toBeVisible();
    return page;
  }
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(phone.national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeOtp(page, await sentCode(page, phone.digits));
  // On a phone the sign-in's toast slides in over the area links for four seconds: a tap in that
  // moment lands on the toast. A person waits for it to go; so does the test.
  const signedIn = page.locator('[data-toasts]').getByText('OTP verified Successfully!');
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toBeHidden({ timeout: 10_000 });
  sessions.set(
    phone.digits,
    (await page.evaluate(() => sessionStorage.getItem('studio.staff-session'))) ?? '',
  );
  return page;
}

const areas = (page: Page) => page.getByRole('navigation', { name: 'Studio areas' });

/** "+91 98036 85087": how the Studio writes an Indian number of ten national digits. */
const spaced = (national: string) => `+91 ${national.slice(0, 5)} ${national.slice(5)}`;

/** The Studio in another language, chosen with the header's language control. */
async function speak(page: Page, language: Language) {
  await languageControl(page).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * An area at a phone's 375 px and a desktop's 1280 px: axe finds nothing, every target is 44 px on
 * the phone, nothing is wider than the screen; a screenshot of each to look at (not committed).
 */
async function looksRight(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    if (width === 375) await expectTouchSizes(page, name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${name} at ${width} px: wider than the screen`).toBeLessThanOrEqual(0);
    expect(await wordsBrokenMidWay(page), `${name} at ${width} px: words broken`).toEqual([]);
    await lookAt(page, `studio-${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize(size);
}

test('an admin finds a member by a pasted phone, opens their business and exports them', async ({
  page,
  browser,
}) => {
  test.slow();
  const member = nextPhone();
  await submitWizard(page, member, 'Kumar Silks', sentCode, { logo: true });

  const admin = await studioAs(browser, ADMIN);
  await areas(admin).getByRole('link', { name: 'Members' }).click();
  // Pasted as people write it: a space in the middle, the country code with a plus.
  const pasted = spaced(member.national);
  const search = admin.getByRole('searchbox', { name: 'Search' });
  await pasteInto(admin, search, pasted);
  await expect(search).toHaveValue(pasted);
  await expect(admin).toHaveURL(/\?q=%2B91/);
  const found = admin.getByRole('link', { name: 'Ravi Kumar' });
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(admin.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
  const business = admin.getByRole('region', { name: 'Kumar Silks' });
  await expect(business.getByText('12 MG Road')).toBeVisible();
  // The logo is the image itself, loaded from the server.
  const logo = business.getByRole('img', { name: 'Logo of Kumar Silks' });
  await expect(logo).toBeVisible();
  // Visible comes before decoded: wait for the image itself to have loaded.
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(business.getByText(/\/api\/business\/logo\//)).toHaveCount(0);
  await looksRight(admin, 'member');

  await admin.getByRole('link', { name: '← Members' }).click();
  await expect(admin.getByRole('searchbox', { name: 'Search' })).toHaveValue(pasted);
  // Before the click, the Studio says what the file will hold.
  await expect(admin.getByText(/^Exports the 1 member this search shows\./)).toBeVisible();
  await looksRight(admin, 'members');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV: members' }).click();
  const file = await download;
  // The name says what it holds: the search, and the day.
  const words = `91-${member.national.slice(0, 5)}-${member.national.slice(5)}`;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^members-${words}-search-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!['Phone Number']).toBe(`="${pasted}"`);
  expect(rows[0]!['Joined through']).toBe('Wizard');
  await admin.context().close();
});

test('a viewer added by an admin can look but not publish or manage staff, and is refused once removed', async ({
  browser,
}) => {
  test.slow();
  const viewer = nextPhone();
  const admin = await studioAs(browser, ADMIN, 375);
  // Every area is reachable on a phone.
  for (const name of ['Forms', 'Members', 'Staff', 'Audit', 'Requests'])
    await expect(areas(admin).getByRole('link', { name })).toBeVisible();
  await areas(admin).getByRole('link', { name: 'Staff' }).click();
  await admin.getByRole('textbox', { name: 'Phone number' }).fill(viewer.national);
  await admin.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByText(spaced(viewer.national), { exact: true })).toBeVisible();
  await looksRight(admin, 'staff');

  const looking = await studioAs(browser, viewer);
  await expect(looking.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(looking.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(looking.getByRole('link', { name: 'Forms' })).toHaveCount(0);
  await expect(looking.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  // The Staff area's address takes a viewer back to what they may use.
  await looking.goto('/studio/staff');
  await expect(looking).toHaveURL(/\/studio\/members$/);

  await admin.getByRole('button', { name: `Remove ${spaced(viewer.national)}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(
    admin.getByText(`${spaced(viewer.national)} is no longer on the staff.`),
  ).toBeVisible();

  // The viewer's next step is refused: the Studio asks them to sign in again.
  await looking.getByRole('searchbox', { name: 'Search' }).fill('Ravi');
  await expect(looking.getByText(/Your Studio session has ended/)).toBeVisible();
  await expect(looking.getByRole('heading', { name: 'Form Studio sign-in' })).toBeVisible();

  await areas(admin).getByRole('link', { name: 'Audit' }).click();
  await expect(
    admin
      .getByRole('table')
      .getByText(`Removed ${spaced(viewer.national)} (Viewer) from the staff`)
      .first(),
  ).toBeVisible();
  await looksRight(admin, 'audit');

  // Filtered by the viewer's phone as a person types it: their entries only.
  await admin.getByRole('textbox', { name: 'Person (phone number)' }).fill(viewer.national);
  await admin.getByRole('button', { name: 'Show', exact: true }).click();
  // The newest entry is the viewer's own, filtered or not: wait until every row is theirs.
  const who = admin.getByRole('table').locator('tbody tr td:nth-child(2)');
  await expect
    .poll(async () => {
      const actors = await who.allInnerTexts();
      return actors.length > 0 && actors.every((actor) => actor.includes(spaced(viewer.national)));
    })
    .toBe(true);
  // A number that is not whole filters nothing, so nothing is shown as if filtered.
  await admin.getByRole('textbox', { name: 'Person (phone number)' }).fill('98036');
  await admin.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(admin.getByRole('alert').getByText('Type the whole phone number.')).toBeVisible();
  await expect(admin.getByRole('table')).toHaveCount(0);
  await admin.context().close();
  await looking.context().close();
});

test('an admin adds a phone typed any way people type it: one entry, in its international spelling', async ({
  browser,
}) => {
  test.slow();
  const { national } = nextPhone();
  const admin = await studioAs(browser, ADMIN, 375);
  await areas(admin).getByRole('link', { name: 'Staff' }).click();
  const box = admin.getByRole('textbox', { name: 'Phone number' });
  for (const [round, spelling] of typedSpellings(national).entries()) {
    await box.pressSequentially(spelling);
    // Before anything is added, the number as it will be stored.
    await expect(
      admin.getByText(`${spaced(national)} will be able to use the Studio as Viewer`),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    // The confirmation repeats it (once: later rounds' toasts would match earlier ones').
    if (round === 0)
      await expect(
        admin
          .locator('[data-toasts]')
          .getByText(`${spaced(national)} can now use the Studio as Viewer.`),
      ).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(admin.getByRole('listitem').filter({ hasText: national.slice(5) })).toHaveCount(1);
    await expect(admin.getByText(spaced(national), { exact: true })).toBeVisible();
  }
  await admin.context().close();
});

test.describe("the office's areas in Hindi and Tamil", () => {
  for (const language of ['hi', 'ta'] as const)
    test(`read in ${language} at 375 and 1280 px: sentences, no word broken, axe clean`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const member = nextPhone();
      await submitWizard(page, member, 'Kumar Silks');
      const admin = await studioAs(browser, ADMIN, 375);
      await speak(admin, language);
      const nav = admin.getByRole('navigation', { name: text(language, 'studio.area.label') });
      await nav.getByRole('link', { name: text(language, 'studio.area.members') }).click();
      await admin
        .getByRole('searchbox', { name: text(language, 'studio.members.search') })
        .fill(member.national);
      const found = admin.getByRole('link', { name: 'Ravi Kumar' });
      await expect(found).toHaveCount(1);
      await found.click();
      await expect(admin.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
      await looksRight(admin, `member-${language}`);
      await nav.getByRole('link', { name: text(language, 'studio.area.members') }).click();
      await looksRight(admin, `members-${language}`);
      await nav.getByRole('link', { name: text(language, 'studio.area.staff') }).click();
      await looksRight(admin, `staff-${language}`);
      await nav.getByRole('link', { name: text(language, 'studio.area.audit') }).click();
      await expect(
        admin
          .getByText(text(language, 'studio.audit.says.memberViewed', { name: 'Ravi Kumar' }))
          .first(),
      ).toBeVisible();
      await looksRight(admin, `audit-${language}`);
      await admin.context().close();
    });
});
