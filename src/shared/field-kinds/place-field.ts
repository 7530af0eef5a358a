import { pointerOf } from '../json-pointer';
import { isObject, type JsonObject } from '../validation/bundle-schema';
import type { Fragment } from './kind';
import { conditionSchema, readCondition, type ShowWhen } from './show-when';

/** One value to write into a form's own files: its schema file, or its UI schema file. */
export interface FieldWrite {
  file: 'schema' | 'ui';
  path: (string | number)[];
  value: unknown;
}

/** Where a field built in the Studio goes, and the texts to write in each language (by pointer). */
export interface Placement {
  writes: FieldWrite[];
  /** Pointer in the schema file → the catalogue key (and values) its English was said from. */
  texts: Fragment['texts'];
}

const sameCondition = (node: unknown, when: ShowWhen) => {
  const read = isObject(node) ? readCondition(node.if) : undefined;
  return (
    read !== undefined &&
    read.field === when.field &&
    read.values.length === when.values.length &&
    read.values.every((v) => when.values.includes(v))
  );
};

const prefixed = (texts: Fragment['texts'], at: string): Fragment['texts'] =>
  Object.fromEntries(Object.entries(texts).map(([pointer, text]) => [`${at}${pointer}`, text]));

/**
 * Writes a new field into a form's own schema file: beside the form's fields, or, when it is shown
 * only on an earlier answer, in the `allOf` condition for that answer (one condition per answer,
 * shared by the fields it shows), as the flat `if`/`then` RJSF resolves reliably. A required field
 * is required only where it sits, so a follow-up is required only while shown.
 */
export function placeField(
  schemaFile: JsonObject,
  name: string,
  fragment: Fragment,
  options: {
    required: boolean;
    requiredMessage: string;
    showWhen?: ShowWhen & { several: boolean };
  },
): Placement {
  const writes: FieldWrite[] = [];
  let base: (string | number)[] = [];
  if (options.showWhen) {
    const allOf = Array.isArray(schemaFile.allOf) ? schemaFile.allOf : [];
    const at = allOf.findIndex((node) => sameCondition(node, options.showWhen!));
    const index = at < 0 ? allOf.length : at;
    base = ['allOf', index, 'then'];
    if (at < 0)
      writes.push({
        file: 'schema',
        path: ['allOf', index],
        value: { if: conditionSchema(options.showWhen, options.showWhen.several), then: {} },
      });
  }
  const holder = base.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as never)[key] : undefined),
    schemaFile,
  );
  const own = isObject(holder) ? holder : {};
  writes.push({ file: 'schema', path: [...base, 'properties', name], value: fragment.schema });
  const texts = prefixed(fragment.texts, pointerOf([...base, 'properties', name]));
  if (options.required) {
    const required = Array.isArray(own.required) ? own.required : [];
    writes.push({ file: 'schema', path: [...base, 'required'], value: [...required, name] });
    writes.push({
      file: 'schema',
      path: [...base, 'errorMessage', 'required', name],
      value: options.requiredMessage,
    });
    texts[pointerOf([...base, 'errorMessage', 'required', name])] = {
      key: 'studio.kinds.required',
    };
  }
  writes.push({ file: 'ui', path: [name], value: fragment.ui });
  return { writes, texts };
}

/** A copy of a schema file with the schema writes applied, as the next placement must see it. */
export function withWrites(schemaFile: JsonObject, writes: FieldWrite[]): JsonObject {
  const out = structuredClone(schemaFile);
  for (const { file, path, value } of writes) {
    if (file !== 'schema') continue;
    let node: Record<string | number, unknown> = out;
    path.slice(0, -1).forEach((key, i) => {
      if (!isObject(node[key]) && !Array.isArray(node[key]))
        node[key] = typeof path[i + 1] === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
    node[path.at(-1)!] = value;
  }
  return out;
}

/** The name of the text box a choice field's "Other (please say)" opens. */
export const otherTextField = (field: string) => `${field}Other`;
