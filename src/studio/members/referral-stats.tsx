import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/ui/toasts';
import type { StudioApi } from '../shell/studio-api';
import { INPUT, LABEL, TARGET } from '../shell/studio-classes';
import type { MonthRange, ReferralStats } from '../shell/referral-stats-types';

const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** This month in India time, and the eleven before it: a year of months. */
export function lastTwelveMonths(now = new Date()): MonthRange {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1));
  const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
  return { from: ym(start.getUTCFullYear(), start.getUTCMonth() + 1), to: ym(year, month) };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The office's view of referrals: given, received and won, and the value won, by month, group and
 * region over the months chosen (a year up to this month at first), with the same as a CSV file.
 */
export function ReferralStatsArea({ api }: { api: StudioApi }) {
  const t = useT();
  const { language } = useLanguage();
  const [range, setRange] = useState(lastTwelveMonths);
  const [stats, setStats] = useState<{ of: string; rows: ReferralStats['rows'] }>();
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const valid = MONTH.test(range.from) && MONTH.test(range.to);
  const ordered = valid && range.from <= range.to;
  const key = `${range.from}:${range.to}`;

  useEffect(() => {
    if (!ordered) return;
    let current = true;
    api.referralStats(range).then(
      (found) => {
        if (!current) return;
        setStats({ of: key, rows: found.rows });
        setLoadError(undefined);
      },
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.referrals.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
    // The range is read through its key: the same months ask nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, ordered, t]);
  const rows = stats?.of === key ? stats.rows : undefined;

  const download = async () => {
    setBusy(true);
    try {
      const response = await api.referralStatsCsv(range, language);
      const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '');
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = named?.[1] ?? `referrals-${range.from}-${range.to}.csv`;
      link.rel = 'noopener';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error(await errorMessage(error, t('studio.referrals.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const monthName = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(language, {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  };
  const heads = [
    t('studio.referrals.month'),
    t('studio.referrals.group'),
    t('studio.referrals.region'),
    t('studio.referrals.given'),
    t('studio.referrals.received'),
    t('studio.referrals.won'),
    t('studio.referrals.wonValue'),
  ];
  const total = rows?.reduce(
    (sum, row) => ({
      given: sum.given + row.given,
      received: sum.received + row.received,
      won: sum.won + row.won,
      wonValue: sum.wonValue + row.wonValue,
    }),
    { given: 0, received: 0, won: 0, wonValue: 0 },
  );
  const figures = (row: NonNullable<typeof total>) => [
    String(row.given),
    String(row.received),
    String(row.won),
    RUPEES.format(row.wonValue),
  ];

  return (
    <section aria-labelledby="referral-stats-title" className="flex flex-col gap-4">
      <Link
        to="/studio/members"
        className="text-primary inline-flex min-h-11 items-center self-start text-sm underline md:min-h-0"
      >
        {t('studio.members.back')}
      </Link>
      <h1 id="referral-stats-title" className="text-xl font-semibold">
        {t('studio.referrals.title')}
      </h1>
      <p className="text-muted-foreground text-sm">{t('studio.referrals.intro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('studio.referrals.from')}</span>
          <input
            type="month"
            value={range.from}
            max={range.to}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
            className={INPUT}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('studio.referrals.to')}</span>
          <input
            type="month"
            value={range.to}
            min={range.from}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
            className={INPUT}
          />
        </label>
        <Button
          type="button"
          variant="outline"
          className={TARGET}
          disabled={busy || !ordered}
          onClick={() => void download()}
        >
          {t('studio.referrals.download')}
        </Button>
      </div>
      {valid && !ordered && <p role="alert">{t('studio.referrals.badRange')}</p>}
      {loadError && <p role="alert">{loadError}</p>}
      {ordered && !rows && !loadError && <p role="status">{t('studio.loading')}</p>}
      {rows && rows.length === 0 && <p role="status">{t('studio.referrals.none')}</p>}
      {rows && rows.length > 0 && total && (
        <table className="w-full text-left text-sm">
          <thead className="max-md:sr-only">
            <tr className="border-b">
              {heads.map((head, i) => (
                <th key={head} scope="col" className={`py-2 pr-3 ${i > 2 ? 'md:text-right' : ''}`}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const cells = [
                monthName(row.month),
                `${row.groupNumber} · ${row.groupName}`,
                row.region,
                ...figures(row),
              ];
              return (
                <tr
                  key={`${row.month}-${row.groupNumber}-${row.region}`}
                  className="border-b align-top max-md:flex max-md:flex-col max-md:py-3"
                >
                  {cells.map((cell, i) => (
                    <td
                      key={heads[i]}
                      className={`py-2 pr-3 max-md:py-0 ${i > 2 ? 'tabular-nums md:text-right' : ''} ${i === 0 ? 'font-medium' : ''}`}
                    >
                      <span className="text-muted-foreground md:sr-only">{heads[i]}: </span>
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-semibold max-md:flex max-md:flex-col max-md:py-3">
              <th scope="row" colSpan={3} className="py-2 pr-3 max-md:py-0">
                {t('studio.referrals.total')}
              </th>
              {figures(total).map((cell, i) => (
                <td key={heads[i + 3]} className="py-2 pr-3 tabular-nums max-md:py-0 md:text-right">
                  <span className="text-muted-foreground font-normal md:sr-only">
                    {heads[i + 3]}:{' '}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
