import { useEffect, useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { AuditEntry, Page } from '@/shared/staff-types';
import type { StudioApi } from '../studio-api';
import { INPUT, LABEL, TARGET } from '../studio-classes';
import { AUDIT_ACTIONS, AuditRow, actionName } from './audit-row';

interface Filter {
  actor?: string;
  action?: string;
}

/** Admins read the audit, newest first, by person and action; older entries a page at a time. */
export function AuditArea({ api }: { api: StudioApi }) {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({});
  const [draft, setDraft] = useState<Filter>({});
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [next, setNext] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string>();

  /** A page of entries: the first replaces what is shown, an older one is added under it. */
  const show = (page: Page<AuditEntry>, older: boolean) => {
    setEntries((shown) => (older ? [...(shown ?? []), ...page.items] : page.items));
    setNext(page.next);
    setLoadError(undefined);
  };
  const failed = async (error: unknown) =>
    setLoadError(await errorMessage(error, t('studio.audit.loadFailed')));

  useEffect(() => {
    let current = true;
    api.audit(filter).then(
      (page) => current && show(page, false),
      (error: unknown) => current && void failed(error),
    );
    return () => {
      current = false;
    };
    // `show` and `failed` only set state; the first page depends on the filter alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, filter]);
  const older = (cursor: string) =>
    api.audit({ ...filter, cursor }).then((page) => show(page, true), failed);

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-xl font-semibold">
        {t('studio.area.audit')}
      </h1>
      <p className="text-muted-foreground text-sm">{t('studio.audit.intro')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ actor: draft.actor?.trim() || undefined, action: draft.action || undefined });
        }}
      >
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('studio.audit.person')}</span>
          <input
            type="tel"
            value={draft.actor ?? ''}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
            className={INPUT}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className={LABEL}>{t('studio.audit.action')}</span>
          <select
            value={draft.action ?? ''}
            onChange={(event) => setDraft({ ...draft, action: event.target.value })}
            className={`${INPUT} w-auto`}
          >
            <option value="">{t('studio.audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {actionName(t, action)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline" className={TARGET}>
          {t('studio.audit.show')}
        </Button>
      </form>
      {loadError && <p role="alert">{loadError}</p>}
      {entries && entries.length === 0 && <p>{t('studio.audit.none')}</p>}
      {entries && entries.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="max-md:sr-only">
            <tr className="border-b">
              <th className="py-2 pr-3">{t('studio.audit.when')}</th>
              <th className="py-2 pr-3">{t('studio.audit.who')}</th>
              <th className="py-2 pr-3">{t('studio.audit.what')}</th>
              <th className="py-2">{t('studio.audit.from')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      {next && (
        <Button
          type="button"
          variant="outline"
          className={`${TARGET} self-start`}
          onClick={() => void older(next)}
        >
          {t('studio.audit.older')}
        </Button>
      )}
    </section>
  );
}
