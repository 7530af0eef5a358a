/**
 * Concerns answered on time: a member raises a concern on Your data with the concern form, an admin
 * finds it in the Studio's Requests area and replies, and the member reads the reply. On the
 * office's server, whose admin is E2E_STAFF_PHONE.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_OFFICE_PORT, E2E_STAFF_PHONE } from '../helpers/e2e-servers';
import {
  expectNoAxeViolations,
  memberSignedIn,
  sentCode,
  smallTargets,
  typeOtp,
  wordsBrokenMidWay,
  lookAt,
} from './helpers';

const BASE = `http://127.0.0.1:${E2E_OFFICE_PORT}`;
test.use({ baseURL: BASE });

const ADMIN = { digits: E2E_STAFF_PHONE.slice(1), national: E2E_STAFF_PHONE.slice(3) };

/** The Studio in a tab of its own, signed in as the office's admin with a code of their phone. */
async function adminStudio(browser: Browser) {
  const context = await browser.newContext({
    baseURL: BASE,
    locale: 'en-IN',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/studio');
  await page.getByRole('textbox', { name: /Phone Number/ }).fill(ADMIN.national);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await typeOtp(page, await sentCode(page, ADMIN.digits));
  const signedIn = page.locator('[data-toasts]').getByText('OTP verified Successfully!');
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toBeHidden({ timeout: 10_000 });
  return page;
}

/**
 * Controls under 44 px, but a radio whose label row is the target (the choice widgets' 44 px rows,
 * which the shared check measures by the 20 px circle alone) counts by its row.
 */
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
 * A screen at a phone's 375 px and a desktop's 1280 px: axe finds nothing, every target is 44 px
 * on the phone, nothing is wider than the screen, no word breaks; a screenshot of each to look at.
 */
async function looksRight(page: Page, name: string, part?: Locator) {
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    if (width === 375)
      expect(await smallOnPhone(page), `${name}: controls under 44 px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `${name} at ${width} px: wider than the screen`).toBeLessThanOrEqual(0);
    // On Your data, the words of the concerns' part (the rest of the page is not this spec's).
    const partText = part ? await part.innerText() : undefined;
    const broken = (await wordsBrokenMidWay(page)).filter(
      (word) => partText?.includes(word) ?? true,
    );
    expect(broken, `${name} at ${width} px: words broken`).toEqual([]);
    await lookAt(page, `requests-${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a concern raised on Your data is replied to in Requests, and the member reads the reply', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Kavya${Date.now() % 100_000}`;
  await memberSignedIn(page, { firstName: name, lastName: 'Rao' });
  await page.goto('/secure/my-data');
  const concerns = page.getByRole('region', { name: 'Your concerns' });
  await expect(concerns.getByText('You have not raised a concern.')).toBeVisible();
  await concerns.getByRole('button', { name: 'Raise a concern' }).click();

  // The form as schemas/ states it: a tap on Send before anything is answered says what is needed.
  const send = concerns.getByRole('button', { name: 'Send my concern' });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await send.click({ force: true });
  await expect(concerns.getByText('Choose what your concern is about.')).toBeVisible();
  await concerns.getByRole('radio', { name: 'Correcting my data' }).check();
  await concerns
    .getByRole('textbox', { name: /Your concern/ })
    .fill('My group name is spelt wrongly on my profile.');
  await concerns.getByRole('radio', { name: 'WhatsApp' }).check();
  await looksRight(page, 'concern-form', concerns);
  await send.click();
  await expect(page.getByText(/^Your concern was sent\. The office answers by /)).toBeVisible();
  const item = concerns.getByRole('listitem').filter({ hasText: 'Correcting my data' });
  await expect(item.getByText("Waiting for the office's answer")).toBeVisible();
  await expect(item.getByText(/Answer due by /)).toBeVisible();
  await looksRight(page, 'concern-open', concerns);

  const admin = await adminStudio(browser);
  await admin
    .getByRole('navigation', { name: 'Studio areas' })
    .getByRole('link', { name: 'Requests' })
    .click();
  await expect(admin.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: `${name} Rao` });
  await expect(row.getByText('Waiting for a reply')).toBeVisible();
  await expect(row.getByText('Correcting my data')).toBeVisible();
  await looksRight(admin, 'list');
  await row.getByRole('link', { name: `${name} Rao` }).click();
  await expect(admin.getByRole('heading', { name: `Concern from ${name} Rao` })).toBeVisible();
  await expect(admin.getByText('My group name is spelt wrongly on my profile.')).toBeVisible();
  await looksRight(admin, 'concern');

  const reply = 'We have corrected your group name. Thank you for telling us.';
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Write a reply first.')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByRole('heading', { name: 'Reply', level: 2 })).toBeVisible();
  await expect(admin.getByText(reply)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await looksRight(admin, 'answered');

  // Each opening and the reply are in the audit.
  await admin
    .getByRole('navigation', { name: 'Studio areas' })
    .getByRole('link', { name: 'Audit' })
    .click();
  await expect(admin.getByText("Replied to a member's concern")).toBeVisible();
  await expect(admin.getByText("Opened a member's concern").first()).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(item.getByText('Answered', { exact: true })).toBeVisible();
  await expect(item.getByText(/^The office's answer, /)).toBeVisible();
  await expect(item.getByText(reply)).toBeVisible();
  await looksRight(page, 'concern-answered', concerns);
});
