import { useEffect, useState } from 'react';
import { toast } from '@/ui/toasts';
import { HTTPError } from 'ky';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { ImpactPanel, type ImpactPanelProps, type PublishRefusal } from './impact-panel';
import type { StudioApi } from '../../shell/studio-api';
import type { ApiError, ImpactResult } from '@/shared/api/answers';
import type { StudioData } from '../use-studio-data';
import { useDebounced } from '@/hooks/use-debounced';

const EMPTY: ImpactResult = { problems: [], impact: [], affected: [], affectedMembers: 0 };

/** Impact of the whole draft (every form it reaches), and publishing it. */
export function ImpactContainer({
  api,
  studio,
  ...names
}: { api: StudioApi; studio: StudioData } & Pick<ImpactPanelProps, 'formName' | 'renderMember'>) {
  const t = useT();
  const { drafts, problems, data } = studio;
  const key = useDebounced(JSON.stringify(drafts));
  /** The impact, and the draft it was measured for. */
  const [impact, setImpact] = useState<{ key: string; answer?: ImpactResult }>();
  const hasDraft = Object.keys(drafts).length > 0;
  const loading = hasDraft && impact?.key !== key;
  const [impactError, setImpactError] = useState<string>();
  const [publishing, setPublishing] = useState(false);
  const [refusal, setRefusal] = useState<PublishRefusal>();

  useEffect(() => {
    const files = JSON.parse(key) as Record<string, string>;
    if (Object.keys(files).length === 0) return;
    let current = true;
    api.impact(files).then(
      (answer) => {
        if (!current) return;
        setImpact({ key, answer });
        setImpactError(undefined);
      },
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.impact.failed'));
        if (!current) return;
        setImpact({ key });
        setImpactError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, t]);

  const publish = async (note: string) => {
    setPublishing(true);
    setRefusal(undefined);
    try {
      // The note is one line on the server.
      const { version } = await api.publish({
        files: drafts,
        note: note.replace(/\s+/g, ' '),
        baseVersion: data?.version?.id ?? null,
      });
      studio.clearDrafts();
      await studio.reload();
      toast.success(t('studio.publish.published', { version: version.id }));
    } catch (error) {
      const message = await errorMessage(error, t('studio.publish.failed'));
      const body =
        error instanceof HTTPError
          ? ((await error.response
              .clone()
              .json()
              .catch(() => ({}))) as Partial<ApiError>)
          : {};
      setRefusal(
        body.code === 'FORM_PROBLEMS'
          ? { code: 'FORM_PROBLEMS', message, problems: body.problems ?? [] }
          : { code: body.code ?? 'ERROR', message },
      );
    } finally {
      setPublishing(false);
    }
  };

  return (
    <ImpactPanel
      {...names}
      impact={hasDraft ? impact?.answer : EMPTY}
      impactLoading={loading}
      impactError={hasDraft ? impactError : undefined}
      problems={problems}
      hasDraft={hasDraft}
      publishing={publishing}
      refusal={refusal}
      onPublish={(note) => void publish(note)}
      onReload={() => {
        setRefusal(undefined);
        void studio.reload();
      }}
    />
  );
}
