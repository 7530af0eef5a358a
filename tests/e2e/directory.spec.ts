/**
 * The members' directory: member A lists a business named in Devanagari and shows their phone;
 * member B, on a phone, finds it with a Latin query, opens it and sees WhatsApp to A's number; a
 * business A did not list is never found; the same journey once in Tamil. Each screen is held to
 * axe, 44 px targets and a phone's width, and photographed at 375 and 1280 px in English and Hindi.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  addBusinessThroughApi,
  expectNoAxeViolations,
  expectToastsAccessible,
  fillBusinessForm,
  memberSignedIn,
  openAddBusiness,
  PHONE_VIEWPORT,
  smallTargets,
  lookAt,
} from './helpers';
import { languageControl } from './language-journeys';
import { text, type Language } from './language-texts';

/** This run's number, so no other spec's or run's business shares a name with these. */
const RUN = Date.now() % 100_000;
/** A name in Devanagari, "Sharma Textiles", and A's second business, never listed, "Sharma Sweets". */
const namesFor = (test: number) => ({
  listed: `शर्मा टेक्सटाइल्स ${RUN + test}`,
  unlisted: `शर्मा स्वीट्स ${RUN + test}`,
});

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** A business of the signed-in member, by name, as their own list answers it. */
async function businessId(page: Page, name: string): Promise<string> {
  const list = await page.request.get('/api/business/', {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  const found = ((await list.json()) as { businessId: string; businessName: string }[]).find(
    (b) => b.businessName === name,
  );
  expect(found, name).toBeTruthy();
  return found!.businessId;
}

/** Controls under 44 px, but a radio counts by its 44 px label row (the choice widgets' target). */
async function smallOnPhone(page: Page) {
  const rows = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('label > input[type=radio]'))
      .filter((input) => input.closest('label')!.getBoundingClientRect().height >= 43.5)
      .map((input) => input.id),
  );
  return (await smallTargets(page)).filter(
    (box) => !rows.some((id) => box.what === `input "${id}"`),
  );
}

/**
 * A screen at 375 and 1280 px: axe finds nothing, every target is 44 px on the phone, nothing is
 * wider than the screen; a screenshot of each (not committed) to look at. Back at 375 px after.
 */
async function looksRight(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? PHONE_VIEWPORT.height : 900 });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    if (width === 375)
      expect(await smallOnPhone(page), `${name}: controls under 44 px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${name} at ${width} px: wider than the screen`).toBeLessThanOrEqual(0);
    await lookAt(page, `directory-${name}-${width}.png`, { fullPage: true });
  }
}

/**
 * Member A, signed in: adds LISTED on the business form answering Yes to the directory question,
 * shows their phone on the profile, and adds UNLISTED (the directory's answer left at No).
 */
async function memberWithListing(browser: Browser, names: ReturnType<typeof namesFor>) {
  // A context of its own (axe needs one, and each member their own storage).
  const page = await (await browser.newContext()).newPage();
  const phone = await memberSignedIn(page, { firstName: 'Asha', lastName: 'Sharma' });
  await openAddBusiness(page);
  await fillBusinessForm(page, names.listed);
  const listIt = page.getByRole('radiogroup', {
    name: /Show this business in the members' directory/,
  });
  await expect(listIt.getByRole('radio', { name: 'No' })).toBeChecked();
  await listIt.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save Business' }).click();
  await expect(page.getByRole('cell', { name: names.listed, exact: true })).toBeVisible();

  await page.goto('/secure/profile');
  const showPhone = page.getByRole('radiogroup', { name: /Show my phone in the directory/ });
  await expect(showPhone.getByRole('radio', { name: 'No' })).toBeChecked();
  await showPhone.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile information saved successfully!')).toBeVisible();

  await addBusinessThroughApi(page, names.unlisted);
  return {
    page,
    phone,
    listed: await businessId(page, names.listed),
    unlisted: await businessId(page, names.unlisted),
  };
}

/** Member B on a phone: a fresh member signed in, at 375 px. */
async function phoneMember(browser: Browser, firstName: string) {
  const page = await (await browser.newContext({ viewport: PHONE_VIEWPORT })).newPage();
  // Share copies the link here (the Web Share API's sheet is the phone's own, not the page's).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await memberSignedIn(page, { firstName, lastName: 'Iyer' });
  return page;
}

const searchBox = (page: Page, language: Language = 'en') =>
  page.getByRole('searchbox', { name: text(language, 'directory.search') });

test('B finds A’s Devanagari-named business with “sharma”, opens it and reaches A on WhatsApp; what A did not list is never found', async ({
  browser,
}) => {
  test.slow();
  const { listed: LISTED, unlisted: UNLISTED } = namesFor(1);
  const a = await memberWithListing(browser, namesFor(1));
  const page = await phoneMember(browser, 'Bala');

  // Reached from the account menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Directory' }).click();
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/secure\/directory$/);

  // Typed, not submitted: the search asks once the typing pauses, and the address keeps it.
  await searchBox(page).pressSequentially('sharma', { delay: 40 });
  const result = page.getByRole('link', { name: LISTED, exact: true });
  await expect(result).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=sharma(&|$)/);
  await expect(page.getByRole('link', { name: UNLISTED })).toHaveCount(0);
  await looksRight(page, 'search-en');

  // A reload keeps the search and its results.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('sharma');
  await expect(result).toBeVisible();

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/secure/directory/${a.listed}$`));
  await expect(page.getByRole('heading', { name: LISTED, level: 1 })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'WhatsApp' });
  const greeting = text('en', 'directory.whatsappGreeting', {
    ownerName: 'Asha Sharma',
    businessName: LISTED,
  });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/91${a.phone.national}?text=${encodeURIComponent(greeting)}`,
  );
  const { national } = a.phone;
  await expect(
    page.getByRole('link', { name: `Call +91 ${national.slice(0, 5)} ${national.slice(5)}` }),
  ).toHaveAttribute('href', `tel:+91${national}`);
  await expect(page.getByRole('link', { name: 'Give a referral' })).toHaveAttribute(
    'href',
    `/secure/directory/${a.listed}/refer`,
  );
  // The answers under the business form's labels, the address with its Maps link, A and their group.
  await expect(page.getByRole('heading', { name: 'What do you want from us?' })).toBeVisible();
  await expect(page.getByText('Referrals', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Open in Google Maps: 12 MG Road/ }),
  ).toHaveAttribute('href', 'https://maps.app.goo.gl/AbC123xyz');
  await expect(page.getByText('Asha Sharma', { exact: true })).toBeVisible();
  await looksRight(page, 'listing-en');

  // Share, without the Web Share API: the members-only link is copied.
  await page.getByRole('button', { name: 'Share' }).click();
  await expectToastsAccessible(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/secure/directory/${a.listed}`,
  );

  // Back returns to the search as it was.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=sharma(&|$)/);
  await expect(searchBox(page)).toHaveValue('sharma');
  await expect(result).toBeVisible();

  // Not listed: never found, by any words, and its address says so.
  for (const words of ['sweets', 'स्वीट्स', String(RUN + 1)]) {
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/directory?') && r.url().includes(encodeURIComponent(words)),
    );
    await searchBox(page).fill(words);
    expect((await answered).ok()).toBe(true);
    await expect(page.getByRole('link', { name: UNLISTED })).toHaveCount(0);
  }
  const search = await page.request.get(`/api/directory?q=${encodeURIComponent(UNLISTED)}`, {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(search.ok()).toBe(true);
  expect(JSON.stringify(await search.json())).not.toContain(a.unlisted);
  await page.goto(`/secure/directory/${a.unlisted}`);
  await expect(page.getByRole('heading', { name: 'Not in the directory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the directory' })).toBeVisible();
  await expectNoAxeViolations(page, 'a business not listed');

  // In Hindi: the same search and listing, photographed.
  await page.goto('/secure/directory?q=sharma');
  await languageControl(page).selectOption('hi');
  await expect(
    page.getByRole('heading', { name: text('hi', 'directory.title'), level: 1 }),
  ).toBeVisible();
  await expect(result).toBeVisible();
  await looksRight(page, 'search-hi');
  await result.click();
  await expect(page.getByRole('heading', { name: LISTED, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/91${national}\\?text=${encodeURIComponent('नमस्ते Asha Sharma जी')}`,
    ),
  );
  await looksRight(page, 'listing-hi');

  // A's own listing says it is theirs, without Give a referral.
  await a.page.goto(`/secure/directory/${a.listed}`);
  await expect(a.page.getByText(text('en', 'directory.own'))).toBeVisible();
  await expect(a.page.getByText(text('en', 'directory.ownPhoneShown'))).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Give a referral' })).toHaveCount(0);
  await expect(a.page.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await a.page.close();
});

test('the journey at 375 px in Tamil: a search in Tamil letters finds the Devanagari name', async ({
  browser,
}) => {
  test.slow();
  const { listed: LISTED } = namesFor(2);
  const a = await memberWithListing(browser, namesFor(2));
  await a.page.close();
  const page = await phoneMember(browser, 'Kavin');
  await languageControl(page).selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.goto('/secure/directory');
  await expect(
    page.getByRole('heading', { name: text('ta', 'directory.title'), level: 1 }),
  ).toBeVisible();

  await searchBox(page, 'ta').pressSequentially('சர்மா', { delay: 40 });
  const result = page.getByRole('link', { name: LISTED, exact: true });
  await expect(result).toBeVisible();
  await expectNoAxeViolations(page, 'the directory in Tamil');
  expect(await smallOnPhone(page), 'directory in Tamil: controls under 44 px').toEqual([]);
  await lookAt(page, 'directory-search-ta-375.png', { fullPage: true });

  await result.click();
  await expect(page.getByRole('heading', { name: LISTED, level: 1 })).toBeVisible();
  const whatsapp = page.getByRole('link', { name: text('ta', 'directory.whatsapp') });
  const greeting = text('ta', 'directory.whatsappGreeting', {
    ownerName: 'Asha Sharma',
    businessName: LISTED,
  });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/91${a.phone.national}?text=${encodeURIComponent(greeting)}`,
  );
  await expect(
    page.getByRole('link', { name: text('ta', 'directory.giveReferral') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'a listing in Tamil');
  expect(await smallOnPhone(page), 'listing in Tamil: controls under 44 px').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'listing in Tamil: wider than the screen').toBeLessThanOrEqual(0);
  await lookAt(page, 'directory-listing-ta-375.png', { fullPage: true });
});
