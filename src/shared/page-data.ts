import type { Answer, PrivacyContact, TextsAnswer } from './api/answers';
import type { PagePath } from './pages';

/**
 * What a page rendered on the server was rendered from, sent in the page beside its markup: the
 * script renders the same from it (so React hydrates the markup instead of replacing it) and asks
 * the server for neither again.
 */
export interface PageData {
  page: PagePath;
  /** The page's texts, as `GET /api/v2/texts/:language?page=` answers them. */
  texts: TextsAnswer;
  /** The page's live form, as `GET /api/forms/:name?lang=` answers it. */
  form?: Answer<'/api/forms/{name}', 'get'>;
  /** The contact person for members' data the footer names, as `GET /api/privacy/contact` answers. */
  contact?: PrivacyContact;
}

/** The element of a rendered page that holds its PageData, as JSON. */
export const PAGE_DATA_ID = 'page-data';
