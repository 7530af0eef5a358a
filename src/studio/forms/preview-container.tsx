import { useEffect, useState } from 'react';
import { HTTPError } from 'ky';
import type { FormDefinition } from '@/forms/define-form';
import { formFromDescriptor } from '@/forms/form-module';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { PreviewPanel } from './preview-panel';
import { useMemberSources } from './member-sources';
import type { StudioApi } from '../shell/studio-api';
import type { DraftFiles } from '@/shared/studio-types';
import type { Problem } from '@/shared/api/answers';
import { useDebounced } from '@/hooks/use-debounced';

/**
 * The preview of a selection's forms: the server compiles the draft (its validator modules served
 * from our origin, as members get them), then each form renders with the real widgets.
 */
export function PreviewContainer({
  api,
  drafts,
  forms: names,
  formName,
  languages,
}: {
  api: StudioApi;
  drafts: DraftFiles;
  forms: string[];
  /** A form by the name the office uses. */
  formName: (form: string) => string;
  /** The languages the draft's forms can be previewed in, besides English. */
  languages: { code: string; name: string }[];
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string>();
  // A language whose draft was discarded is no longer offered: English again.
  const language = languages.some((l) => l.code === chosen) ? chosen : undefined;
  const key = useDebounced(JSON.stringify({ drafts, names, language }));
  const [forms, setForms] = useState<FormDefinition[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  /** The request the shown preview answers: until it is the latest, the preview is updating. */
  const [done, setDone] = useState<string>();
  const loading = done !== key;
  const [error, setError] = useState<string>();

  useEffect(() => {
    const {
      drafts: files,
      names: wanted,
      language: shown,
    } = JSON.parse(key) as { drafts: DraftFiles; names: string[]; language?: string };
    let current = true;
    void (async () => {
      try {
        const answer = await api.preview(files, shown);
        if (!current) return;
        setProblems(answer.problems);
        if (answer.problems.length > 0) return;
        const built = await Promise.all(
          wanted
            .filter((name) => answer.forms[name])
            .map((name) => formFromDescriptor({ name, ...answer.forms[name]! })),
        );
        if (current) {
          setForms(built);
          setError(undefined);
        }
      } catch (failure) {
        // A validator module that cannot load is a fault to see in the console, not just a line.
        if (!(failure instanceof HTTPError)) console.error('Preview failed', failure);
        if (current) setError(await errorMessage(failure, t('studio.preview.failed')));
      } finally {
        if (current) setDone(key);
      }
    })();
    return () => {
      current = false;
    };
  }, [api, key, t]);

  return (
    <PreviewPanel
      forms={forms}
      formName={formName}
      problems={problems}
      loading={loading}
      error={error}
      useSources={useMemberSources}
      languages={languages}
      language={language}
      onLanguage={setChosen}
    />
  );
}
