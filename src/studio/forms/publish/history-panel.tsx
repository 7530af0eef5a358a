import { Button } from '@/fast/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useT } from '@/i18n/texts-provider';
import { TARGET } from '../../shell/studio-classes';
import { ChangeList } from './change-list';
import type { VersionWithDiff } from '@/shared/api/answers';

export interface HistoryPanelProps {
  versions: VersionWithDiff[];
  loading?: boolean;
  error?: string;
  /** The version live now. */
  liveId?: number | null;
  rollingBack?: number;
  /** Publishes a version again; 0 is the original forms shipped with the code. */
  onRollback: (id: number) => void;
  /** A file by the name of its form, shared part or language. */
  nameOf: (file: string) => string;
}

/** Asks first, then publishes that version (0: the baseline) again. */
function RollbackButton({
  id,
  rollingBack,
  title,
  description,
  onRollback,
  children,
}: {
  id: number;
  rollingBack?: number;
  title: string;
  description: string;
  onRollback: (id: number) => void;
  children: string;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className={`${TARGET} self-start`}
          disabled={rollingBack !== undefined}
        >
          {rollingBack === id ? t('studio.history.rollingBack') : children}
        </Button>
      }
      title={title}
      description={description}
      cancelText={t('studio.cancel')}
      confirmText={t('studio.history.rollBack')}
      onConfirm={() => onRollback(id)}
    />
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every published version, newest first, with its changes in words and the raw diff a click
 * away; any one can be published again.
 */
export function HistoryPanel({
  versions,
  loading = false,
  error,
  liveId,
  rollingBack,
  onRollback,
  nameOf,
}: HistoryPanelProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" aria-busy={loading}>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {loading && (
        <p role="status" className="text-muted-foreground text-sm">
          {t('studio.history.loading')}
        </p>
      )}
      {!loading && versions.length === 0 && (
        <p className="text-muted-foreground text-sm">{t('studio.history.empty')}</p>
      )}
      <ol className="flex flex-col gap-3">
        {versions.map((version) => (
          <li key={version.id} className="bg-card flex flex-col gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 className="font-semibold">
                {t('studio.history.version', { version: version.id })}
              </h3>
              <span className="text-muted-foreground text-sm">
                {version.action === 'rollback'
                  ? version.rolledBackTo === 0
                    ? t('studio.history.rolledBackToBaseline', {
                        author: version.author,
                        date: when(version.createdAt),
                      })
                    : t('studio.history.rolledBackTo', {
                        version: version.rolledBackTo ?? '?',
                        author: version.author,
                        date: when(version.createdAt),
                      })
                  : t('studio.history.published', {
                      author: version.author,
                      date: when(version.createdAt),
                    })}
              </span>
              {version.id === liveId && (
                <span className="rounded bg-green-100 px-1.5 text-xs font-medium text-green-800">
                  {t('studio.history.live')}
                </span>
              )}
            </div>
            {version.note && <p className="text-sm">{version.note}</p>}
            {!version.onCurrentBaseline && (
              <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-900">
                {t('studio.history.olderBaseline')}
              </p>
            )}
            <ChangeList changes={version.changes} nameOf={nameOf} />
            <details>
              <summary className={`${TARGET} flex cursor-pointer items-center text-sm font-medium`}>
                {t('studio.history.rawDiff')}
              </summary>
              <pre
                tabIndex={0}
                aria-label={t('studio.history.diffLabel', { version: version.id })}
                className="bg-muted max-h-96 overflow-auto rounded-md p-2 font-mono text-xs"
              >
                {version.diff || t('studio.history.noChanges')}
              </pre>
            </details>
            {version.id !== liveId && (
              <RollbackButton
                id={version.id}
                rollingBack={rollingBack}
                title={t('studio.history.rollBackTitle', { version: version.id })}
                description={t('studio.history.rollBackBody')}
                onRollback={onRollback}
              >
                {t('studio.history.rollBackButton')}
              </RollbackButton>
            )}
          </li>
        ))}
        {versions.length > 0 && (
          <li className="bg-card flex flex-col gap-2 rounded-lg border p-3">
            <h3 className="font-semibold">{t('studio.history.baseline')}</h3>
            <p className="text-muted-foreground text-sm">{t('studio.history.baselineBody')}</p>
            <RollbackButton
              id={0}
              rollingBack={rollingBack}
              title={t('studio.history.rollBackBaselineTitle')}
              description={t('studio.history.rollBackBaselineBody')}
              onRollback={onRollback}
            >
              {t('studio.history.rollBackBaselineButton')}
            </RollbackButton>
          </li>
        )}
      </ol>
    </div>
  );
}
