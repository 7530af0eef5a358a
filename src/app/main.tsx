import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initialLanguage } from '@/i18n/language-choice';
import { pageAt } from '@/shared/pages';
import { PAGE_DATA_ID, type PageData } from '@/shared/page-data';
import { loadTexts } from '@/i18n/load-texts';
import { setTexts, type TextPart, type Texts } from '@/i18n/texts';
import { restoreServerMarkup } from '@/fast/hydration';
import { AppRoot, primePage } from './app-root';
import './styles.css';

/**
 * The page's texts before its first render: the member's language, English when that is not
 * offered; those its page reads (the HTML preloads them), or all for an address that is no page.
 * Without any (no network), the HTML's header stays and the page asks again.
 */
async function firstTexts(retryMs = 1000): Promise<Texts> {
  const parts: TextPart[] = [pageAt(location.pathname) ?? 'all'];
  try {
    return await loadTexts(initialLanguage(), parts).catch(() => loadTexts('en', parts));
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    return firstTexts(Math.min(retryMs * 2, 30_000));
  }
}

const root = document.getElementById('root')!;
const app = <AppRoot router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
const rendered = document.getElementById(PAGE_DATA_ID)?.textContent;

if (rendered) {
  // The server rendered this page with its form (src/fast/server-render.ts): React takes over its
  // markup, from the texts and form it was rendered with, and asks the server for neither.
  const data = JSON.parse(rendered) as PageData;
  // `/` shows the wizard's page, which the router would go to: the address says so first.
  if (location.pathname !== data.page) history.replaceState(history.state, '', data.page);
  primePage(data);
  restoreServerMarkup();
  // In a transition, as below: React takes the markup over in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  void firstTexts().then((texts) => {
    setTexts(texts);
    // A transition lets React render the first page in slices that yield to the browser, instead
    // of one long task a phone cannot answer a tap during (Lighthouse's total blocking time).
    startTransition(() => createRoot(root).render(app));
  });
}
