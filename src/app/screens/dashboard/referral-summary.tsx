import { useEffect, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { api } from '@/lib/services';
import { rupees } from '../referrals/money';
import type { ReferralSummary as Summary } from '../referrals/referral-types';

/**
 * The member's referrals on the dashboard: given, received and the value of business won, this
 * month and this year (calendar, India time, as the server counts them), and the way to Referrals.
 */
export function ReferralSummary() {
  const t = useT();
  const [summary, setSummary] = useState<Summary | null>();

  useEffect(() => {
    let live = true;
    api
      .get('referrals/summary')
      .json<Summary>()
      .then(
        (found) => live && setSummary(found),
        (error: unknown) => {
          console.error('Could not load the referral summary', error);
          if (live) setSummary(null);
        },
      );
    return () => {
      live = false;
    };
  }, []);

  const rows = [
    { head: t('dashboard.given'), cell: (p: keyof Summary) => String(summary![p].given) },
    { head: t('dashboard.received'), cell: (p: keyof Summary) => String(summary![p].received) },
    { head: t('dashboard.wonValue'), cell: (p: keyof Summary) => rupees(summary![p].wonValue) },
  ];
  return (
    <section
      aria-labelledby="dashboard-referrals"
      className="flex flex-col gap-3 rounded-lg border p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="dashboard-referrals" className="text-lg font-semibold">
          {t('dashboard.referrals')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('dashboard.referralsHint')}</p>
      </div>
      {summary === undefined ? (
        <p role="status" className="min-h-32 text-sm">
          {t('screen.loading')}
        </p>
      ) : summary === null ? (
        <p className="text-sm">{t('dashboard.summaryFailed')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <td className="py-2 pr-3" />
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('dashboard.thisMonth')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('dashboard.thisYear')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.head} className="border-b last:border-b-0">
                <th scope="row" className="text-muted-foreground py-2 pr-3 font-normal">
                  {row.head}
                </th>
                <td className="py-2 pr-3 text-right text-base font-semibold tabular-nums">
                  {row.cell('month')}
                </td>
                <td className="py-2 text-right text-base font-semibold tabular-nums">
                  {row.cell('year')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link
        to="/secure/referrals"
        className="text-primary inline-flex min-h-11 items-center gap-1 self-start font-medium underline-offset-4 hover:underline"
      >
        {t('dashboard.openReferrals')}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
