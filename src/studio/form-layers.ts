import { isObject, joinPath } from '@/shared/validation/bundle-schema';
import type { JsonObject } from '@/shared/studio-types';

/** A place in a file where part of a schema or UI schema is written: the file and the path to it. */
export interface Layer {
  file: string;
  path: (string | number)[];
  node: JsonObject;
}

export type ParsedFiles = Record<string, JsonObject | undefined>;

/**
 * Every place that contributes to the node at `path` of `file`, weakest first, in the bundler's
 * order: the parts of its `allOf`, then what its `$ref` names, then the node itself (siblings of a
 * `$ref` override it). An edit goes to the strongest layer that already says the thing, so a label
 * written in a shared part is changed there, for every form that uses it.
 */
export function layersOf(
  files: ParsedFiles,
  file: string,
  path: (string | number)[] = [],
  seen: string[] = [],
): Layer[] {
  let node: unknown = files[file];
  for (const key of path)
    node = isObject(node) || Array.isArray(node) ? (node as never)[key] : undefined;
  if (!isObject(node)) return [];
  const layers: Layer[] = [];
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((_part, i) => {
      layers.push(...layersOf(files, file, [...path, 'allOf', i], seen));
    });
  }
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const target = joinPath(file, node.$ref);
    if (!seen.includes(target)) layers.push(...layersOf(files, target, [], [...seen, file]));
  }
  layers.push({ file, path, node });
  return layers;
}

/** The layers of one member of every layer: a field (`properties/<name>`) or a UI entry (`<name>`). */
export function childLayers(
  files: ParsedFiles,
  parents: Layer[],
  key: (string | number)[],
): Layer[] {
  return parents.flatMap((parent) => {
    let node: unknown = parent.node;
    for (const part of key) node = isObject(node) ? node[part as string] : undefined;
    return isObject(node) ? layersOf(files, parent.file, [...parent.path, ...key]) : [];
  });
}

/** The value at `key` in a layer's node, if it says it. */
export function valueAt(layer: Layer, key: string[]): unknown {
  let node: unknown = layer.node;
  for (const part of key) node = isObject(node) ? node[part] : undefined;
  return node;
}

/** The strongest layer that says `key`. */
export function lastSaying(layers: Layer[], key: string[]): Layer | undefined {
  return [...layers].reverse().find((layer) => valueAt(layer, key) !== undefined);
}
