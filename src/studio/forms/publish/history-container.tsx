import { useEffect, useState } from 'react';
import { toast } from '@/ui/toasts';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { HistoryPanel } from './history-panel';
import type { StudioApi } from '../../shell/studio-api';
import type { VersionWithDiff } from '@/shared/api/answers';

/** The versions from the server, and rolling back to one. */
export function HistoryContainer({
  api,
  liveId,
  onChanged,
  nameOf,
}: {
  api: StudioApi;
  liveId?: number | null;
  onChanged: () => Promise<void>;
  /** A file by the name of its form, shared part or language. */
  nameOf: (file: string) => string;
}) {
  const t = useT();
  const [versions, setVersions] = useState<VersionWithDiff[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const [rollingBack, setRollingBack] = useState<number>();

  const [loaded, setLoaded] = useState(0);

  useEffect(() => {
    let current = true;
    api.versions().then(
      (answer) => {
        if (!current) return;
        setVersions(answer.versions);
        setError(undefined);
        setLoading(false);
      },
      async (failure: unknown) => {
        const message = await errorMessage(failure, t('studio.history.loadFailed'));
        if (!current) return;
        setError(message);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, loaded, t]);

  const rollback = async (id: number) => {
    setRollingBack(id);
    try {
      const answer = await api.rollback(id);
      toast.success(
        id === 0
          ? t('studio.history.baselineLiveAgain', { version: answer.version.id })
          : t('studio.history.versionLiveAgain', { restored: id, version: answer.version.id }),
      );
      setLoaded((n) => n + 1);
      await onChanged();
    } catch (failure) {
      toast.error(await errorMessage(failure, t('studio.history.rollbackFailed')));
    } finally {
      setRollingBack(undefined);
    }
  };

  return (
    <HistoryPanel
      versions={versions}
      loading={loading}
      error={error}
      liveId={liveId}
      rollingBack={rollingBack}
      onRollback={(id) => void rollback(id)}
      nameOf={nameOf}
    />
  );
}
