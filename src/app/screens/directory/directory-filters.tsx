import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { api } from '@/lib/services';
import type { DirectoryFilters as Filters } from './directory-types';
import { useDebounced } from '@/hooks/use-debounced';
import { MAX_QUERY, type DirectoryQuery, type FilterKey } from './directory-query';

/** The language control's look (src/ui/language-control.tsx), 44 px high on a phone. */
export const CONTROL =
  'border-input bg-background focus-visible:ring-ring/50 min-h-11 w-full min-w-0 rounded-md border px-3 text-base outline-none focus-visible:ring-[3px] md:min-h-9 md:text-sm';

/** How long the search waits after the last key before it asks. */
const TYPING_MS = 300;

const NO_FILTERS: Filters = { categories: [], cities: [], regions: [], groups: [] };

/** The filters' choices, from listed businesses only, labelled in the page's language. */
function useFilterChoices(): Filters {
  const { language } = useLanguage();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  useEffect(() => {
    let current = true;
    api
      .get('directory/filters', { searchParams: { lang: language } })
      .json<Filters>()
      .then(
        (found) => current && setFilters(found),
        // Without them each filter offers "Any" alone; the search still works.
        (error: unknown) => console.error('Could not load the directory filters', error),
      );
    return () => {
      current = false;
    };
  }, [language]);
  return filters;
}

/**
 * The directory's Search box, searching as the member types (once they pause), and its filters:
 * category, city, region and group. Any change starts again from the first page.
 */
export function DirectorySearch({
  query,
  onChange,
}: {
  query: DirectoryQuery;
  onChange: (query: DirectoryQuery) => void;
}) {
  const t = useT();
  const choices = useFilterChoices();
  const searchId = useId();
  const [text, setText] = useState(query.q ?? '');
  const settled = useDebounced(text, TYPING_MS);
  // The words last sent to the address: another change there (Back, Clear) shows in the box.
  const sent = useRef(query.q ?? '');
  useEffect(() => {
    if ((query.q ?? '') !== sent.current) {
      sent.current = query.q ?? '';
      setText(sent.current);
    }
  }, [query.q]);
  useEffect(() => {
    if (settled.trim() === (query.q ?? '')) return;
    sent.current = settled.trim();
    onChange({ ...query, q: settled, page: 1 });
    // Only the settled words start a search; the filters are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const filter = (key: FilterKey, label: string, options: ReactNode) => (
    <label key={key} className="flex min-w-0 flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <select
        value={query[key] ?? ''}
        onChange={(event) => onChange({ ...query, [key]: event.target.value, page: 1 })}
        className={CONTROL}
      >
        <option value="">{t('directory.any')}</option>
        {options}
        {/* A value from the address that is not (or no longer) a choice still shows as chosen. */}
        {query[key] && !hasChoice(choices, key, query[key]) && (
          <option value={query[key]}>{query[key]}</option>
        )}
      </select>
    </label>
  );

  return (
    <form
      role="search"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        // Enter asks at once, without waiting for the pause.
        event.preventDefault();
        if (text.trim() === (query.q ?? '')) return;
        sent.current = text.trim();
        onChange({ ...query, q: text, page: 1 });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('directory.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={MAX_QUERY}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('directory.searchHint')}
            autoComplete="off"
            enterKeyHint="search"
            className={`${CONTROL} pl-9`}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {filter(
          'category',
          t('directory.category'),
          choices.categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          )),
        )}
        {filter(
          'city',
          t('directory.city'),
          choices.cities.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          )),
        )}
        {filter(
          'region',
          t('directory.region'),
          choices.regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          )),
        )}
        {filter(
          'group',
          t('directory.group'),
          choices.groups.map((g) => (
            <option key={g.number} value={g.number}>
              {g.number} · {g.name}
            </option>
          )),
        )}
      </div>
    </form>
  );
}

function hasChoice(choices: Filters, key: FilterKey, value: string): boolean {
  switch (key) {
    case 'category':
      return choices.categories.some((c) => c.value === value);
    case 'city':
      return choices.cities.some((c) => c.value === value);
    case 'region':
      return choices.regions.includes(value);
    case 'group':
      return choices.groups.some((g) => g.number === value);
  }
}
