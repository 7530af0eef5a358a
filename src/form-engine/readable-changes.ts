import type { ReadableChange } from '../shared/studio-types';
import type { JsonObject } from '../shared/studio-types';
import type { FormFiles } from './types';

type Json = unknown;

const isObject = (value: Json): value is JsonObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const text = (value: Json) =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

const LANGUAGE_FILE = /^i18n\/[a-z]{2,3}\.json$/;
/** Keys of a field whose changes have a sentence of their own (or belong to its children). */
const SCHEMA_WORDED = new Set([
  'title',
  'minLength',
  'maxLength',
  'pattern',
  'enum',
  'oneOf',
  'anyOf',
  'errorMessage',
  'properties',
  'required',
  'items',
  'then',
]);
const UI_WORDED = new Set(['ui:placeholder', 'ui:help', 'items', 'ui:order']);

interface SchemaField {
  node: JsonObject;
  required: boolean;
  requiredMessage: Json;
}

/**
 * The fields of a schema by their path of names (`businessAddress/city`): the root's properties,
 * those of `then` (a field shown for one choice) and of list items. A schema with no properties
 * (a shared part such as the phone number) is itself one field, at ''.
 */
function schemaFields(schema: Json): Map<string, SchemaField> {
  const fields = new Map<string, SchemaField>();
  const visit = (object: JsonObject, path: string) => {
    const properties = object.properties;
    if (isObject(properties)) {
      const required = Array.isArray(object.required) ? object.required : [];
      const messages = isObject(object.errorMessage) ? object.errorMessage.required : undefined;
      for (const [name, node] of Object.entries(properties)) {
        if (!isObject(node)) continue;
        const key = path ? `${path}/${name}` : name;
        fields.set(key, {
          node,
          required: required.includes(name),
          requiredMessage: isObject(messages) ? messages[name] : undefined,
        });
        visit(node, key);
      }
    }
    if (isObject(object.then)) visit(object.then, path);
    if (isObject(object.items)) visit(object.items, path);
  };
  if (isObject(schema)) {
    visit(schema, '');
    if (fields.size === 0)
      fields.set('', { node: schema, required: false, requiredMessage: undefined });
  }
  return fields;
}

/** A UI schema's settings (`ui:…`) by the same paths of names. */
function uiFields(ui: Json): Map<string, JsonObject> {
  const fields = new Map<string, JsonObject>();
  const visit = (object: JsonObject, path: string) => {
    const own = Object.fromEntries(Object.entries(object).filter(([key]) => key.startsWith('ui:')));
    fields.set(path, { ...fields.get(path), ...own });
    for (const [key, value] of Object.entries(object)) {
      if (key.startsWith('ui:') || !isObject(value)) continue;
      visit(value, key === 'items' ? path : path ? `${path}/${key}` : key);
    }
  };
  if (isObject(ui)) visit(ui, '');
  return fields;
}

const without = (object: JsonObject, worded: Set<string>) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !worded.has(key)));

/** The schema a UI file dresses: `x.ui.json` → `x.schema.json`, `defs/x.ui.json` → `defs/x.json`. */
const schemaFileOf = (uiFile: string) =>
  uiFile.startsWith('defs/')
    ? uiFile.replace(/\.ui\.json$/, '.json')
    : uiFile.replace(/\.ui\.json$/, '.schema.json');

/** A field as staff know it: its label, else its name (the file's own name for a whole part). */
function labelOf(path: string, file: string, ...schemas: Array<Map<string, SchemaField>>) {
  const name = path.split('/').at(-1) || file.replace(/^defs\//, '').replace(/\..*$/, '');
  for (const fields of schemas) {
    const exact = fields.get(path)?.node.title;
    if (typeof exact === 'string') return exact;
  }
  for (const fields of schemas)
    for (const [other, field] of fields)
      if (other.split('/').at(-1) === name && typeof field.node.title === 'string')
        return field.node.title;
  return name;
}

/** Whether a schema's root (or its `then`) requires a top-level field it may not describe itself. */
const rootRequires = (schema: Json, path: string) =>
  isObject(schema) &&
  [schema.required, isObject(schema.then) ? schema.then.required : undefined].some(
    (list) => Array.isArray(list) && list.includes(path),
  );

/**
 * A field as a schema file sees it once the parts it builds on are counted: a form that only
 * overrides a shared field's label (`{"title": "Motto"}`) changes that field, it adds none.
 */
function withInherited(
  own: SchemaField | undefined,
  path: string,
  schema: Json,
  inherited: SchemaField | undefined,
): SchemaField | undefined {
  if (!inherited) return own;
  return {
    node: { ...inherited.node, ...own?.node },
    required: own?.required || rootRequires(schema, path) || inherited.required,
    requiredMessage: own?.requiredMessage ?? inherited.requiredMessage,
  };
}

function schemaChanges(
  file: string,
  before: Json,
  after: Json,
  files: FormFiles,
): ReadableChange[] {
  const old = schemaFields(before);
  const now = schemaFields(after);
  // The same fields in the other schema files (the shared parts a form is built on).
  const elsewhere = new Map<string, SchemaField>();
  for (const [other, json] of Object.entries(files))
    if (other !== file && !other.endsWith('.ui.json') && !LANGUAGE_FILE.test(other))
      for (const [path, field] of schemaFields(json)) if (path) elsewhere.set(path, field);
  // A field the form only requires, described in a part, is one of its fields too.
  const requiredOnly = [before, after].flatMap((schema) =>
    [...elsewhere.keys()].filter((path) => rootRequires(schema, path)),
  );
  const changes: ReadableChange[] = [];
  for (const path of new Set([...old.keys(), ...now.keys(), ...requiredOnly])) {
    const a = withInherited(old.get(path), path, before, elsewhere.get(path));
    const b = withInherited(now.get(path), path, after, elsewhere.get(path));
    const field = labelOf(path, file, old, new Map(a ? [[path, a]] : []), now);
    if (!a || !b) {
      changes.push({ kind: a ? 'removed' : 'added', file, field });
      continue;
    }
    const value = (kind: ReadableChange['kind'], x: Json, y: Json) => {
      if (!same(x, y)) changes.push({ kind, file, field, before: text(x), after: text(y) });
    };
    value('label', a.node.title, b.node.title);
    value('minLength', a.node.minLength, b.node.minLength);
    value('maxLength', a.node.maxLength, b.node.maxLength);
    if (!same(a.node.pattern, b.node.pattern)) changes.push({ kind: 'pattern', file, field });
    if (!same([a.node.enum, a.node.oneOf, a.node.anyOf], [b.node.enum, b.node.oneOf, b.node.anyOf]))
      changes.push({ kind: 'options', file, field });
    if (a.required !== b.required)
      changes.push({ kind: b.required ? 'required' : 'notRequired', file, field });
    const messages = (node: JsonObject): JsonObject =>
      isObject(node.errorMessage)
        ? without(node.errorMessage, new Set(['required', 'properties']))
        : node.errorMessage === undefined
          ? {}
          : { other: node.errorMessage };
    const [am, bm] = [messages(a.node), messages(b.node)];
    for (const rule of new Set([...Object.keys(am), ...Object.keys(bm)]))
      if (!same(am[rule], bm[rule]))
        changes.push({
          kind: 'message',
          file,
          field,
          rule,
          before: text(am[rule]),
          after: text(bm[rule]),
        });
    if (!same(a.requiredMessage, b.requiredMessage))
      changes.push({
        kind: 'message',
        file,
        field,
        rule: 'required',
        before: text(a.requiredMessage),
        after: text(b.requiredMessage),
      });
    if (!same(without(a.node, SCHEMA_WORDED), without(b.node, SCHEMA_WORDED)))
      changes.push({ kind: 'other', file, field });
  }
  return changes;
}

function uiChanges(file: string, before: Json, after: Json, files: FormFiles[]): ReadableChange[] {
  const old = uiFields(before);
  const now = uiFields(after);
  const schemas = files.map((f) => schemaFields(f[schemaFileOf(file)]));
  const changes: ReadableChange[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(path) ?? {};
    const b = now.get(path) ?? {};
    const field = labelOf(path, file, ...schemas);
    const value = (kind: ReadableChange['kind'], key: string) => {
      if (!same(a[key], b[key]))
        changes.push({ kind, file, field, before: text(a[key]), after: text(b[key]) });
    };
    value('placeholder', 'ui:placeholder');
    value('help', 'ui:help');
    if (!same(a['ui:order'], b['ui:order'])) changes.push({ kind: 'order', file });
    if (!same(without(a, UI_WORDED), without(b, UI_WORDED)))
      changes.push({ kind: 'other', file, field });
  }
  return changes;
}

/** A language's texts, key by key; `field` is the English a translation was made from. */
function textChanges(file: string, before: Json, after: Json): ReadableChange[] {
  const [old, now] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  const wording = (entry: Json) => (isObject(entry) ? text(entry.text) : text(entry));
  const english = (entry: Json) => (isObject(entry) ? text(entry.en) : undefined);
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => !same(wording(old[key]), wording(now[key])))
    .map((key) => ({
      kind: 'text' as const,
      file,
      field: english(now[key]) ?? english(old[key]) ?? key,
      before: wording(old[key]),
      after: wording(now[key]),
    }));
}

/**
 * What changed between two sets of form files, in sentences staff can read: labels, placeholders,
 * help, messages, required, lengths, patterns, choices, fields added or removed, and translations.
 * A file whose change has no sentence still gets an `other` entry, so nothing passes unsaid.
 */
export function readableChanges(before: FormFiles, after: FormFiles): ReadableChange[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths
    .filter((file) => !same(before[file], after[file]))
    .flatMap((file) => {
      const [a, b] = [before[file], after[file]];
      const changes = LANGUAGE_FILE.test(file)
        ? textChanges(file, a, b)
        : file.endsWith('.ui.json')
          ? uiChanges(file, a, b, [before, after])
          : schemaChanges(file, a, b, before);
      return changes.length > 0 ? changes : [{ kind: 'other' as const, file }];
    });
}
