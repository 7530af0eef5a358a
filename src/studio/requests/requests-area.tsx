import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { RequestList, RequestSummary } from '@/shared/api/answers';
import type { StudioApi } from '../shell/studio-api';
import { DUE, KIND_NAMES, STATUS_NAMES } from './request-words';

/**
 * Members' requests: concerns, which staff open and answer, and account deletions members
 * scheduled, each with its due date and status; overdue ones first, then by due date, answered
 * concerns last. A deletion names the member, whose page opens for those who may open Members.
 */
export function RequestsArea({ api, opensMembers }: { api: StudioApi; opensMembers: boolean }) {
  const t = useT();
  const { language } = useLanguage();
  const [list, setList] = useState<RequestList>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    let current = true;
    api.requests(language).then(
      (found) => {
        if (!current) return;
        setList(found);
        setLoadError(undefined);
      },
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.requests.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, language, t]);

  const heads = [
    t('studio.requests.member'),
    t('studio.requests.kind'),
    t('studio.requests.about'),
    t('studio.requests.due'),
    t('studio.requests.status'),
  ];
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-4">
      <h1 id="requests-title" className="text-xl font-semibold">
        {t('studio.area.requests')}
      </h1>
      {list && (
        <p className="text-muted-foreground max-w-3xl text-sm">
          {t('studio.requests.intro', { days: list.grievanceDays })}
        </p>
      )}
      {loadError && <p role="alert">{loadError}</p>}
      {!list && !loadError && <p role="status">{t('studio.loading')}</p>}
      {list && list.requests.length === 0 && <p>{t('studio.requests.none')}</p>}
      {list && list.requests.length > 0 && (
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
            {list.requests.map((request) => (
              <RequestRow
                key={`${request.kind}:${request.id}`}
                request={request}
                heads={heads}
                opensMembers={opensMembers}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const LINK = 'text-primary inline-flex min-h-11 items-center font-medium underline md:min-h-0';

/** One request: a row of cells on a desktop, a card on a phone (each cell says what it is). */
function RequestRow({
  request,
  heads,
  opensMembers,
}: {
  request: RequestSummary;
  heads: string[];
  opensMembers: boolean;
}) {
  const t = useT();
  const { language } = useLanguage();
  const name =
    request.kind === 'concern' ? (
      <Link to={`/studio/requests/${request.id}`} className={LINK}>
        {request.memberName}
      </Link>
    ) : opensMembers ? (
      <Link to={`/studio/members/${request.memberId}`} className={LINK}>
        {request.memberName}
      </Link>
    ) : (
      <span className="font-medium">{request.memberName}</span>
    );
  const cells = [
    t(KIND_NAMES[request.kind]),
    request.about ?? '—',
    <time key="due" dateTime={request.dueAt}>
      {new Date(request.dueAt).toLocaleDateString(language, DUE)}
    </time>,
    <>
      {request.overdue && (
        <span className="bg-destructive/10 text-destructive mr-2 rounded px-1.5 py-0.5 font-semibold">
          {t('studio.requests.overdue')}
        </span>
      )}
      {t(STATUS_NAMES[request.status])}
    </>,
  ];
  return (
    <tr className="border-b align-top max-md:flex max-md:flex-col max-md:py-3">
      <td className="py-2 pr-3 max-md:py-1">{name}</td>
      {cells.map((cell, i) => (
        <td key={heads[i + 1]} className="py-2 pr-3 max-md:py-0">
          <span className="text-muted-foreground md:sr-only">{heads[i + 1]}: </span>
          {cell}
        </td>
      ))}
    </tr>
  );
}
