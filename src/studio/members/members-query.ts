import { useSearchParams } from 'react-router-dom';

/** The members' search and filters, as the server's list and export take them. */
export type MembersFilter = {
  q?: string;
  region?: string;
  group?: string;
  source?: string;
  from?: string;
  to?: string;
};

const KEYS = ['q', 'region', 'group', 'source', 'from', 'to'] as const;

/**
 * The filter lives in the address, so a reload, the Back button or a link to a colleague shows the
 * same members; the page's cursor does not (a list read again starts at its newest).
 */
export function useMembersFilter() {
  const [params, setParams] = useSearchParams();
  const filter: MembersFilter = Object.fromEntries(
    KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const setFilter = (next: MembersFilter) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value?.trim())) as Record<
        string,
        string
      >,
      { replace: true },
    );
  return [filter, setFilter] as const;
}
