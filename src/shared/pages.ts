/**
 * The pages a member opens by address: each one's screen module (under src/app/screens) and the
 * live form it shows. The router loads a page from here, and the server names the same modules
 * and form in that page's HTML, so the browser fetches them beside the entry instead of after it.
 */
export const PAGES = {
  '/temp/create-profile': { screen: 'onboarding/wizard-screen', form: 'wizard-phone' },
  '/auth/sign-up': { screen: 'auth/sign-up-screen', form: 'sign-up' },
  '/auth/login': { screen: 'auth/login-screen', form: 'login' },
  '/secure/dashboard': { screen: 'dashboard/dashboard-screen' },
  '/secure/profile': { screen: 'profile/profile-screen', form: 'profile' },
  '/secure/business': { screen: 'business/business-list-screen' },
  '/secure/add-business': { screen: 'business/business-form-screen', form: 'business' },
  '/secure/edit-business': { screen: 'business/business-form-screen', form: 'business' },
  '/secure/my-data': { screen: 'my-data/my-data-screen' },
  '/secure/directory': { screen: 'directory/directory-screen' },
  // A `:name` segment stands for any one segment of the address (a listing's id).
  '/secure/directory/:id': { screen: 'directory/listing-screen' },
  '/secure/directory/:id/refer': { screen: 'referrals/refer-screen', form: 'referral' },
  '/secure/referrals': { screen: 'referrals/referrals-screen' },
  '/privacy': { screen: 'privacy/privacy-screen' },
} as const satisfies Record<string, { screen: string; form?: string }>;

export type PagePath = keyof typeof PAGES;

/** Where `/` (and any address that is no page) takes a member: the onboarding wizard. */
export const HOME_PAGE: PagePath = '/temp/create-profile';

/** Where Vite's build manifest keys a page's screen module. */
export const screenSource = (screen: string) => `src/app/screens/${screen}.tsx`;

/**
 * Where the build writes a page's HTML (src/fast/vite/page-preloads.ts), which the server sends;
 * a `:name` segment is written `_name`, a file name every tool keeps as it is.
 */
export const pageHtmlFile = (path: string) => `pages${path.replace(/\/:(\w+)/g, '/_$1')}.html`;

/**
 * Where the build writes which catalogue keys each page's code can read
 * (src/fast/vite/page-texts.ts): the server answers a page's texts with those alone.
 */
export const PAGE_TEXTS_FILE = 'pages/texts.json';

/** The pages whose address has a `:name` segment, each with what its addresses look like. */
const PATTERNS = (Object.keys(PAGES) as PagePath[])
  .filter((path) => path.includes('/:'))
  .map((path) => [path, new RegExp(`^${path.replace(/\/:\w+/g, '/[^/]+')}$`)] as const);

/**
 * The page an address shows, if it is one of PAGES: `/` is the wizard's, which the router goes to;
 * `/secure/directory/0193…` is `/secure/directory/:id`'s.
 */
export function pageAt(address: string): PagePath | undefined {
  const path = address.split('?')[0]!;
  const page = path === '/' ? HOME_PAGE : path;
  if (Object.hasOwn(PAGES, page)) return page as PagePath;
  return PATTERNS.find(([, pattern]) => pattern.test(page))?.[0];
}

/** Whether two pages show the same screen (adding and editing a business), so read the same texts. */
export const sameScreen = (a: PagePath, b: PagePath) => PAGES[a].screen === PAGES[b].screen;
