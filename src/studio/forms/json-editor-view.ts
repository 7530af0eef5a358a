import {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { linter, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { jsonCompletions } from './json-completions';

export interface JsonEditorViewOptions {
  parent: HTMLElement;
  doc: string;
  ui: boolean;
  label: string;
  onChange: (text: string) => void;
  /** The server's problems, read at each lint pass. */
  problems: () => Diagnostic[];
}

/** The controls the React wrapper keeps of a mounted editor. */
export interface JsonEditorHandle {
  setValue: (text: string) => void;
  setProblems: (problems: Diagnostic[]) => void;
  select: (from: number, to: number) => void;
  destroy: () => void;
}

/**
 * CodeMirror 6 for a form file. It builds no code from strings (no eval, no new Function), so it
 * runs under `script-src 'self'`; its styles go in through `style-src 'unsafe-inline'`, which the
 * app already allows. No React here: this module is the lazy chunk the JSON view loads.
 */
export function createJsonEditorView(options: JsonEditorViewOptions): JsonEditorHandle {
  const syntax = jsonParseLinter();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        lineNumbers(),
        foldGutter(),
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        json(),
        // A syntax error shows at once; the server's problems arrive through `problems`.
        linter((v) => [...syntax(v), ...options.problems()], { delay: 300 }),
        lintGutter(),
        autocompletion({ override: [jsonCompletions(options.ui)] }),
        keymap.of([
          ...closeBracketsKeymap,
          ...defaultKeymap,
          ...historyKeymap,
          ...completionKeymap,
          indentWithTab,
        ]),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
        EditorView.theme({
          '&': { fontSize: '13px', border: '1px solid var(--border)', borderRadius: '0.5rem' },
          // The editor grows with its text (the page scrolls), so no inner region needs a tab stop.
          '.cm-scroller': { fontFamily: 'ui-monospace, monospace', minHeight: '18rem' },
          '&.cm-focused': {
            outline: '3px solid color-mix(in oklch, var(--ring) 50%, transparent)',
          },
        }),
      ],
    }),
  });
  return {
    setValue(text) {
      if (view.state.doc.toString() === text) return;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    setProblems(problems) {
      const length = view.state.doc.length;
      const inside = problems.filter((d) => d.to <= length);
      view.dispatch(setDiagnostics(view.state, [...syntax(view), ...inside]));
    },
    select(from, to) {
      const length = view.state.doc.length;
      const anchor = Math.min(from, length);
      view.dispatch({
        selection: { anchor, head: Math.min(to, length) },
        effects: EditorView.scrollIntoView(anchor, { y: 'center' }),
      });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
