import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initialLanguage } from '@/i18n/language-choice';
import { pageAt } from '@/shared/pages';
import { loadTexts } from '@/i18n/load-texts';
import { setTexts, type TextPart, type Texts } from '@/i18n/texts';
import { TextsProvider } from '@/i18n/texts-provider';
import { AppRoutes } from './routes';
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

void firstTexts().then((texts) => {
  setTexts(texts);
  // A transition lets React render the first page in slices that yield to the browser, instead of
  // one long task a phone cannot answer a tap during (Lighthouse's total blocking time).
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <TextsProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </TextsProvider>
      </StrictMode>,
    ),
  );
});
