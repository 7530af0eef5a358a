import { useSearchParams } from 'react-router-dom';

/** A directory search as the address holds it: `?q=&category=&city=&region=&group=&page=`. */
export interface DirectoryQuery {
  q?: string;
  category?: string;
  city?: string;
  region?: string;
  group?: string;
  page: number;
}

export const FILTER_KEYS = ['category', 'city', 'region', 'group'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
const TEXT_KEYS = ['q', ...FILTER_KEYS] as const;

/** The search's words, the same as the server's limit. */
export const MAX_QUERY = 100;

/** The query in the address; a page that is no whole number from 1 up is the first. */
export function readQuery(params: URLSearchParams): DirectoryQuery {
  const query: DirectoryQuery = { page: 1 };
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = key === 'q' ? value.slice(0, MAX_QUERY) : value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** The address's query for a search: empty parts and the first page are left out. */
export function queryParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Whether the member has narrowed the directory at all (words or a filter). */
export const isNarrowed = (query: DirectoryQuery) => TEXT_KEYS.some((key) => query[key]);

/**
 * The search lives in the address, so a reload, the Back button (from a listing too) and a shared
 * link show the same businesses. Typing and filters replace the address's entry (Back does not
 * walk through every letter); a new page is an entry of its own.
 */
export function useDirectoryQuery() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const setQuery = (next: DirectoryQuery, { push = false } = {}) =>
    setParams(queryParams(next), { replace: !push });
  return [query, setQuery] as const;
}
