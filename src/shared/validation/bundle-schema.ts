/**
 * Turns a form schema as staff write it (file `$ref`s to `defs/`, a root `allOf` of a shared part
 * plus stricter rules) into one self-contained schema with no `$ref` and no root `allOf`.
 * RJSF resolves only local refs and merges `$ref` siblings shallowly, so both validators and the
 * renderer get this flattened form; the source files stay standard JSON Schema. UI schemas build
 * on one another and on `defs/*.ui.json` parts the same way, so both are bundled by this one code.
 */
export type JsonObject = { [key: string]: unknown };

export type SchemaLoader = (file: string) => JsonObject;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge where `required` lists are united, `allOf` conditions kept side by side, and later scalars win. */
export function mergeSchemas(base: JsonObject, extra: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    if (key === 'required' && Array.isArray(current) && Array.isArray(value)) {
      out[key] = [...new Set([...current, ...value])];
    } else if (key === 'allOf' && Array.isArray(current) && Array.isArray(value)) {
      out[key] = [...current, ...value];
    } else if (isObject(current) && isObject(value)) {
      out[key] = mergeSchemas(current, value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** `ref` as a path relative to the folder, read from the file `from`. */
export function joinPath(from: string, ref: string): string {
  const parts = from.split('/').slice(0, -1).concat(ref.split('/'));
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

export class SchemaBundleError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly reason: string,
  ) {
    super(`${file}#${pointer}: ${reason}`);
  }
}

/** One layer of a node, as bundling reads it. */
export type BundleStep =
  | { kind: 'part'; index: number; part: JsonObject }
  | { kind: 'ref'; ref: string }
  | { kind: 'own'; keys: JsonObject };

/**
 * A part of an `allOf` that shows fields on a condition ("show when"): it is kept as a condition,
 * never merged into its node, or two conditions would become one.
 */
export const isCondition = (part: unknown): part is JsonObject => isObject(part) && 'if' in part;

/**
 * The one bundling model: the layers a node is made of, weakest first. First the parts of its
 * `allOf`, in order; then the file its `$ref` names; then the node's own keys (every key but `$ref`
 * and a merged `allOf`). Each layer is merged over the ones before it (`mergeSchemas`), so a key
 * reads as the last layer that says it: a `$ref` overrides the `allOf` parts beside it, and the
 * node's own keys override both. The bundler, the check (which names where a key was written) and
 * the Studio (which edits the layer that says a thing) all walk this order. An `allOf` with a part
 * that is not an object is left as a keyword, one of the node's own keys.
 */
export function bundlingOrder(node: JsonObject): BundleStep[] {
  const { allOf, $ref } = node;
  const merged = Array.isArray(allOf) && allOf.every(isObject);
  const steps: BundleStep[] = merged
    ? (allOf as JsonObject[]).flatMap((part, index) =>
        isCondition(part) ? [] : [{ kind: 'part' as const, index, part }],
      )
    : [];
  if (typeof $ref === 'string') steps.push({ kind: 'ref', ref: $ref });
  const keys = Object.entries(node).filter(
    ([key]) => key !== '$ref' && !(merged && key === 'allOf' && !allOf.some(isCondition)),
  );
  steps.push({ kind: 'own', keys: Object.fromEntries(keys) });
  return steps;
}

/** Bundles `file` (a path relative to the schemas folder) with everything it references. */
export function bundleSchema(file: string, load: SchemaLoader): JsonObject {
  const resolveRef = (ref: string, from: string, pointer: string, seen: string[]): JsonObject => {
    if (ref.startsWith('#')) {
      throw new SchemaBundleError(
        from,
        pointer,
        `local $ref "${ref}" is not supported; use a file in defs/`,
      );
    }
    const target = joinPath(from, ref);
    if (seen.includes(target)) {
      throw new SchemaBundleError(from, pointer, `circular $ref "${ref}"`);
    }
    let loaded: JsonObject;
    try {
      loaded = load(target);
    } catch (error) {
      throw new SchemaBundleError(
        from,
        pointer,
        `$ref "${ref}" does not resolve (${(error as Error).message})`,
      );
    }
    const { $id: _id, $schema: _schema, ...body } = loaded;
    return resolve(body, target, '', [...seen, target]) as JsonObject;
  };
  const layer = (step: BundleStep, from: string, pointer: string, seen: string[]): JsonObject => {
    switch (step.kind) {
      case 'part':
        return resolve(step.part, from, `${pointer}/allOf/${step.index}`, seen) as JsonObject;
      case 'ref':
        return resolveRef(step.ref, from, pointer, seen);
      case 'own':
        return Object.fromEntries(
          Object.entries(step.keys).map(([key, value]) => {
            const resolved = resolve(value, from, `${pointer}/${key}`, seen);
            // Beside conditions, an `allOf` keeps only them: its other parts were merged above.
            // (A part merged above may itself hold an `if` once resolved: the written part decides.)
            return key === 'allOf' && Array.isArray(value) && value.every(isObject)
              ? [key, (resolved as unknown[]).filter((_part, i) => isCondition(value[i]))]
              : [key, resolved];
          }),
        );
    }
  };
  function resolve(node: unknown, from: string, pointer: string, seen: string[]): unknown {
    if (Array.isArray(node))
      return node.map((item, i) => resolve(item, from, `${pointer}/${i}`, seen));
    if (!isObject(node)) return node;
    return bundlingOrder(node).reduce<JsonObject>(
      (out, step) => mergeSchemas(out, layer(step, from, pointer, seen)),
      {},
    );
  }
  return resolve(load(file), file, '', [file]) as JsonObject;
}
