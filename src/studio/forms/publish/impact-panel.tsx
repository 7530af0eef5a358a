import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/fast/button';
import { useT } from '@/i18n/texts-provider';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { screensOf } from '@/shared/form-screens';
import { problemLine } from '@/shared/studio-types';
import type { ApiError, ImpactResult, Problem } from '@/shared/api/answers';

/** Why the last publish was refused. */
export type PublishRefusal =
  | { code: 'FORM_PROBLEMS'; message: string; problems: NonNullable<ApiError['problems']> }
  | { code: 'VERSION_CONFLICT'; message: string }
  | { code: string; message: string };

export interface ImpactPanelProps {
  /** The draft against every stored record, by form; undefined while not yet asked. */
  impact?: ImpactResult;
  /** A form by the name the office uses. */
  formName: (form: string) => string;
  /** A member's name as shown; a link to their page where the Studio has one. Plain text if unset. */
  renderMember?: (member: ImpactResult['affected'][number]) => ReactNode;
  impactLoading?: boolean;
  impactError?: string;
  problems: Problem[];
  /** Whether there is anything to publish. */
  hasDraft: boolean;
  publishing?: boolean;
  refusal?: PublishRefusal;
  onPublish: (note: string) => void;
  /** After a version conflict: load the live version again (the draft stays). */
  onReload: () => void;
}

const NOTE_MAX = 500;

/** What the draft would do to stored records, and publishing it with a note. */
export function ImpactPanel({
  impact,
  formName,
  renderMember = (member) => member.memberName,
  impactLoading = false,
  impactError,
  problems,
  hasDraft,
  publishing = false,
  refusal,
  onPublish,
  onReload,
}: ImpactPanelProps) {
  const t = useT();
  const [note, setNote] = useState('');
  const blocked = !hasDraft
    ? t('studio.publish.noDraft')
    : problems.length > 0
      ? t('studio.publish.fixFirst', { count: problems.length })
      : note.trim() === ''
        ? t('studio.publish.noteMissing')
        : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked && !publishing) onPublish(note.trim());
  };

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="impact-title"
        aria-busy={impactLoading}
        className="flex flex-col gap-3"
      >
        <h3 id="impact-title" className="font-semibold">
          {t('studio.impact.title')}
        </h3>
        {impactError && (
          <p role="alert" className="text-destructive text-sm">
            {impactError}
          </p>
        )}
        {impactLoading && (
          <p role="status" className="text-muted-foreground text-sm">
            {t('studio.impact.checking')}
          </p>
        )}
        {!impactLoading && impact?.impact.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('studio.impact.noForm')}</p>
        )}
        {impact && impact.impact.length > 0 && (
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-medium">{t('studio.impact.screens')}</h4>
            <ul aria-label={t('studio.impact.screens')} className="flex flex-wrap gap-1.5">
              {screensOf(impact.impact.map((form) => form.form)).map((screen) => (
                <li key={screen} className="bg-muted rounded-md px-2 py-0.5 text-sm">
                  {t(screen)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {impact && impact.affectedMembers > 0 && impact.affected.length === 0 && (
          // A role without the Members area is told how many, not who.
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">
              {t('studio.impact.affectedCount', { count: impact.affectedMembers })}
            </p>
            <p className="text-muted-foreground">{t('studio.impact.namesHidden')}</p>
          </div>
        )}
        {impact && impact.affected.length > 0 && (
          <div className="flex flex-col gap-1">
            <h4 id="impact-members" className="text-sm font-medium">
              {t('studio.impact.affected', { count: impact.affectedMembers })}
            </h4>
            <ul aria-labelledby="impact-members" className="list-disc pl-5 text-sm break-words">
              {impact.affected.map((member) => (
                <li key={member.memberId}>
                  {renderMember(member)}
                  {': '}
                  {member.businesses.length > 0
                    ? member.businesses.join(', ')
                    : t('studio.impact.profileRecord')}
                </li>
              ))}
            </ul>
            {impact.affectedMembers > impact.affected.length && (
              <p className="text-muted-foreground text-sm">
                {t('studio.impact.moreMembers', {
                  count: impact.affectedMembers - impact.affected.length,
                })}
              </p>
            )}
          </div>
        )}
        {impact && impact.impact.length > 0 && (
          <ul className="flex flex-col gap-3">
            {impact.impact.map((form) => (
              <li key={form.form} className="bg-card flex flex-col gap-2 rounded-lg border p-3">
                <p className="font-medium">{formName(form.form)}</p>
                <p className="text-sm">
                  {form.records === 0
                    ? t('studio.impact.noRecords')
                    : t('studio.impact.invalid', {
                        invalid: form.invalid,
                        records: form.records,
                      })}
                </p>
                {form.reasons.length > 0 && (
                  <ul className="list-disc pl-5 text-sm">
                    {form.reasons.map((reason) => (
                      <li key={`${reason.pointer}:${reason.message}:${reason.unanswered}`}>
                        {reason.unanswered
                          ? t('studio.impact.unanswered', {
                              label: reason.label,
                              count: reason.count,
                            })
                          : `${reason.label}: ${reason.message} (${reason.count})`}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="publish-title"
        className="flex flex-col gap-3"
      >
        <h3 id="publish-title" className="font-semibold">
          {t('studio.publish.title')}
        </h3>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="publish-note" className={LABEL}>
            {t('studio.publish.note')}
          </label>
          <textarea
            id="publish-note"
            className={`${INPUT} min-h-24 py-2`}
            maxLength={NOTE_MAX}
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          className={`${TARGET} self-start`}
          disabled={!!blocked || publishing}
          aria-describedby={blocked ? 'publish-blocked' : undefined}
        >
          {publishing ? t('studio.publish.publishing') : t('studio.publish.button')}
        </Button>
        {blocked && (
          <p id="publish-blocked" className="text-muted-foreground text-sm">
            {blocked}
          </p>
        )}
        {refusal && (
          <div
            role="alert"
            className="border-destructive/40 bg-destructive/5 flex flex-col gap-2 rounded-md border p-3 text-sm"
          >
            <p className="text-destructive font-medium">{refusal.message}</p>
            {'problems' in refusal && (
              <ul className="font-mono text-xs break-all">
                {refusal.problems.map((p) => (
                  <li key={problemLine(p)}>{problemLine(p)}</li>
                ))}
              </ul>
            )}
            {refusal.code === 'VERSION_CONFLICT' && (
              <>
                <p>{t('studio.publish.conflict')}</p>
                <Button
                  type="button"
                  variant="outline"
                  className={`${TARGET} self-start`}
                  onClick={onReload}
                >
                  {t('studio.publish.loadLive')}
                </Button>
              </>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
