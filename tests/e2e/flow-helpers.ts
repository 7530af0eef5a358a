import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createBusiness } from '../fixtures/forms';

/** The phone-sized window these flows are checked at. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** axe's WCAG 2.1 A/AA check of the page as it is: nothing may be found. */
export async function expectNoAxeViolations(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, name).toEqual([]);
}

/** Adds a business (with an uploaded logo) for the signed-in member through the API. */
export async function addBusinessThroughApi(page: Page, businessName: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#1f3a68' },
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
