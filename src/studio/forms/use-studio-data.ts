import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import { draftStore } from './draft-store';
import type { StudioApi } from '../shell/studio-api';
import type { DraftFiles } from '@/shared/studio-types';
import type { Problem, StudioForms } from '@/shared/api/answers';
import { useDebounced } from '@/hooks/use-debounced';

/** A file's text as the JSON view shows it when it has no draft. */
export const fileText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The Studio's state: the live files, the drafts over them (kept in localStorage) and the draft's
 * problems, checked by the server a moment after each change.
 */
export function useStudioData(api: StudioApi) {
  const t = useT();
  const [data, setData] = useState<StudioForms>();
  const [loadError, setLoadError] = useState<string>();
  const [stored, setStored] = useState<DraftFiles>(() => draftStore.load());
  /** The problems, and the draft they were found in. */
  const [checked, setChecked] = useState<{ key: string; problems: Problem[] }>();

  const reload = useCallback(async () => {
    try {
      setData(await api.forms());
      setLoadError(undefined);
    } catch (error) {
      setLoadError(await errorMessage(error, t('studio.loadFailed')));
    }
  }, [api, t]);
  useEffect(() => {
    let current = true;
    api.forms().then(
      (answer) => current && setData(answer),
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.loadFailed'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, t]);

  const live = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(data?.files ?? {}).map(([path, f]) => [path, fileText(f.live)]),
      ),
    [data],
  );
  /** Only the drafts that differ from what is live are drafts. */
  const drafts = useMemo(
    () => Object.fromEntries(Object.entries(stored).filter(([path, text]) => live[path] !== text)),
    [stored, live],
  );
  const texts = useMemo(() => ({ ...live, ...drafts }), [live, drafts]);
  const drafted = useMemo(() => new Set(Object.keys(drafts)), [drafts]);

  const setText = useCallback(
    (path: string, text: string) => {
      if (text === live[path]) draftStore.discard(path);
      else draftStore.save(path, text);
      setStored(draftStore.load());
    },
    [live],
  );
  const setTexts = useCallback(
    (changed: Record<string, string>) => {
      for (const [path, text] of Object.entries(changed)) {
        if (text === live[path]) draftStore.discard(path);
        else draftStore.save(path, text);
      }
      setStored(draftStore.load());
    },
    [live],
  );
  const discard = useCallback((path: string) => {
    draftStore.discard(path);
    setStored(draftStore.load());
  }, []);
  const clearDrafts = useCallback(() => {
    draftStore.clear();
    setStored({});
  }, []);

  const draftKey = useDebounced(JSON.stringify(drafts));
  const hasDrafts = drafted.size > 0;
  useEffect(() => {
    const files = JSON.parse(draftKey) as DraftFiles;
    if (!data || Object.keys(files).length === 0) return;
    let current = true;
    api.check(files).then(
      (answer) => current && setChecked({ key: draftKey, problems: answer.problems }),
      // An ended session is handled by the client; a failed check is asked again on the next edit.
      () => current && setChecked({ key: draftKey, problems: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, data, draftKey]);
  const problems = useMemo(
    () => (hasDrafts ? (checked?.problems ?? []) : []),
    [hasDrafts, checked],
  );
  const checking = hasDrafts && checked?.key !== draftKey;

  return {
    data,
    loadError,
    reload,
    texts,
    drafts,
    drafted,
    setText,
    setTexts,
    discard,
    clearDrafts,
    problems,
    checking,
  };
}

export type StudioData = ReturnType<typeof useStudioData>;
