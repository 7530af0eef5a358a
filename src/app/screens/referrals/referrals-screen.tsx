import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { errorMessage } from '@/lib/api-error';
import { api } from '@/lib/services';
import { ReferralCard } from './referral-card';
import type { Referral } from './referral-types';

const TABS = ['received', 'given'] as const;
type Tab = (typeof TABS)[number];

const LINK =
  'bg-primary text-primary-foreground hover:bg-primary/90 inline-flex min-h-11 items-center self-start rounded-md px-4 text-sm font-medium md:min-h-9';

/**
 * Referrals: those the member received and those they gave, a tab each (`?tab=received|given`, so
 * Back and a shared link keep the tab). The receiver moves a referral on from its card; the giver
 * sees each change.
 */
export function ReferralsScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'given' ? 'given' : 'received';
  const [found, setFound] = useState<{ tab: Tab; items: Referral[] }>();
  const [loadError, setLoadError] = useState<string>();
  const tabs = useRef<HTMLDivElement>(null);

  const load = useCallback(
    (which: Tab) =>
      api
        .get('referrals', { searchParams: { tab: which } })
        .json<{ items: Referral[] }>()
        .then(
          ({ items }) => {
            setFound({ tab: which, items });
            setLoadError(undefined);
          },
          async (error: unknown) => {
            console.error('Could not load the referrals', error);
            setLoadError(await errorMessage(error, textNow('screen.someError')));
          },
        ),
    [],
  );
  useEffect(() => void load(tab), [load, tab]);
  const items = found?.tab === tab ? found.items : undefined;

  const choose = (next: Tab) => setParams({ tab: next }, { replace: true });
  // WAI-ARIA tabs: the arrow keys, Home and End move between them (automatic activation).
  const move = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' || event.key === 'End'
        ? TABS[Math.min(at + 1, TABS.length - 1)]
        : event.key === 'ArrowLeft' || event.key === 'Home'
          ? TABS[Math.max(at - 1, 0)]
          : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabs.current?.querySelector<HTMLElement>(`#referrals-tab-${next}`)?.focus();
  };

  const changed = (referral: Referral) =>
    setFound(
      (current) =>
        current && {
          ...current,
          items: current.items.map((item) => (item.id === referral.id ? referral : item)),
        },
    );

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('referrals.title')}</h1>
      <div
        ref={tabs}
        role="tablist"
        aria-label={t('referrals.tabs')}
        onKeyDown={move}
        className="flex gap-1 border-b"
      >
        {TABS.map((id) => (
          <button
            key={id}
            id={`referrals-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={id === tab}
            aria-controls="referrals-panel"
            tabIndex={id === tab ? 0 : -1}
            onClick={() => choose(id)}
            className="aria-selected:border-primary aria-selected:text-primary min-h-11 border-b-2 border-transparent px-4 text-base font-medium"
          >
            {t(`referrals.tab.${id}`)}
          </button>
        ))}
      </div>
      <div
        id="referrals-panel"
        role="tabpanel"
        aria-labelledby={`referrals-tab-${tab}`}
        className="flex flex-col gap-4"
      >
        {loadError ? (
          <p role="alert">{loadError}</p>
        ) : items === undefined ? (
          <p role="status">{t('screen.loading')}</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col gap-4 rounded-lg border border-dashed p-6">
            <p className="text-muted-foreground">
              {t(tab === 'given' ? 'referrals.noneGiven' : 'referrals.noneReceived')}
            </p>
            <Link to="/secure/directory" className={LINK}>
              {t('referrals.findInDirectory')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {items.map((referral) => (
              <ReferralCard
                key={referral.id}
                referral={referral}
                onChanged={changed}
                onConflict={() => void load(tab)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
