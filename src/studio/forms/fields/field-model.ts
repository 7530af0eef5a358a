import { kindOfUi, type FieldKind, type FieldSettings } from '@/shared/field-kinds';
import { readCondition, type ShowWhen } from '@/shared/field-kinds/show-when';
import {
  childLayers,
  lastSaying,
  layersOf,
  valueAt,
  type Layer,
  type ParsedFiles,
} from './form-layers';

/** The rules the fields view edits, each with its own message (`errorMessage.<rule>`). */
export const FIELD_RULES = ['minLength', 'maxLength', 'pattern'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

/** A value as the form sees it, and the file it is written in (where an edit of it goes). */
export interface Located<T> {
  value: T | undefined;
  file: string | undefined;
}

export interface FieldModel {
  name: string;
  type: string | undefined;
  /** Shown only when `then` applies (Other category): its required-ness is not edited here. */
  conditional: boolean;
  title: Located<string>;
  placeholder: Located<string>;
  help: Located<string>;
  required: boolean;
  requiredMessage: Located<string>;
  rules: Record<FieldRule, { value: Located<number | string>; message: Located<string> }>;
  /** The kind it was built as in the Studio; none for the fields the product ships with. */
  kind: FieldKind | undefined;
  /** Its kind's settings as the files say them. */
  settings: FieldSettings;
  /** The earlier answer it is shown on, when staff set one. */
  showWhen: ShowWhen | undefined;
  /** No longer asked; its stored answers stay. */
  retired: boolean;
}

/**
 * The object whose fields are edited: the form itself, or the items of one of its lists (the
 * business addresses).
 */
export interface FieldScope {
  /** The list field, or none for the form's own fields. */
  list?: string;
}

/** The layers a form's fields view works on: the schema and (if any) the UI schema. */
export interface FormLayers {
  files: ParsedFiles;
  schemaFile: string;
  uiFile: string | undefined;
  scope: FieldScope;
  schema: Layer[];
  ui: Layer[];
  /** The UI file's own root, where a UI entry said nowhere yet is written. */
  uiRoot: Layer | undefined;
}

export function formLayers(
  files: ParsedFiles,
  schemaFile: string,
  uiFile: string | undefined,
  scope: FieldScope = {},
): FormLayers {
  const schema = layersOf(files, schemaFile);
  const ui = uiFile ? layersOf(files, uiFile) : [];
  const { list } = scope;
  return {
    files,
    schemaFile,
    uiFile,
    scope,
    schema: list ? childLayers(files, schema, ['properties', list, 'items']) : schema,
    ui: list ? childLayers(files, ui, [list, 'items']) : ui,
    uiRoot: ui.at(-1),
  };
}

/** The list fields whose items have fields of their own (edited in a section of their own). */
export function listFields(form: FormLayers): string[] {
  return fieldNames(form).filter(
    (name) =>
      names(childLayers(form.files, form.schema, ['properties', name, 'items']), ['properties'])
        .length > 0,
  );
}

/** The places in the schema's layers that show fields on a condition: the root's and each `allOf`'s. */
const conditionPaths = (form: FormLayers): (string | number)[][] => [
  ['then'],
  ...[
    ...new Set(
      form.schema.flatMap((layer) => {
        const allOf = valueAt(layer, ['allOf']);
        return Array.isArray(allOf) ? allOf.map((_part, i) => i) : [];
      }),
    ),
  ].map((i) => ['allOf', i, 'then']),
];

export const fieldSchemaLayers = (form: FormLayers, name: string) => [
  ...childLayers(form.files, form.schema, ['properties', name]),
  ...conditionPaths(form).flatMap((path) =>
    childLayers(form.files, form.schema, [...path, 'properties', name]),
  ),
];

/** The condition a field shown on one answer sits in (as the Studio writes them, in `allOf`). */
function showWhenOf(form: FormLayers, name: string): ShowWhen | undefined {
  for (const layer of form.schema) {
    const allOf = valueAt(layer, ['allOf']);
    if (!Array.isArray(allOf)) continue;
    for (const part of allOf as unknown[]) {
      const then = (part as { then?: { properties?: Record<string, unknown> } } | null)?.then;
      if (then?.properties && name in then.properties) {
        const when = readCondition((part as { if?: unknown }).if);
        if (when) return { field: when.field, values: when.values };
      }
    }
  }
  return undefined;
}
export const fieldUiLayers = (form: FormLayers, name: string) =>
  childLayers(form.files, form.ui, [name]);

const located = <T>(layers: Layer[], key: string[]): Located<T> => {
  const layer = lastSaying(layers, key);
  return { value: layer && (valueAt(layer, key) as T), file: layer?.file };
};

const names = (layers: Layer[], key: (string | number)[]) =>
  layers.flatMap((layer) => {
    const value = valueAt(layer, key);
    return value && typeof value === 'object' ? Object.keys(value) : [];
  });

/** Every field name the schema's root and its conditions give, once each. */
export function fieldNames(form: FormLayers): string[] {
  return [
    ...new Set([
      ...names(form.schema, ['properties']),
      ...conditionPaths(form).flatMap((path) => names(form.schema, [...path, 'properties'])),
    ]),
  ];
}

/** The UI's `ui:order` with `*` spelled out, as RJSF orders the fields. */
export function effectiveOrder(form: FormLayers): { order: string[]; hasStar: boolean } {
  const all = fieldNames(form);
  const written = located<unknown[]>(form.ui, ['ui:order']).value;
  const order = Array.isArray(written)
    ? written.filter((n): n is string => typeof n === 'string')
    : [];
  const rest = all.filter((name) => !order.includes(name));
  const star = order.indexOf('*');
  if (star < 0) return { order: [...order, ...rest], hasStar: false };
  return { order: [...order.slice(0, star), ...rest, ...order.slice(star + 1)], hasStar: true };
}

/**
 * Where a field's requiredness is said: the form's `required` in each layer, or, for a follow-up
 * shown on an answer, its condition's `then.required` (required only while shown). The last place
 * is where a new "required" is written.
 */
export function requiredPlaces(
  form: FormLayers,
  name: string,
): { layer: Layer; path: (string | number)[] }[] {
  const root = form.schema.map((layer) => ({ layer, path: ['required'] as (string | number)[] }));
  const holders = conditionPaths(form).flatMap((path) =>
    form.schema
      .filter((layer) => {
        const properties = valueAt(layer, [...path, 'properties']);
        return properties !== null && typeof properties === 'object' && name in properties;
      })
      .map((layer) => ({ layer, path: [...path, 'required'] })),
  );
  return holders.length > 0 ? holders : root;
}

const isRequired = (form: FormLayers, name: string) =>
  requiredPlaces(form, name).some(({ layer, path }) => {
    const required = valueAt(layer, path);
    return Array.isArray(required) && required.includes(name);
  });

/** The fields of a form as the fields view shows them, in the form's order. */
export function readFields(form: FormLayers): FieldModel[] {
  const all = fieldNames(form);
  const ordered = effectiveOrder(form).order.filter((name) => all.includes(name));
  return ordered.map((name) => {
    const schema = fieldSchemaLayers(form, name);
    const ui = fieldUiLayers(form, name);
    const rules = Object.fromEntries(
      FIELD_RULES.map((rule) => [
        rule,
        {
          value: located<number | string>(schema, [rule]),
          message: located<string>(schema, ['errorMessage', rule]),
        },
      ]),
    ) as FieldModel['rules'];
    const type = located<string>(schema, ['type']).value;
    const node = Object.assign({}, ...schema.map((layer) => layer.node)) as Record<string, unknown>;
    const uiNode = Object.assign({}, ...ui.map((layer) => layer.node)) as Record<string, unknown>;
    const kind = kindOfUi(uiNode);
    const options = uiNode['ui:options'] as { retired?: unknown } | undefined;
    return {
      kind,
      settings: kind ? kind.read(node, uiNode) : {},
      showWhen: showWhenOf(form, name),
      retired: options?.retired === true,
      name,
      type: typeof type === 'string' ? type : undefined,
      // Shown on the Other category (the root's `then`): a built follow-up's requiredness is edited.
      conditional:
        childLayers(form.files, form.schema, ['properties', name]).length === 0 &&
        !showWhenOf(form, name),
      title: located<string>(schema, ['title']),
      placeholder: located<string>(ui, ['ui:placeholder']),
      help: located<string>(ui, ['ui:help']),
      required: isRequired(form, name),
      requiredMessage: located<string>(form.schema, ['errorMessage', 'required', name]),
      rules,
    };
  });
}
