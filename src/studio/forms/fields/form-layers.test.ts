import { describe, expect, it } from 'vitest';
import { bundleSchema, type JsonObject } from '@/shared/validation/bundle-schema';
import { formLayers, readFields } from './field-model';
import type { ParsedFiles } from './form-layers';

/** A field whose title an `allOf` part, the `$ref` beside it and its own keys may each write. */
const files = (own: JsonObject = {}): ParsedFiles => ({
  'defs/name.json': { title: 'Name (shared)', type: 'string', maxLength: 80 },
  'form.schema.json': {
    type: 'object',
    properties: {
      name: { allOf: [{ title: 'Name (part)', maxLength: 40 }], $ref: 'defs/name.json', ...own },
    },
  },
  'form.ui.json': {},
});

const nameField = (parsed: ParsedFiles) =>
  readFields(formLayers(parsed, 'form.schema.json', 'form.ui.json')).find(
    (f) => f.name === 'name',
  )!;

const bundled = (parsed: ParsedFiles) =>
  bundleSchema('form.schema.json', (file) => parsed[file]!).properties as Record<
    string,
    JsonObject
  >;

describe('the Studio reads a field from the layer the bundle takes it from', () => {
  it('the $ref over the allOf part beside it', () => {
    const parsed = files();
    const field = nameField(parsed);
    expect(bundled(parsed).name).toMatchObject({ title: 'Name (shared)', maxLength: 80 });
    expect(field.title).toEqual({ value: 'Name (shared)', file: 'defs/name.json' });
    expect(field.rules.maxLength.value).toEqual({ value: 80, file: 'defs/name.json' });
  });

  it("the field's own keys over both", () => {
    const parsed = files({ title: 'Name (own)' });
    expect(bundled(parsed).name).toMatchObject({ title: 'Name (own)' });
    expect(nameField(parsed).title).toEqual({ value: 'Name (own)', file: 'form.schema.json' });
  });
});
