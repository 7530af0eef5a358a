import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Diagnostic } from '@codemirror/lint';
import type { JsonEditorHandle } from './json-editor-view';
import { useT } from '@/i18n/texts-provider';

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The file's problems, placed in its text. */
  diagnostics: Diagnostic[];
  /** UI schema files complete `ui:` options and widget names. */
  ui: boolean;
  label: string;
  /** Puts the cursor here and scrolls to it (a problem clicked in the problems list). */
  focus?: { from: number; to: number; key: number };
}

/**
 * The JSON view's editor. CodeMirror is most of the Studio's weight, so it is its own chunk,
 * loaded when the JSON view first opens. Made once per file (the parent keys it by file).
 */
export function JsonEditor({ value, onChange, diagnostics, ui, label, focus }: JsonEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<JsonEditorHandle>();
  const latest = useRef({ value, onChange, diagnostics });
  useLayoutEffect(() => {
    latest.current = { value, onChange, diagnostics };
  });

  useEffect(() => {
    let handle: JsonEditorHandle | undefined;
    let live = true;
    void import('./json-editor-view').then(({ createJsonEditorView }) => {
      if (!live || !host.current) return;
      handle = createJsonEditorView({
        parent: host.current,
        doc: latest.current.value,
        ui,
        label,
        onChange: (text) => latest.current.onChange(text),
        problems: () => latest.current.diagnostics,
      });
      setEditor(handle);
    });
    return () => {
      live = false;
      handle?.destroy();
    };
  }, [ui, label]);

  // A change from elsewhere (the fields view, a discarded draft) replaces the text.
  useEffect(() => editor?.setValue(value), [editor, value]);
  useEffect(() => editor?.setProblems(diagnostics), [editor, diagnostics]);
  useEffect(() => {
    if (editor && focus) editor.select(focus.from, focus.to);
  }, [editor, focus]);

  return (
    <div ref={host} className="bg-card text-left" aria-busy={!editor}>
      {!editor && (
        <p className="text-muted-foreground p-3 text-sm">{t('studio.json.loadingEditor')}</p>
      )}
    </div>
  );
}
