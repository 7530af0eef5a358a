/**
 * A page's HTML names what its screen and form need (src/fast/vite/page-preloads.ts), so a phone
 * fetches them beside the entry instead of learning of them only once the entry has run.
 */
import { expect, test, type Page } from '@playwright/test';
import english from '../../schemas/i18n/en.json' with { type: 'json' };
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
    await page.route(`**/api/forms/${form}?*`, (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Try again.' } }),
    );
    const scripts = watchScripts(page);
    // An address with a query is sent as built, its form not rendered in it (src/fast): the page
    // then asks for its form, as every page did before.
    await page.goto(`${path}?as=built`);
    await expect(page.getByRole('alert')).toContainText(english['app.pageFailed']);
    await page.waitForLoadState('networkidle');
    const named = await namedInHtml(page, path);
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
    // The entry's own few, and the screen's and form engine's many, each fetched once.
    expect(named.size).toBeGreaterThan(15);
    expect(scripts.length).toBe(named.size);
  });

/** Each form and catalogue request the page makes, with its query. */
function watchData(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(forms|v2\/texts)\//.test(url.pathname)) requests.push(url.pathname + url.search);
  });
  return requests;
}

test('the form and texts asked for by the HTML are the ones the page uses: each fetched once', async ({
  page,
}) => {
  const requests = watchData(page);
  await signUpThroughScreens(page);
  requests.length = 0;
  // Signed in, the page's own request carries the member's token; the HTML's does not.
  await page.goto('/secure/add-business?as=built');
  await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
  await page.goto('/auth/login?as=built');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Each page asks for its own texts, as its HTML preloads them.
  expect(requests).toEqual([
    '/api/v2/texts/en?page=%2Fsecure%2Fadd-business',
    '/api/forms/business?lang=en',
    '/api/v2/texts/en?page=%2Fauth%2Flogin',
    '/api/forms/login?lang=en',
  ]);

  // Rendered with their form (src/fast), the same pages hold both: nothing is asked.
  requests.length = 0;
  await page.goto('/secure/add-business');
  await expect(page.locator('form[data-live]')).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.locator('form[data-live]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});

test.describe('a phone that reads Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the page in Hindi from its first paint, and fetches the Hindi texts and form once', async ({
    page,
  }) => {
    const requests = watchData(page);
    // The API request context does not send the browser's languages; the page's navigation does.
    const html = await (
      await page.request.get('/auth/login', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } })
    ).text();
    expect(html).toContain('<html lang="hi" dir="ltr">');
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'लॉग इन करें' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Its Hindi form and texts came in the page (src/fast).
    expect(html).toContain('>लॉग इन करें</h1>');
    expect(requests).toEqual([]);
  });
});
