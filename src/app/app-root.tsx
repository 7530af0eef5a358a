import { StrictMode, type ReactNode } from 'react';
import { primeForm } from '@/lib/live-forms';
import { setTexts, toTexts } from '@/i18n/texts';
import { TextsProvider } from '@/i18n/texts-provider';
import { primeContact } from './layouts/privacy-footer';
import type { PageData } from '@/shared/page-data';
import { AppRoutes } from './routes';

/**
 * The whole app under a router: the browser's (src/app/main.tsx) or, for a page the server
 * renders, a static one (src/fast/ssr). Both render this same tree, so React can hydrate it.
 */
export function AppRoot({ router }: { router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <TextsProvider>{router(<AppRoutes />)}</TextsProvider>
    </StrictMode>
  );
}

/**
 * The page's texts and form before its first render, from what the server rendered it with: the
 * server before rendering, the browser before hydrating the same markup.
 */
export function primePage({ page, texts, form, contact }: PageData): void {
  setTexts(toTexts(texts, page));
  if (form) primeForm(form, texts.language);
  if (contact) primeContact(contact);
}
