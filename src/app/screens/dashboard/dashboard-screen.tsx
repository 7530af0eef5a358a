import { useEffect, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { api } from '@/lib/services';
import { myProfile } from '@/lib/my-profile';
import type { ListedBusiness } from '@/shared/api/answers';
import { ReferralSummary } from './referral-summary';

const card =
  'hover:bg-accent focus-visible:ring-ring/50 flex min-h-16 items-center justify-between gap-4 rounded-lg border p-4 outline-none focus-visible:ring-[3px]';

/**
 * The dashboard: its heading, a greeting by first name and the ways on, to the profile, to the
 * businesses with how many there are and to the Directory; then the member's referrals this month
 * and this year.
 */
export function DashboardScreen() {
  const [firstName, setFirstName] = useState<string>();
  const [count, setCount] = useState<number>();
  const t = useT();

  useEffect(() => {
    let live = true;
    myProfile().then(
      (profile) => live && setFirstName(profile.firstName?.trim() ?? ''),
      (error: unknown) => {
        console.error('Could not load the profile', error);
        if (live) setFirstName('');
      },
    );
    api
      .get('business/')
      .json<ListedBusiness[]>()
      .then(
        (items) => live && setCount(items.length),
        (error: unknown) => console.error('Could not load businesses', error),
      );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('screen.dashboard')}</h1>
        <p className="text-muted-foreground min-h-6 text-base">
          {firstName !== undefined &&
            (firstName ? t('dashboard.greeting', { firstName }) : t('dashboard.greetingNoName'))}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Link to="/secure/profile" className={card}>
            <span className="flex flex-col gap-1">
              <span className="font-medium">{t('dashboard.profile')}</span>
              <span className="text-muted-foreground text-sm">{t('dashboard.profileHint')}</span>
            </span>
            <ChevronRight aria-hidden className="text-muted-foreground size-5 shrink-0" />
          </Link>
        </li>
        <li>
          <Link to="/secure/business" className={card}>
            <span className="flex flex-col gap-1">
              <span className="font-medium">{t('dashboard.businesses')}</span>
              <span className="text-muted-foreground min-h-5 text-sm">
                {count === undefined
                  ? t('screen.loading')
                  : t('dashboard.businessCount', { count })}
              </span>
            </span>
            <ChevronRight aria-hidden className="text-muted-foreground size-5 shrink-0" />
          </Link>
        </li>
        <li>
          <Link to="/secure/directory" className={card}>
            <span className="flex flex-col gap-1">
              <span className="font-medium">{t('dashboard.directory')}</span>
              <span className="text-muted-foreground text-sm">{t('dashboard.directoryHint')}</span>
            </span>
            <ChevronRight aria-hidden className="text-muted-foreground size-5 shrink-0" />
          </Link>
        </li>
      </ul>
      <ReferralSummary />
    </section>
  );
}
