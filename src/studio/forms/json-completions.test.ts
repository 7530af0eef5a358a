import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { jsonCompletions } from './json-completions';

const complete = (doc: string, ui: boolean) => {
  const state = EditorState.create({ doc });
  const result = jsonCompletions(ui)(new CompletionContext(state, doc.length, true));
  return result && { from: result.from, labels: result.options.map((o) => o.label) };
};

describe('jsonCompletions', () => {
  it('offers registered widget names in the value of ui:widget', () => {
    const result = complete('{ "phone": { "ui:widget": "ph', true);
    expect(result?.labels).toContain('phone');
    expect(result?.labels).toContain('searchable-select');
    expect(result?.from).toBe('{ "phone": { "ui:widget": "'.length);
  });
  it('offers ui: options in a UI file and keywords in a schema', () => {
    expect(complete('{ "a": 1, "ui:', true)?.labels).toContain('ui:placeholder');
    expect(complete('{ "title": "A", "max', false)?.labels).toContain('maxLength');
  });
  it('offers nothing inside a value', () => {
    expect(complete('{ "title": "Busi', false)).toBeNull();
  });
});
