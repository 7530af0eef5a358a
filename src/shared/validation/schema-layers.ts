import { bundlingOrder, isObject, joinPath, type JsonObject } from './bundle-schema';

/** A place in a file where part of a schema or UI schema is written: the file and the path to it. */
export interface Layer {
  file: string;
  path: (string | number)[];
  node: JsonObject;
}

/** Form files by path relative to the schemas folder; a file being edited may not parse. */
export type ParsedFiles = Record<string, JsonObject | undefined>;

const at = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as never)[key] : undefined),
    root,
  );

/**
 * Every place that contributes to the node at `path` of `file`, weakest first, in the bundler's
 * order (`bundlingOrder`): the parts of its `allOf`, then what its `$ref` names, then the node
 * itself. A `$ref` that is local, circular or missing contributes nothing here; the bundler and
 * the check name it.
 */
export function layersOf(
  files: ParsedFiles,
  file: string,
  path: (string | number)[] = [],
  seen: string[] = [],
): Layer[] {
  const node = at(files[file], path);
  if (!isObject(node)) return [];
  return bundlingOrder(node).flatMap((step): Layer[] => {
    switch (step.kind) {
      case 'part':
        return layersOf(files, file, [...path, 'allOf', step.index], seen);
      case 'ref': {
        const target = joinPath(file, step.ref);
        const visited = [...seen, file];
        if (step.ref.startsWith('#') || visited.includes(target)) return [];
        return layersOf(files, target, [], visited);
      }
      case 'own':
        return [{ file, path, node }];
    }
  });
}

/** The layers of one member of every layer: a field (`properties/<name>`) or a UI entry (`<name>`). */
export function childLayers(
  files: ParsedFiles,
  parents: Layer[],
  key: (string | number)[],
): Layer[] {
  return parents.flatMap((parent) =>
    isObject(at(parent.node, key)) ? layersOf(files, parent.file, [...parent.path, ...key]) : [],
  );
}

/** The value at `key` in a layer's node, if it says it. */
export const valueAt = (layer: Layer, key: (string | number)[]): unknown => at(layer.node, key);

/** The strongest layer that says `key`: the one whose value the bundle has. */
export function lastSaying(layers: Layer[], key: (string | number)[]): Layer | undefined {
  return [...layers].reverse().find((layer) => valueAt(layer, key) !== undefined);
}
