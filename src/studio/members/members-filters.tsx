import { useEffect, useState } from 'react';
import { useT } from '@/i18n/texts-provider';
import type { StudioApi } from '../shell/studio-api';
import { INPUT, LABEL } from '../shell/studio-classes';
import { useDebounced } from '@/hooks/use-debounced';
import type { MembersFilter } from './members-query';

/** Search as one types (name, phone as pasted, business name, group), and the filters beside it. */
export function MembersFilters({
  api,
  filter,
  onChange,
}: {
  api: StudioApi;
  filter: MembersFilter;
  onChange: (filter: MembersFilter) => void;
}) {
  const t = useT();
  const [q, setQ] = useState(filter.q ?? '');
  const settled = useDebounced(q, 300);
  const [regions, setRegions] = useState<string[]>([]);
  useEffect(() => {
    // Without the list the filter offers "Any" alone; the search and other filters still work.
    api.regions().then(setRegions, () => setRegions([]));
  }, [api]);
  useEffect(() => {
    if ((filter.q ?? '') !== settled) onChange({ ...filter, q: settled });
    // Only the settled search text starts a new search; the filter is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const field = (key: keyof MembersFilter, label: string, input: React.ReactNode) => (
    <label className="flex flex-col gap-1" key={key}>
      <span className={LABEL}>{label}</span>
      {input}
    </label>
  );
  const set = (key: keyof MembersFilter) => (event: { target: { value: string } }) =>
    onChange({ ...filter, [key]: event.target.value });

  return (
    <div className="flex flex-col gap-3">
      {field(
        'q',
        t('studio.members.search'),
        <input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('studio.members.searchHint')}
          className={INPUT}
        />,
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {field(
          'region',
          t('studio.members.region'),
          <select value={filter.region ?? ''} onChange={set('region')} className={INPUT}>
            <option value="">{t('studio.members.any')}</option>
            {regions.map((region) => (
              <option key={region}>{region}</option>
            ))}
          </select>,
        )}
        {field(
          'group',
          t('studio.members.group'),
          <input
            inputMode="numeric"
            value={filter.group ?? ''}
            onChange={set('group')}
            className={INPUT}
          />,
        )}
        {field(
          'source',
          t('studio.members.source'),
          <select value={filter.source ?? ''} onChange={set('source')} className={INPUT}>
            <option value="">{t('studio.members.any')}</option>
            <option value="signup">{t('studio.members.source.signup')}</option>
            <option value="wizard">{t('studio.members.source.wizard')}</option>
          </select>,
        )}
        {field(
          'from',
          t('studio.members.joinedFrom'),
          <input type="date" value={filter.from ?? ''} onChange={set('from')} className={INPUT} />,
        )}
        {field(
          'to',
          t('studio.members.joinedTo'),
          <input type="date" value={filter.to ?? ''} onChange={set('to')} className={INPUT} />,
        )}
      </div>
    </div>
  );
}
