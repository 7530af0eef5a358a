import { useMemo, useState } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import { Button } from '@/fast/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { JsonEditor } from './json-editor';
import { pointerRange } from './json-pointer';
import { TARGET } from '../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';
import { TextWithParts } from '@/i18n/text-with-parts';
import type { Problem } from '@/shared/api/answers';

export interface JsonTarget {
  file: string;
  pointer: string;
  /** A new object each time a problem is clicked, so the same one can be followed twice. */
  key: number;
}

export interface JsonPanelProps {
  /** The files shown here: the form's schema and UI schema and the parts they build on. */
  files: string[];
  texts: Record<string, string>;
  drafted: ReadonlySet<string>;
  problems: Problem[];
  onChange: (file: string, text: string) => void;
  onDiscard: (file: string) => void;
  target?: JsonTarget;
}

/** The JSON of a form's files, with completion and the problems marked where they are. */
export function JsonPanel({
  files,
  texts,
  drafted,
  problems,
  onChange,
  onDiscard,
  target,
}: JsonPanelProps) {
  const t = useT();
  const [chosen, setChosen] = useState(files[0]);
  // A clicked problem opens its file.
  const [followed, setFollowed] = useState(target);
  if (target !== followed) {
    setFollowed(target);
    if (target && files.includes(target.file)) setChosen(target.file);
  }
  const file = chosen && files.includes(chosen) ? chosen : files[0];
  const text = file ? (texts[file] ?? '') : '';

  const diagnostics = useMemo<Diagnostic[]>(
    () =>
      problems
        .filter((p) => p.file === file)
        .map((p) => ({ ...pointerRange(text, p.pointer), severity: 'error', message: p.message })),
    [problems, file, text],
  );
  const focus = useMemo(
    () =>
      target && target.file === file
        ? { ...pointerRange(text, target.pointer), key: target.key }
        : undefined,
    // Only a new target moves the cursor, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [target, file],
  );

  if (!file) return <p className="text-muted-foreground text-sm">{t('studio.json.noFiles')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="json-file" className="text-sm font-medium">
            {t('studio.json.file')}
          </label>
          <select
            id="json-file"
            className={`border-input rounded-md border bg-transparent px-3 text-base md:text-sm ${TARGET}`}
            value={file}
            onChange={(event) => setChosen(event.target.value)}
          >
            {files.map((path) => (
              <option key={path} value={path}>
                {drafted.has(path) ? t('studio.json.draftOption', { file: path }) : path}
              </option>
            ))}
          </select>
        </div>
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              variant="outline"
              className={TARGET}
              disabled={!drafted.has(file)}
            >
              {t('studio.json.discard')}
            </Button>
          }
          title={t('studio.json.discardTitle')}
          description={t('studio.json.discardBody')}
          cancelText={t('studio.cancel')}
          confirmText={t('studio.json.discard')}
          onConfirm={() => onDiscard(file)}
        />
      </div>
      <JsonEditor
        key={file}
        value={text}
        onChange={(next) => onChange(file, next)}
        diagnostics={diagnostics}
        ui={file.endsWith('.ui.json')}
        label={t('studio.json.editorLabel', { file })}
        focus={focus}
      />
      <p className="text-muted-foreground text-xs">
        <TextWithParts text="studio.json.hint" parts={{ uiPrefix: <code>ui:</code> }} />
      </p>
    </div>
  );
}
