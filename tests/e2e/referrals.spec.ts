/**
 * Referrals end to end: member A lists a business; member B, on a phone, opens it and gives A a
 * referral (the form keeps what was typed through a reload); A finds it under Received, marks it
 * Contacted, then Won with ₹50,000; B sees Won under Given; A's dashboard shows ₹50,000 this month
 * and this year. Once in English and once in Hindi, at 375 px. Each screen is held to axe, 44 px
 * targets and the phone's width, and photographed (not committed) at 375 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createBusiness } from '../fixtures/forms';
import { E2E_OFFICE_PORT, E2E_STAFF_PHONE } from '../helpers/e2e-servers';
import {
  expectNoAxeViolations,
  expectToastsAccessible,
  memberSignedIn,
  PHONE_VIEWPORT,
  sentCode,
  smallTargets,
  typeOtp,
  lookAt,
} from './helpers';
import { languageControl } from './language-journeys';
import { text, type Language } from './language-texts';

/** This run's number, so no other spec's or run's business shares a name with these. */
const RUN = Date.now() % 100_000;

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const asMember = async (page: Page) => ({ authorization: `Bearer ${await token(page)}` });

/** A signed-in member at 375 px, in `language`. */
async function phoneMember(browser: Browser, signUp: Record<string, string>, language: Language) {
  // A context of its own (axe needs one), with the phone's touch settings at 375 px.
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const phone = await memberSignedIn(page, signUp);
  if (language !== 'en') {
    await languageControl(page).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  return { page, phone };
}

/** Member A's business, listed in the directory, added through the API: its id. */
async function listedBusiness(page: Page, businessName: string): Promise<string> {
  const headers = await asMember(page);
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 180, g: 40, b: 60 } },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/business/upload-logo', {
    headers,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  const logo = ((await upload.json()) as { data: { url: string } }).data.url;
  const created = await page.request.post('/api/business', {
    headers,
    data: createBusiness({ businessName, businessLogo: logo, showInDirectory: true }),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const list = await page.request.get('/api/business/', { headers });
  const found = ((await list.json()) as { businessId: string; businessName: string }[]).find(
    (b) => b.businessName === businessName,
  );
  expect(found, businessName).toBeTruthy();
  return found!.businessId;
}

/**
 * A screen at 1280 and 375 px: axe finds nothing, every target is 44 px on the phone (a radio by
 * its 44 px label row, the choice widgets' target), nothing is wider than the screen; a
 * screenshot of each. Back at 375 px after.
 */
async function looksRight(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? PHONE_VIEWPORT.height : 900 });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    if (width === 375) {
      const rows = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLInputElement>('label > input'))
          .filter((input) => input.closest('label')!.getBoundingClientRect().height >= 43.5)
          .map((input) => `input "${input.id}"`),
      );
      const small = (await smallTargets(page)).filter((box) => !rows.includes(box.what));
      expect(small, `${name}: controls under 44 px`).toEqual([]);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${name} at ${width} px: wider than the screen`).toBeLessThanOrEqual(0);
    await lookAt(page, `referrals-${name}-${width}.png`, { fullPage: true });
  }
}

/** A form's text in `language` (`referral.schema.json#/properties/need/title`). */
const formText = (language: Language, pointer: string) => text(language, `referral.${pointer}`);
const named = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function journey(browser: Browser, language: Language, test: number) {
  const t = (key: string, values?: Record<string, string>) => text(language, key, values);
  const business = `Sharma Textiles ${RUN + test}`;
  const a = await phoneMember(browser, { firstName: 'Asha', lastName: 'Sharma' }, language);
  const listing = await listedBusiness(a.page, business);
  const b = await phoneMember(browser, { firstName: 'Bala', lastName: 'Iyer' }, language);

  // B opens A's listing and gives a referral.
  await b.page.goto(`/secure/directory/${listing}`);
  await expect(b.page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await b.page.getByRole('link', { name: t('directory.giveReferral') }).click();
  await expect(b.page).toHaveURL(new RegExp(`/secure/directory/${listing}/refer$`));
  const title = t('referrals.giveTitle', { businessName: business });
  await expect(b.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const contactName = b.page.getByRole('textbox', {
    name: named(formText(language, 'schema.json#/properties/contactName/title')),
  });
  const need = b.page.getByRole('textbox', {
    name: named(formText(language, 'schema.json#/properties/need/title')),
  });
  await contactName.fill('Ravi Kumar');
  await b.page
    .getByRole('textbox', {
      name: named(formText(language, 'schema.json#/properties/contactPhone/title')),
    })
    .fill('9817254989');
  await need.fill('Silk sarees for a wedding of 200 guests.');
  await need.blur();

  // Nothing typed is lost on a reload, and the heading stays without asking for the listing again.
  const listingAsked: string[] = [];
  b.page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/directory/${listing}`)
      listingAsked.push(request.url());
  });
  await b.page.reload();
  await expect(b.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(contactName).toHaveValue('Ravi Kumar');
  await expect(need).toHaveValue('Silk sarees for a wedding of 200 guests.');
  expect(listingAsked, 'the listing asked for again after the reload').toEqual([]);

  await b.page
    .getByRole('radio', {
      name: formText(language, 'schema.json#/properties/warmth/oneOf/0/title'),
    })
    .check();
  await b.page
    .getByRole('checkbox', {
      name: named(formText(language, 'schema.json#/properties/contactAgreed/title')),
    })
    .check();
  await looksRight(b.page, `give-${language}`);
  await b.page
    .getByRole('button', { name: formText(language, 'ui.json#/ui:submitButtonOptions/submitText') })
    .click();
  await expect(b.page).toHaveURL(/\/secure\/referrals\?tab=given$/);
  await expectToastsAccessible(b.page, t('referrals.sent', { name: 'Asha Sharma' }));
  const givenCard = b.page.getByRole('listitem', { name: business });
  await expect(
    givenCard.getByText(t('referrals.status.new'), { exact: true }).first(),
  ).toBeVisible();
  await expect(givenCard.getByText(t('referrals.to', { name: 'Asha Sharma' }))).toBeVisible();
  await expect(b.page.getByRole('tab', { name: t('referrals.tab.given') })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A is told on WhatsApp (the dev outbox), in A's language.
  const told = (await (await a.page.request.get('/api/dev/outbox?kind=referral')).json()) as {
    to: string;
    language: string;
  }[];
  expect(told.some((m) => m.to === `+${a.phone.digits}` && m.language === language)).toBe(true);

  // A finds it under Received, from the account menu, with Call and WhatsApp to the contact.
  await a.page.getByRole('button', { name: t('app.accountMenu') }).click();
  await a.page.getByRole('menuitem', { name: t('directory.menuReferrals') }).click();
  await expect(a.page.getByRole('heading', { name: t('referrals.title'), level: 1 })).toBeVisible();
  await expect(a.page.getByRole('tab', { name: t('referrals.tab.received') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = a.page.getByRole('listitem', { name: business });
  await expect(card.getByText(t('referrals.from', { name: 'Bala Iyer' }))).toBeVisible();
  await expect(
    card.getByRole('link', { name: t('referrals.callNamed', { name: 'Ravi Kumar' }) }),
  ).toHaveAttribute('href', 'tel:+919817254989');
  await expect(
    card.getByRole('link', { name: t('referrals.whatsappNamed', { name: 'Ravi Kumar' }) }),
  ).toHaveAttribute('href', 'https://wa.me/919817254989');
  // New: Contacted or Lost, never Won yet.
  await expect(card.getByRole('button', { name: t('referrals.markWon') })).toHaveCount(0);
  await card.getByRole('button', { name: t('referrals.markContacted') }).click();
  await expect(
    card.getByText(t('referrals.status.contacted'), { exact: true }).first(),
  ).toBeVisible();
  await card.getByRole('button', { name: t('referrals.markWon') }).click();
  // "50,000" as typed, in the page's digits in Hindi.
  await card
    .getByRole('textbox', { name: t('referrals.valueLabel') })
    .fill(language === 'hi' ? '५०,०००' : '50,000');
  await card.getByRole('button', { name: t('referrals.save') }).click();
  await expect(card.getByText('₹50,000')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await looksRight(a.page, `received-${language}`);

  // B sees it Won under Given, with each change dated, and nothing to press.
  await b.page.reload();
  await expect(givenCard.getByText('₹50,000')).toBeVisible();
  await expect(
    givenCard.getByText(t('referrals.status.won'), { exact: true }).first(),
  ).toBeVisible();
  await expect(givenCard.getByText(t('referrals.status.contacted'), { exact: true })).toBeVisible();
  await expect(givenCard.getByRole('button')).toHaveCount(0);
  await looksRight(b.page, `given-${language}`);

  // A's dashboard: ₹50,000 won this month and this year.
  await a.page.goto('/secure/dashboard');
  const summary = a.page.getByRole('region', { name: t('dashboard.referrals') });
  const won = summary.getByRole('row', { name: named(t('dashboard.wonValue')) });
  await expect(won.getByRole('cell')).toHaveText(['₹50,000', '₹50,000']);
  const received = summary.getByRole('row', { name: named(t('dashboard.received')) });
  await expect(received.getByRole('cell')).toHaveText(['1', '1']);
  await expect(summary.getByRole('link', { name: t('dashboard.openReferrals') })).toHaveAttribute(
    'href',
    '/secure/referrals',
  );
  await looksRight(a.page, `dashboard-${language}`);

  // B's dashboard counts the referral given.
  await b.page.goto('/secure/dashboard');
  const given = b.page
    .getByRole('region', { name: t('dashboard.referrals') })
    .getByRole('row', { name: named(t('dashboard.given')) });
  await expect(given.getByRole('cell')).toHaveText(['1', '1']);

  await a.page.context().close();
  await b.page.context().close();
}

test('B gives A a referral from A’s listing; A marks it Contacted, then Won ₹50,000; B sees Won; A’s dashboard shows ₹50,000 (375 px, English)', async ({
  browser,
}) => {
  test.slow();
  await journey(browser, 'en', 1);
});

test('the same journey in Hindi at 375 px, the value typed in Devanagari digits', async ({
  browser,
}) => {
  test.slow();
  await journey(browser, 'hi', 2);
});

test('a referral changed meanwhile is read again and said so; the empty tabs say to find a member in the Directory', async ({
  browser,
}) => {
  test.slow();
  const business = `Iyer Coffee ${RUN + 3}`;
  const a = await phoneMember(browser, { firstName: 'Asha', lastName: 'Sharma' }, 'en');
  const listing = await listedBusiness(a.page, business);
  const b = await phoneMember(browser, { firstName: 'Bala', lastName: 'Iyer' }, 'en');

  await b.page.goto('/secure/referrals?tab=given');
  await expect(b.page.getByText(text('en', 'referrals.noneGiven'))).toBeVisible();
  await expect(
    b.page.getByRole('link', { name: text('en', 'referrals.findInDirectory') }),
  ).toHaveAttribute('href', '/secure/directory');
  await looksRight(b.page, 'empty-en');

  const given = await b.page.request.post(`/api/directory/${listing}/referrals`, {
    headers: await asMember(b.page),
    data: {
      contactName: 'Ravi Kumar',
      contactPhone: '919817254989',
      need: 'Filter coffee for an office of 40.',
      warmth: 'warm',
      contactAgreed: true,
    },
  });
  expect(given.status(), await given.text()).toBe(201);
  const { id } = (await given.json()) as { id: string };

  await a.page.goto('/secure/referrals');
  const card = a.page.getByRole('listitem', { name: business });
  await card.getByRole('button', { name: 'Lost' }).click();
  // Meanwhile A marks it Lost on another device, for another reason.
  const moved = await a.page.request.post(`/api/referrals/${id}/status`, {
    headers: await asMember(a.page),
    data: { status: 'lost', reason: 'They chose a shop nearer home.' },
  });
  expect(moved.ok()).toBe(true);
  await card.getByRole('textbox', { name: 'Why was it lost?' }).fill('Too far');
  await card.getByRole('button', { name: 'Save' }).click();
  await expectToastsAccessible(a.page, text('en', 'referrals.changed'));
  // Read again: lost for the reason given first, and nothing left to press.
  await expect(card.getByText('They chose a shop nearer home.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await a.page.context().close();
  await b.page.context().close();
});

test.describe('the office', () => {
  const OFFICE = `http://127.0.0.1:${E2E_OFFICE_PORT}`;
  test.use({ baseURL: OFFICE });

  test('the Studio shows referrals by month, group and region, and downloads them as CSV', async ({
    browser,
  }) => {
    test.slow();
    const business = `Nair Catering ${RUN + 4}`;
    const a = await phoneMember(browser, { firstName: 'Asha', lastName: 'Sharma' }, 'en');
    const listing = await listedBusiness(a.page, business);
    const b = await phoneMember(browser, { firstName: 'Bala', lastName: 'Iyer' }, 'en');
    const given = await b.page.request.post(`/api/directory/${listing}/referrals`, {
      headers: await asMember(b.page),
      data: {
        contactName: 'Ravi Kumar',
        contactPhone: '919817254989',
        need: 'Lunch for 300 at a conference.',
        warmth: 'hot',
        contactAgreed: true,
      },
    });
    expect(given.status(), await given.text()).toBe(201);
    const { id } = (await given.json()) as { id: string };
    for (const move of [{ status: 'contacted' }, { status: 'won', value: 150000 }]) {
      const moved = await a.page.request.post(`/api/referrals/${id}/status`, {
        headers: await asMember(a.page),
        data: move,
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    await a.page.context().close();
    await b.page.context().close();

    // The office's admin, in the Studio's Members area.
    const context = await browser.newContext({
      baseURL: OFFICE,
      locale: 'en-IN',
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await page.goto('/studio');
    await page.getByRole('textbox', { name: /Phone Number/ }).fill(E2E_STAFF_PHONE.slice(3));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await typeOtp(page, await sentCode(page, E2E_STAFF_PHONE.slice(1)));
    await page.getByRole('link', { name: 'Members', exact: true }).first().click();
    await page.getByRole('link', { name: text('en', 'studio.referrals.open') }).click();
    await expect(
      page.getByRole('heading', { name: text('en', 'studio.referrals.title'), level: 1 }),
    ).toBeVisible();
    // Both members are in group 101 (the sign-up's): one row this month, given and received once.
    const row = page.getByRole('row', { name: /101 · Sample Pune Central/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').last()).toHaveText(/₹1,50,000$/);
    await expectNoAxeViolations(page, 'referral stats at 1280 px');
    await lookAt(page, 'referrals-studio-1280.png', { fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text('en', 'studio.referrals.download') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    expect(file).toContain('150000');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoAxeViolations(page, 'referral stats at 375 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, 'referral stats at 375 px: wider than the screen').toBeLessThanOrEqual(0);
    await lookAt(page, 'referrals-studio-375.png', { fullPage: true });
    await context.close();
  });
});
