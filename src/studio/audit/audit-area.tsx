import { useEffect, useId, useState } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { AuditEntry, AuditPage } from '@/shared/api/answers';
import type { StudioApi } from '../shell/studio-api';
import { INPUT, LABEL, TARGET } from '../shell/studio-classes';
import { AUDIT_ACTIONS, AuditRow, actionName } from './audit-row';
import { PhoneBox, PhoneNote, type TypedPhone } from '../shell/phone-box';
import { usePhoneText } from '../shell/use-phone-text';

interface Filter {
  actor?: string;
  country?: string;
  action?: string;
}

/** Admins read the audit, newest first, by person and action; older entries a page at a time. */
export function AuditArea({ api }: { api: StudioApi }) {
  const t = useT();
  const id = useId();
  const [filter, setFilter] = useState<Filter>({});
  const [person, setPerson] = useState<TypedPhone>({});
  const [action, setAction] = useState('');
  const [entries, setEntries] = useState<AuditEntry[]>();
  const [next, setNext] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string>();
  // A person the filter cannot be applied to: nothing is shown, so nothing reads as filtered.
  const [personError, setPersonError] = useState<string>();
  // Only staff entries have a phone for a subject; a member's id or a version is no phone.
  const phoneText = usePhoneText(
    entries?.flatMap((e) =>
      e.action.startsWith('staff-') && e.subject ? [e.actor, e.subject] : [e.actor],
    ),
  );

  // Under a person the filter cannot take, nothing shows, even a page that was already on its way.
  const shown = personError ? undefined : entries;

  /** A page of entries: the first replaces what is shown, an older one is added under it. */
  const show = (page: AuditPage, older: boolean) => {
    setEntries((shown) => (older ? [...(shown ?? []), ...page.items] : page.items));
    setNext(page.next);
    setLoadError(undefined);
  };
  const failed = async (error: unknown, older: boolean) => {
    const message = await errorMessage(error, t('studio.audit.loadFailed'));
    if (older) return setLoadError(message);
    setEntries(undefined);
    setNext(null);
    const filtered = Boolean(filter.actor || filter.action);
    setLoadError(filtered ? t('studio.audit.notFiltered', { reason: message }) : message);
  };

  useEffect(() => {
    let current = true;
    api.audit(filter).then(
      (page) => current && show(page, false),
      (error: unknown) => current && void failed(error, false),
    );
    return () => {
      current = false;
    };
    // `show` and `failed` only set state; the first page depends on the filter alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, filter]);
  const older = (cursor: string) =>
    api.audit({ ...filter, cursor }).then(
      (page) => show(page, true),
      (error: unknown) => failed(error, true),
    );

  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-xl font-semibold">
        {t('studio.area.audit')}
      </h1>
      <p className="text-muted-foreground text-sm">{t('studio.audit.intro')}</p>
      <form
        className="flex flex-col gap-1"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (person.value && !person.e164) {
            setPersonError(t('studio.staff.wholeNumber'));
            setEntries(undefined);
            setNext(null);
            setLoadError(undefined);
            return;
          }
          setFilter({ actor: person.e164, country: person.country, action: action || undefined });
        }}
      >
        <div className="flex flex-wrap items-end gap-2">
          <PhoneBox
            id={`${id}-person`}
            label={t('studio.audit.person')}
            value={person}
            onChange={(typed) => {
              setPerson(typed);
              setPersonError(undefined);
            }}
            invalid={personError !== undefined}
          />
          <label className="flex flex-col gap-1">
            <span className={LABEL}>{t('studio.audit.action')}</span>
            <select
              value={action}
              onChange={(event) => setAction(event.target.value)}
              className={`${INPUT} w-auto`}
            >
              <option value="">{t('studio.audit.allActions')}</option>
              {AUDIT_ACTIONS.map((name) => (
                <option key={name} value={name}>
                  {actionName(t, name)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline" className={TARGET}>
            {t('studio.audit.show')}
          </Button>
        </div>
        <PhoneNote id={`${id}-person`} error={personError} />
      </form>
      {loadError && <p role="alert">{loadError}</p>}
      {shown && shown.length === 0 && <p>{t('studio.audit.none')}</p>}
      {shown && shown.length > 0 && (
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
            {shown.map((entry) => (
              <AuditRow key={entry.id} entry={entry} phoneText={phoneText} />
            ))}
          </tbody>
        </table>
      )}
      {shown && next && (
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
