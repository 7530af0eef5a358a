/**
 * Every page in every shipped language, at a phone's 375 px and a desktop's 1280 px: nothing wider
 * than the screen, no text cut off by its box, and axe finds nothing. Translations run longer than
 * English (Tamil most), so a layout that holds in English may not hold in them.
 */
import { expect, test, type Page } from '@playwright/test';
import english from '../../schemas/i18n/en.json' with { type: 'json' };
import { expectNoAxeViolations, signUpThroughScreens } from './helpers';

const KEYS = new Set(Object.keys(english));

/**
 * Catalogue keys shown instead of their texts: a page sent without a key it reads (each page gets
 * only its own texts) would show one, in its text or in a name, a placeholder or an alt text.
 */
async function keysShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap(
        (el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
      ),
    ].join('\n'),
  );
  return [...shown.matchAll(/[a-zA-Z]+(?:\.[\w]+)+/g)]
    .map(([word]) => word)
    .filter((w) => KEYS.has(w));
}

const LANGUAGES = ['en', 'hi', 'ta'];
const WIDTHS = [375, 1280];
const PUBLIC = ['/auth/login', '/auth/sign-up', '/temp/create-profile'];
const SIGNED_IN = [
  '/secure/dashboard',
  '/secure/profile',
  '/secure/business',
  '/secure/add-business',
];

/** Texts whose box hides part of them: wider or taller than the box, and the box clips. */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header *, main *')]
      .filter((el) => {
        if (!el.checkVisibility() || !el.textContent?.trim()) return false;
        // Text for screen readers only is a 1 px box by design.
        if (el.getBoundingClientRect().width <= 1) return false;
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
        // A text box scrolls what is typed in it; a list box scrolls its options.
        const scrolls =
          ['auto', 'scroll'].includes(style.overflowY) || el.matches('input, textarea, select');
        return (
          clips &&
          !scrolls &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent!.trim().slice(0, 60)}`),
  );
}

async function expectFits(page: Page, name: string) {
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${name}: wider than the screen by ${overflow} px`).toBeLessThanOrEqual(0);
  expect(await clippedTexts(page), `${name}: texts cut off`).toEqual([]);
  expect(await keysShown(page), `${name}: keys shown instead of texts`).toEqual([]);
  await expectNoAxeViolations(page, name);
}

/** The page's language for the next load, as the header's control keeps it. */
async function readIn(page: Page, language: string) {
  await page.evaluate((code) => {
    localStorage.setItem('language', code);
    document.cookie = `lang=${code}; path=/`;
  }, language);
}

test('public pages fit and pass axe in every language at 375 and 1280 px', async ({ page }) => {
  test.slow();
  await page.goto('/auth/login');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      await readIn(page, language);
      for (const path of PUBLIC) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectFits(page, `${path} [${language}] at ${width} px`);
      }
    }
  }
});

test('signed-in pages fit and pass axe in every language at 375 and 1280 px', async ({ page }) => {
  test.slow();
  await signUpThroughScreens(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of LANGUAGES) {
      await readIn(page, language);
      for (const path of SIGNED_IN) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectFits(page, `${path} [${language}] at ${width} px`);
      }
    }
  }
});

test('a page reached by a link shows its own texts, also after a switch of language', async ({
  page,
}) => {
  // The sign-up page holds sign-up's texts only: the dashboard's arrive before its screen shows.
  await signUpThroughScreens(page);
  await expect(page.getByText('None added yet.')).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
  // Switched on the dashboard: the texts of both pages come in Hindi, and the next page's after.
  await page.getByRole('combobox', { name: /Language/ }).selectOption('hi');
  await expect(page.getByText('अभी तक कोई नहीं जोड़ा।')).toBeVisible();
  expect(await keysShown(page)).toEqual([]);
  await page.getByRole('link', { name: /निजी जानकारी/ }).click();
  await expect(page).toHaveURL(/\/secure\/profile$/);
  await page.locator('main form input').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await keysShown(page)).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
