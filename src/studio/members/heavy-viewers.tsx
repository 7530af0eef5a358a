import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { Answer } from '@/shared/api/answers';
import type { StudioApi } from '../shell/studio-api';

/** GET /api/studio/directory/heavy-viewers: members who opened far more listings than the median. */
export type HeavyViewers = Answer<'/api/studio/directory/heavy-viewers', 'get'>;

/**
 * The Members area's look at the directory's harvesting risk: the members whose listing views over
 * the last days stand far above the median member's, most first, each a link to their page. The
 * server records the look in the audit like any other look at members.
 */
export function HeavyViewersPanel({ api }: { api: Pick<StudioApi, 'heavyViewers'> }) {
  const t = useT();
  const { language } = useLanguage();
  const heading = useId();
  const [found, setFound] = useState<HeavyViewers>();
  const [loadError, setLoadError] = useState<string>();
  useEffect(() => {
    let current = true;
    api.heavyViewers().then(
      (answer) => current && setFound(answer),
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.directory.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, t]);

  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const heads = [
    t('studio.directory.member'),
    t('studio.directory.group'),
    t('studio.directory.views'),
    t('studio.directory.ratio'),
  ];
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3 border-t pt-4">
      <h2 id={heading} className="text-lg font-semibold">
        {t('studio.directory.title')}
      </h2>
      {loadError && <p role="alert">{loadError}</p>}
      {found && (
        <p className="text-muted-foreground text-sm">
          {t('studio.directory.intro', {
            days: found.days,
            median: number.format(found.median),
          })}
        </p>
      )}
      {found && found.members.length === 0 && <p role="status">{t('studio.directory.none')}</p>}
      {found && found.members.length > 0 && (
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
            {found.members.map((member) => {
              const cells = [
                member.groupNumber,
                number.format(member.views),
                t('studio.directory.ratioValue', { ratio: number.format(member.ratio) }),
              ];
              return (
                <tr
                  key={member.userId}
                  className="border-b align-top max-md:flex max-md:flex-col max-md:py-3"
                >
                  <td className="py-2 pr-3 max-md:py-1">
                    <Link
                      to={`/studio/members/${encodeURIComponent(member.userId)}`}
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
      )}
    </section>
  );
}
