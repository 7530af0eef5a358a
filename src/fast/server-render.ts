import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import type { PrivacyContact, TextsAnswer } from '../shared/api/answers';
import { PAGE_DATA_ID, type PageData } from '../shared/page-data';
import { PAGES, type PagePath } from '../shared/pages';

/**
 * The pages whose first HTML holds their form, rendered on the server in the page's language
 * (decision 065): what a member opens first, on any phone. Adding a business needs no session to
 * render: its form is blank, and the script checks the session as on any signed-in page.
 */
export const RENDERED_PAGES: readonly PagePath[] = [
  '/auth/login',
  '/auth/sign-up',
  '/temp/create-profile',
  '/secure/add-business',
];

type FormAnswer = NonNullable<PageData['form']>;

/** What the server answers a page's texts and form with, and the live version they belong to. */
export interface PageSources {
  texts(language: string, page: PagePath): TextsAnswer;
  form(name: string, language: string): FormAnswer;
  /** The contact person for members' data, whom every page's footer names. */
  contact(): PrivacyContact;
  /** A validator module's code, by the hash in its URL. */
  moduleCode(hash: string): string | undefined;
  /** Words of the catalogue the page says before its script runs. */
  say(language: string, key: 'app.pageLoading' | 'app.pageNeedsScript'): string;
  /** A page that could not be rendered (it is sent as built). */
  failed(error: unknown, page: PagePath, language: string): void;
}

/**
 * The page's first script, inline, which holds back a submit until the app has taken over
 * (src/fast/ssr/early-input.js). The page's policy admits it by its hash, and no other inline
 * script. Minified: its comments are for us, not for every member's download (0.9 kB gzip a page).
 */
const EARLY_SCRIPT = transformSync(
  readFileSync(new URL('./ssr/early-input.js', import.meta.url), 'utf8'),
  { minify: true, target: 'es2020' },
).code.trim();
export const EARLY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;

interface AppEntry {
  renderPage(address: string, data: PageData): Promise<string>;
}

/** Where the page's first script finds the app's scripts (src/fast/ssr/early-input.js). */
const PAGE_SCRIPTS_ID = 'page-scripts';
const ROOT = '<div id="root" class="flex flex-1 flex-col"></div>';
const COLUMN = 'mx-auto w-full max-w-2xl px-4';
/** The app's scripts in the built HTML: its entry and the modules preloaded beside it. */
const SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
/** Without the app, no button of the form can do anything: none is shown. */
const NO_BUTTONS = '#root button{display:none}';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON inside a <script> element: nothing in it can end the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/**
 * Renders the pages of RENDERED_PAGES into their built HTML with the server's build of the app
 * (dist/server, `vite build --ssr`); none without that build (the dev server, API tests), and those
 * pages are then sent as built. A page that fails to render is sent as built too: the script
 * renders it, as it did before pages were rendered here.
 */
export function pageRenderer(serverDir: string, sources: PageSources) {
  const entryFile = join(serverDir, 'app-entry.js');
  if (!existsSync(entryFile)) return undefined;
  let entry: Promise<AppEntry> | undefined;
  const app = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<AppEntry>);

  return {
    /** Whether an address gets its page's form in its HTML: one of the pages, with no query. */
    renders: (page: PagePath | undefined, url: string): page is PagePath =>
      page !== undefined && RENDERED_PAGES.includes(page) && !url.includes('?'),

    /** A page's built HTML (in its language already) with its form rendered into it. */
    async render(html: string, page: PagePath, language: string): Promise<string> {
      const formName = (PAGES[page] as { form?: string }).form;
      const form = formName ? sources.form(formName, language) : undefined;
      const data: PageData = {
        page,
        texts: sources.texts(language, page),
        form,
        contact: sources.contact(),
      };
      let markup: string;
      try {
        markup = await (
          await app()
        ).renderPage(page, {
          ...data,
          // Node imports the validator from its code; the browser from its URL, as always.
          form: form && { ...form, validator: moduleUrl(form, sources) },
        });
      } catch (error) {
        sources.failed(error, page, language);
        return html;
      }
      const say = (key: Parameters<PageSources['say']>[1]) =>
        escapeText(sources.say(language, key));
      const status =
        `<div class="${COLUMN}">` +
        `<p id="page-loading" role="status" hidden class="bg-muted mt-4 rounded-md p-3 text-sm">${say('app.pageLoading')}</p>` +
        `<p id="page-needs-script" role="alert" hidden class="bg-muted mt-4 rounded-md p-3 text-sm">${say('app.pageNeedsScript')}</p>` +
        `</div>` +
        `<noscript><div class="${COLUMN}"><p class="bg-muted mt-4 rounded-md p-3 text-sm">${say('app.pageNeedsScript')}</p></div>` +
        `<style>${NO_BUTTONS}</style></noscript>` +
        `<script>${EARLY_SCRIPT}</script>`;
      // The app's scripts are put aside, for the page's first script to ask for once the form is
      // on screen: asked for beside the HTML, they share a slow phone's network with the page's
      // first paint, and Lighthouse's simulated phone counts their whole download before it
      // (decision 065).
      const scripts = (html.match(SCRIPT_TAGS) ?? []).map((tag) => tag.trim());
      if (form) scripts.push(`<link rel="modulepreload" href="${form.validator}">`);
      return (
        html
          .replace(SCRIPT_TAGS, '')
          // The texts and form are in the page: neither is asked for again.
          .replace(/\s*<link rel="preload" as="fetch"[^>]*href="\/api\/[^"]*"[^>]*>/g, '')
          .replace('</head>', `<style>[data-script-failed] ${NO_BUTTONS}</style></head>`)
          .replace(
            ROOT,
            `${status}${ROOT.replace('></div>', `>${markup}</div>`)}` +
              `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>` +
              `<template id="${PAGE_SCRIPTS_ID}">${scripts.join('')}</template>`,
          )
      );
    },
  };
}

export type PageRenderer = NonNullable<ReturnType<typeof pageRenderer>>;

/** The validator module as Node can import it: its code in a `data:` URL. */
function moduleUrl(form: FormAnswer, sources: PageSources): string {
  const hash = /\/forms\/([a-f0-9]+)\.js$/.exec(form.validator)?.[1];
  const code = hash && sources.moduleCode(hash);
  if (!code) throw new Error(`No validator module ${form.validator}`);
  return `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}
