/**
 * A page's HTML names what its screen and form need (src/fast/vite/page-preloads.ts), so a phone
 * fetches them beside the entry instead of learning of them only once the entry has run.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP_TEXT } from '../../src/shared/messages';
import { signUpThroughScreens } from './helpers';

/** The scripts the page's HTML asks for: its entry and every module preload. */
async function namedInHtml(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]* (?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  );
}

/** The path of every script the page asks for from now on. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const PAGES = [
  { path: '/auth/login', form: 'login' },
  { path: '/temp/create-profile', form: 'wizard-phone' },
  // The router sends `/` on to the wizard, whose HTML it is sent.
  { path: '/', form: 'wizard-phone' },
  { path: '/secure/add-business', form: 'business', signedIn: true },
];

for (const { path, form, signedIn } of PAGES)
  test(`${path}: the HTML names every script the screen and form engine need, and the form`, async ({
    page,
  }) => {
    if (signedIn) await signUpThroughScreens(page);
    // The form is refused, so the page asks for no more than its screen and the form engine: what
    // a form names (validator, widgets) cannot be known before the form arrives.
    await page.route(`**/api/forms/${form}`, (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Try again.' } }),
    );
    const scripts = watchScripts(page);
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(APP_TEXT.pageFailed);
    await page.waitForLoadState('networkidle');
    const named = await namedInHtml(page, path);
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
    // The entry's own few, and the screen's and form engine's many, each fetched once.
    expect(named.size).toBeGreaterThan(15);
    expect(scripts.length).toBe(named.size);
  });

test('the form asked for by the HTML is the one the page uses: it is fetched once', async ({
  page,
}) => {
  const formRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/forms/'))
      formRequests.push(new URL(request.url()).pathname);
  });
  await signUpThroughScreens(page);
  formRequests.length = 0;
  // Signed in, the page's own request carries the member's token; the HTML's does not.
  await page.goto('/secure/add-business');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(formRequests).toEqual(['/api/forms/business', '/api/forms/login']);
});
