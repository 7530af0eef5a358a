import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { MemberPage, MemberRow } from '@/shared/api/answers';
import type { StudioApi } from '../shell/studio-api';
import { TARGET } from '../shell/studio-classes';
import { ExportButtons } from './export-buttons';
import { HeavyViewersPanel } from './heavy-viewers';
import { MembersFilters } from './members-filters';
import { useMembersFilter } from './members-query';
import { usePhoneText } from '../shell/use-phone-text';

/**
 * Every member of the network, newest first, a page at a time: found by name, phone as pasted,
 * business name or group, and narrowed by region, group, where they came from and when they joined.
 */
export function MembersArea({ api }: { api: StudioApi }) {
  const t = useT();
  const [filter, setFilter] = useMembersFilter();
  const filterKey = JSON.stringify(filter);
  // The cursors of the pages up to this one, to go back; the first page has none. A new filter
  // starts from its first page.
  const [paging, setPaging] = useState({
    of: filterKey,
    cursors: [undefined] as (string | undefined)[],
  });
  const cursors = paging.of === filterKey ? paging.cursors : [undefined];
  const setCursors = (next: (string | undefined)[]) => setPaging({ of: filterKey, cursors: next });
  const [page, setPage] = useState<MemberPage>();
  const [loadError, setLoadError] = useState<string>();
  const cursor = cursors[cursors.length - 1];
  useEffect(() => {
    let current = true;
    api.members(filter, cursor).then(
      (found) => {
        if (!current) return;
        setPage(found);
        setLoadError(undefined);
      },
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.members.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
    // The filter is read through its key: a new object with the same values asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, filterKey, cursor, t]);

  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="members-title" className="text-xl font-semibold">
          {t('studio.area.members')}
        </h1>
        <Link
          to="/studio/members/referrals"
          className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline md:min-h-0"
        >
          {t('studio.referrals.open')}
        </Link>
      </div>
      <MembersFilters api={api} filter={filter} onChange={setFilter} />
      <ExportButtons api={api} filter={filter} />
      {loadError && <p role="alert">{loadError}</p>}
      {page && page.items.length === 0 && <p role="status">{t('studio.members.none')}</p>}
      {page && page.items.length > 0 && <MembersTable members={page.items} />}
      <div className="flex flex-wrap gap-2">
        {cursors.length > 1 && (
          <Button
            type="button"
            variant="outline"
            className={TARGET}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('studio.members.newer')}
          </Button>
        )}
        {page?.next && (
          <Button
            type="button"
            variant="outline"
            className={TARGET}
            onClick={() => setCursors([...cursors, page.next!])}
          >
            {t('studio.members.older')}
          </Button>
        )}
      </div>
      <HeavyViewersPanel api={api} />
    </section>
  );
}

/** A table on a desktop; on a phone each member is a card, every cell labelled. */
function MembersTable({ members }: { members: MemberRow[] }) {
  const t = useT();
  const { language } = useLanguage();
  // The member's page leads back to this list as it was: the same search and filters.
  const { search } = useLocation();
  const phoneText = usePhoneText(members.map((member) => member.phone));
  const heads = [
    t('studio.members.name'),
    t('studio.staff.phone'),
    t('studio.members.group'),
    t('studio.members.region'),
    t('studio.members.source'),
    t('studio.members.joined'),
    t('studio.members.businesses'),
  ];
  return (
    <table className="w-full text-left text-sm">
      <thead className="max-md:sr-only">
        <tr className="border-b">
          {heads.map((head) => (
            <th key={head} className="py-2 pr-3">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const cells = [
            phoneText(member.phone),
            `${member.groupNumber} · ${member.groupName}`,
            member.region,
            t(
              member.source === 'wizard'
                ? 'studio.members.source.wizard'
                : 'studio.members.source.signup',
            ),
            new Date(member.joined).toLocaleDateString(language, { dateStyle: 'medium' }),
            String(member.businesses),
          ];
          return (
            <tr
              key={member.id}
              className="border-b align-top max-md:flex max-md:flex-col max-md:py-3"
            >
              <td className="py-2 pr-3 max-md:py-1">
                <Link
                  to={`/studio/members/${member.id}`}
                  state={{ list: search }}
                  className="text-primary inline-flex min-h-11 items-center font-medium underline md:min-h-0"
                >
                  {member.name}
                </Link>
              </td>
              {cells.map((cell, i) => (
                <td key={heads[i + 1]} className="py-2 pr-3 max-md:py-0">
                  <span className="text-muted-foreground md:sr-only">{heads[i + 1]}: </span>
                  {cell}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
