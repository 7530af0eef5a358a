/**
 * The privacy notice as a member reads it: in their language, the contact person first, and the
 * way to it from every page's footer. Screenshots at 375 px in each shipped language land in
 * tests/e2e/screenshots (not committed) for a person to look at.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectTouchSizes, PHONE_VIEWPORT, lookAt } from './helpers';

/** The page's language for the next load, as the header's control keeps it. */
async function readIn(page: Page, language: string) {
  await page.evaluate((code) => {
    localStorage.setItem('language', code);
    document.cookie = `lang=${code}; path=/`;
  }, language);
}

const contactOf = async (page: Page) =>
  (await (await page.request.get('/api/privacy/contact')).json()) as {
    name: string;
    email: string;
    phone: string;
  };

test('/privacy in Hindi shows the Hindi notice and the contact person', async ({ page }) => {
  const contact = await contactOf(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/auth/login');
  await readIn(page, 'hi');
  await page.goto('/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'प्राइवेसी नोटिस' })).toBeVisible();
  const card = main.getByRole('region', { name: 'आपके डेटा के लिए संपर्क व्यक्ति' });
  await expect(card.getByText(contact.name, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  // Items in Hindi, each with why it is kept and who receives it.
  await expect(main.getByRole('heading', { level: 3, name: 'पहला नाम' })).toBeVisible();
  await expect(main.getByText('कोड से आपको लॉग इन कराने और आपसे संपर्क करने के लिए।')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'डेटा प्रोटेक्शन बोर्ड से शिकायत करें' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'हम कितने समय तक रखते हैं' })).toBeVisible();
  // The footer names the contact too, in the page's language.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`आपके डेटा के लिए संपर्क: ${contact.name}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'प्राइवेसी नोटिस' })).toBeVisible();
});

test('the footer of the login page names the contact person and links the notice', async ({
  page,
}) => {
  const contact = await contactOf(page);
  // Named in the page's first HTML, so in its first paint, and not asked for again.
  const html = await (await page.request.get('/auth/login')).text();
  expect(html).toMatch(new RegExp(`<footer[^]*Contact for your data: ${contact.name}`));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/privacy/contact')) asked.push(request.url());
  });
  await page.goto('/auth/login');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`Contact for your data: ${contact.name}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: contact.phone })).toBeVisible();
  await expect(page.locator('main form[data-live]')).toBeVisible();
  expect(asked).toEqual([]);
  await footer.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Privacy notice' }),
  ).toBeVisible();
});

test('the notice fits a phone in every shipped language, with 44 px targets and no axe finding', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/auth/login');
  for (const language of ['en', 'hi', 'ta']) {
    await readIn(page, language);
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('main').locator('li h3').first().waitFor();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `/privacy [${language}] wider than the screen`).toBeLessThanOrEqual(0);
    await expectTouchSizes(page, `/privacy [${language}]`);
    await expectNoAxeViolations(page, `/privacy [${language}]`);
    await lookAt(page, `privacy-${language}-375.png`, { fullPage: true });
  }
});
