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

/** Deep merge where `required` lists are united and later scalars win. */
export function mergeSchemas(base: JsonObject, extra: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    if (key === 'required' && Array.isArray(current) && Array.isArray(value)) {
      out[key] = [...new Set([...current, ...value])];
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

/** Bundles `file` (a path relative to the schemas folder) with everything it references. */
export function bundleSchema(file: string, load: SchemaLoader): JsonObject {
  const resolve = (node: unknown, from: string, pointer: string, seen: string[]): unknown => {
    if (Array.isArray(node))
      return node.map((item, i) => resolve(item, from, `${pointer}/${i}`, seen));
    if (!isObject(node)) return node;
    let out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref') out[key] = resolve(value, from, `${pointer}/${key}`, seen);
    }
    const ref = node.$ref;
    if (typeof ref === 'string') {
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
      const resolved = resolve(body, target, '', [...seen, target]) as JsonObject;
      out = mergeSchemas(resolved, out);
    }
    if (Array.isArray(out.allOf) && out.allOf.every(isObject)) {
      const { allOf, ...rest } = out;
      out = (allOf as JsonObject[]).reduce(
        (acc, part) => mergeSchemas(acc, part),
        {} as JsonObject,
      );
      out = mergeSchemas(out, rest);
    }
    return out;
  };
  return resolve(load(file), file, '', [file]) as JsonObject;
}
