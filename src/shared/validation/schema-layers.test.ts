// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baselineFiles } from '../../form-engine/form-files';
import { bundleSchema, bundlingOrder, isObject, type JsonObject } from './bundle-schema';
import { childLayers, lastSaying, layersOf, type ParsedFiles } from './schema-layers';

/** One field written in three layers that disagree: an `allOf` part, a `$ref` and the node itself. */
const conflicting: ParsedFiles = {
  'form.ui.json': {
    name: {
      allOf: [{ 'ui:widget': 'text', 'ui:placeholder': 'from the part' }, { 'ui:help': 'part 2' }],
      $ref: 'defs/name.ui.json',
      'ui:title': 'own',
    },
  },
  'defs/name.ui.json': {
    'ui:widget': 'textarea',
    'ui:help': 'from the $ref',
    'ui:title': 'from the $ref',
    'ui:options': { rows: 3 },
  },
};

const load = (files: ParsedFiles) => (file: string) => {
  const json = files[file];
  if (!json) throw new Error(`no file ${file}`);
  return json;
};

/** Every scalar of a bundle, with its path (lists are united or replaced whole, so left out). */
function* scalars(node: JsonObject, path: string[] = []): Generator<[string[], unknown]> {
  for (const [key, value] of Object.entries(node)) {
    if (isObject(value)) yield* scalars(value, [...path, key]);
    else if (!Array.isArray(value)) yield [[...path, key], value];
  }
}

/** What the model says the bundle holds at `path`: the value of the strongest layer saying it. */
function modelValue(files: ParsedFiles, file: string, path: string[]): unknown {
  let layers = layersOf(files, file);
  for (const key of path.slice(0, -1)) layers = childLayers(files, layers, [key]);
  const layer = lastSaying(layers, path.slice(-1));
  return layer && layer.node[path.at(-1)!];
}

describe('the bundling model', () => {
  it('orders a node: the allOf parts, then the $ref, then its own keys', () => {
    const node = conflicting['form.ui.json']!.name as JsonObject;
    expect(bundlingOrder(node).map((step) => step.kind)).toEqual(['part', 'part', 'ref', 'own']);
    expect(
      layersOf(conflicting, 'form.ui.json', ['name']).map((l) => `${l.file}#${l.path.join('/')}`),
    ).toEqual([
      'form.ui.json#name/allOf/0',
      'form.ui.json#name/allOf/1',
      'defs/name.ui.json#',
      'form.ui.json#name',
    ]);
  });

  it('keeps an allOf with a part that is not an object as a keyword of the node', () => {
    const steps = bundlingOrder({ allOf: [{ type: 'string' }, true], title: 'T' });
    expect(steps).toEqual([
      { kind: 'own', keys: { allOf: [{ type: 'string' }, true], title: 'T' } },
    ]);
  });

  it('a $ref overrides the allOf parts beside it, and own keys override both', () => {
    const bundle = bundleSchema('form.ui.json', load(conflicting));
    expect(bundle.name).toEqual({
      'ui:widget': 'textarea',
      'ui:placeholder': 'from the part',
      'ui:help': 'from the $ref',
      'ui:title': 'own',
      'ui:options': { rows: 3 },
    });
    const strongest = (key: string) =>
      lastSaying(layersOf(conflicting, 'form.ui.json', ['name']), [key])?.file;
    expect(strongest('ui:widget')).toBe('defs/name.ui.json');
    expect(strongest('ui:help')).toBe('defs/name.ui.json');
    expect(strongest('ui:placeholder')).toBe('form.ui.json');
  });

  it('names, for every scalar the bundler writes, the layer it came from', () => {
    const files: ParsedFiles = { ...baselineFiles(), ...conflicting };
    let checked = 0;
    for (const file of Object.keys(files)) {
      for (const [path, value] of scalars(bundleSchema(file, load(files)))) {
        expect([file, path.join('/'), modelValue(files, file, path)]).toEqual([
          file,
          path.join('/'),
          value,
        ]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    // Every scalar of every form, bundled: about 3 s alone, several times that on a busy machine.
  }, 30_000);
});
