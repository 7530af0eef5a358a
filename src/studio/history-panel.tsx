import { Button } from '@/fast/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TARGET } from './studio-classes';
import type { VersionWithDiff } from '@/shared/studio-types';

export interface HistoryPanelProps {
  versions: VersionWithDiff[];
  loading?: boolean;
  error?: string;
  /** The version live now. */
  liveId?: number | null;
  rollingBack?: number;
  /** Publishes a version again; 0 is the baseline shipped with the code. */
  onRollback: (id: number) => void;
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
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className={`${TARGET} self-start`}
          disabled={rollingBack !== undefined}
        >
          {rollingBack === id ? 'Rolling back…' : children}
        </Button>
      }
      title={title}
      description={description}
      cancelText="Cancel"
      confirmText="Roll back"
      onConfirm={() => onRollback(id)}
    />
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every published version, newest first, with its diff; any one can be published again. */
export function HistoryPanel({
  versions,
  loading = false,
  error,
  liveId,
  rollingBack,
  onRollback,
}: HistoryPanelProps) {
  return (
    <div className="flex flex-col gap-3" aria-busy={loading}>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {loading && (
        <p role="status" className="text-muted-foreground text-sm">
          Loading history…
        </p>
      )}
      {!loading && versions.length === 0 && (
        <p className="text-muted-foreground text-sm">
          Nothing published yet: members get the baseline shipped with the code.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {versions.map((version) => (
          <li key={version.id} className="bg-card flex flex-col gap-2 rounded-lg border p-3">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 className="font-semibold">Version {version.id}</h3>
              <span className="text-muted-foreground text-sm">
                {version.action === 'rollback'
                  ? version.rolledBackTo === 0
                    ? 'rolled back to the baseline'
                    : `rolled back to version ${version.rolledBackTo ?? '?'}`
                  : 'published'}{' '}
                by {version.author}, {when(version.createdAt)}
              </span>
              {version.id === liveId && (
                <span className="rounded bg-green-100 px-1.5 text-xs font-medium text-green-800">
                  live
                </span>
              )}
            </div>
            {version.note && <p className="text-sm">{version.note}</p>}
            {!version.onCurrentBaseline && (
              <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-900">
                Made on an older baseline ({version.baselineHash}): the files shipped with the code
                have changed since.
              </p>
            )}
            <details>
              <summary className={`${TARGET} flex cursor-pointer items-center text-sm font-medium`}>
                Changes ({version.changedFiles.join(', ') || 'none'})
              </summary>
              <pre
                tabIndex={0}
                aria-label={`Diff of version ${version.id}`}
                className="bg-muted max-h-96 overflow-auto rounded-md p-2 font-mono text-xs"
              >
                {version.diff || 'No changes.'}
              </pre>
            </details>
            {version.id !== liveId && (
              <RollbackButton
                id={version.id}
                rollingBack={rollingBack}
                title={`Roll back to version ${version.id}?`}
                description="Its files are published again as a new version, and every form that changes follows at once for members."
                onRollback={onRollback}
              >
                Roll back to this version
              </RollbackButton>
            )}
          </li>
        ))}
        {versions.length > 0 && (
          <li className="bg-card flex flex-col gap-2 rounded-lg border p-3">
            <h3 className="font-semibold">Baseline</h3>
            <p className="text-muted-foreground text-sm">
              The forms shipped with the code, before anything was published.
            </p>
            <RollbackButton
              id={0}
              rollingBack={rollingBack}
              title="Roll back to the baseline?"
              description="The shipped forms are published again as a new version, and every form that changes follows at once for members."
              onRollback={onRollback}
            >
              Roll back to the baseline
            </RollbackButton>
          </li>
        )}
      </ol>
    </div>
  );
}
