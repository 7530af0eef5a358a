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

export const fieldSchemaLayers = (form: FormLayers, name: string) => [
  ...childLayers(form.files, form.schema, ['properties', name]),
  ...childLayers(form.files, form.schema, ['then', 'properties', name]),
];
export const fieldUiLayers = (form: FormLayers, name: string) =>
  childLayers(form.files, form.ui, [name]);

const located = <T>(layers: Layer[], key: string[]): Located<T> => {
  const layer = lastSaying(layers, key);
  return { value: layer && (valueAt(layer, key) as T), file: layer?.file };
};

const names = (layers: Layer[], key: string[]) =>
  layers.flatMap((layer) => {
    const value = valueAt(layer, key);
    return value && typeof value === 'object' ? Object.keys(value) : [];
  });

/** Every field name the schema's root and its `then` give, once each. */
export function fieldNames(form: FormLayers): string[] {
  return [
    ...new Set([
      ...names(form.schema, ['properties']),
      ...names(form.schema, ['then', 'properties']),
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

const isRequired = (layers: Layer[], name: string) =>
  layers.some((layer) => {
    const required = valueAt(layer, ['required']);
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
    return {
      name,
      type: typeof type === 'string' ? type : undefined,
      conditional: childLayers(form.files, form.schema, ['properties', name]).length === 0,
      title: located<string>(schema, ['title']),
      placeholder: located<string>(ui, ['ui:placeholder']),
      help: located<string>(ui, ['ui:help']),
      required: isRequired(form.schema, name),
      requiredMessage: located<string>(form.schema, ['errorMessage', 'required', name]),
      rules,
    };
  });
}
