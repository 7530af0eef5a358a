import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { lastSaying, valueAt, type Layer, type ParsedFiles } from './form-layers';
import type { FieldSettings } from '@/shared/field-kinds';
import { buildField, rebuildField, showFieldWhen, type BuildEdit } from './built-field-edits';
import type { ShowWhen } from '@/shared/field-kinds/show-when';
import { otherTextField } from '@/shared/field-kinds/place-field';
import {
  effectiveOrder,
  fieldNames,
  fieldSchemaLayers,
  fieldUiLayers,
  formLayers,
  readFields,
  requiredPlaces,
  type FieldRule,
  type FieldScope,
  type FormLayers,
} from './field-model';

/** One change the fields view makes. Text values that are empty remove the keyword. */
export type FieldEdit =
  | { kind: 'title' | 'placeholder' | 'help' | 'requiredMessage'; field: string; value: string }
  | { kind: 'required'; field: string; value: boolean }
  | { kind: 'rule'; field: string; rule: FieldRule; value: number | string | undefined }
  | { kind: 'ruleMessage'; field: string; rule: FieldRule; value: string }
  | { kind: 'move'; field: string; by: -1 | 1 }
  | BuildEdit
  | { kind: 'settings'; field: string; settings: FieldSettings }
  | { kind: 'retire' | 'restore'; field: string }
  | { kind: 'showWhen'; field: string; when: ShowWhen | undefined };

/** Texts by file; an edit answers only the files it changed. */
export type FileTexts = Record<string, string>;

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** Writes `value` at `path` of a file's text, keeping the rest of the text as it was. */
function write(texts: FileTexts, changed: FileTexts, file: string, path: JSONPath, value: unknown) {
  const text = changed[file] ?? texts[file] ?? '{}';
  changed[file] = applyEdits(text, modify(text, path, value, FORMAT));
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);

/** Where a field's base definition is written (where its `type` is): new keywords go there. */
const home = (layers: Layer[]) => lastSaying(layers, ['type']) ?? layers[0];

function setKeyword(
  texts: FileTexts,
  changed: FileTexts,
  layers: Layer[],
  key: string[],
  value: unknown,
  fallback: { file: string; path: (string | number)[] } | undefined,
) {
  const target = lastSaying(layers, key) ?? fallback;
  if (!target) return;
  if (value === undefined) {
    // Removed everywhere it is said, or a weaker layer's value would show through.
    for (const layer of layers) {
      if (valueAt(layer, key) !== undefined)
        write(texts, changed, layer.file, [...layer.path, ...key], undefined);
    }
    return;
  }
  write(texts, changed, target.file, [...target.path, ...key], value);
}

/**
 * Where a new field goes in the form's order: a follow-up right after the question it depends on
 * (and after that question's other follow-ups), the text box of "Other (please say)" right after
 * its field, any other field last. Without a "*" in the order RJSF refuses a field it does not list.
 */
function placeInOrder(texts: FileTexts, changed: FileTexts, form: FormLayers, edit: BuildEdit) {
  const { order, hasStar } = effectiveOrder(form);
  const added = edit.brief.settings.other ? [edit.field, otherTextField(edit.field)] : [edit.field];
  const control = edit.showWhen?.field;
  if (hasStar && !control && added.length === 1) return;
  const fields = readFields(form);
  let at = control ? order.indexOf(control) : -1;
  if (at >= 0)
    while (
      at + 1 < order.length &&
      fields.find((f) => f.name === order[at + 1])?.showWhen?.field === control
    )
      at += 1;
  const next =
    at >= 0 ? [...order.slice(0, at + 1), ...added, ...order.slice(at + 1)] : [...order, ...added];
  const written = hasStar ? [...next, '*'] : next;
  const target = lastSaying(form.ui, ['ui:order']) ?? form.ui.at(-1) ?? form.uiRoot;
  if (target) write(texts, changed, target.file, [...target.path, 'ui:order'], written);
}

/**
 * Makes a field required or not where its requiredness is said: a follow-up in its condition's
 * `then` (required only while shown), any other field in the form's own `required`.
 */
function setRequired(
  texts: FileTexts,
  changed: FileTexts,
  form: FormLayers,
  field: string,
  value: boolean,
) {
  const places = requiredPlaces(form, field);
  const holding = places.filter(({ layer, path }) => {
    const required = valueAt(layer, path);
    return Array.isArray(required) && required.includes(field);
  });
  const home = places.at(-1);
  if (value && holding.length === 0 && home) {
    const current = valueAt(home.layer, home.path);
    const list = Array.isArray(current) ? current : [];
    write(texts, changed, home.layer.file, [...home.layer.path, ...home.path], [...list, field]);
  }
  if (!value) {
    for (const { layer, path } of holding) {
      const list = valueAt(layer, path) as unknown[];
      write(
        texts,
        changed,
        layer.file,
        [...layer.path, ...path],
        list.filter((n) => n !== field),
      );
    }
  }
}

function parse(texts: FileTexts): ParsedFiles {
  const files: ParsedFiles = {};
  for (const [path, text] of Object.entries(texts)) {
    try {
      files[path] = JSON.parse(text) as ParsedFiles[string];
    } catch {
      files[path] = undefined;
    }
  }
  return files;
}

function moveField(
  texts: FileTexts,
  changed: FileTexts,
  form: FormLayers,
  field: string,
  by: -1 | 1,
) {
  const known = fieldNames(form);
  const { order, hasStar } = effectiveOrder(form);
  const visible = order.filter((name) => known.includes(name));
  const at = visible.indexOf(field);
  const other = visible[at + by];
  if (at < 0 || other === undefined) return;
  const next = [...order];
  const i = next.indexOf(field);
  const j = next.indexOf(other);
  [next[i], next[j]] = [other, field];
  const written = hasStar ? [...next, '*'] : next;
  const target = lastSaying(form.ui, ['ui:order']) ?? form.ui.at(-1);
  if (target) write(texts, changed, target.file, [...target.path, 'ui:order'], written);
  else if (form.uiRoot && form.scope.list) {
    const { file, path } = form.uiRoot;
    write(texts, changed, file, [...path, form.scope.list, 'items', 'ui:order'], written);
  }
}

/**
 * Applies one fields-view edit to the form's files (schema and UI schema, and the shared parts they
 * build on). Each keyword is changed where it is already written, so a label from a shared part
 * changes for every form using that part; a keyword said nowhere yet goes beside the field's type
 * (schema) or into its first UI entry, else the form's own file.
 */
export function applyFieldEdit(
  texts: FileTexts,
  schemaFile: string,
  uiFile: string | undefined,
  edit: FieldEdit,
  scope: FieldScope = {},
): FileTexts {
  const form = formLayers(parse(texts), schemaFile, uiFile, scope);
  const changed: FileTexts = {};
  const schema = fieldSchemaLayers(form, edit.field);
  const ui = fieldUiLayers(form, edit.field);
  const top = form.schema.at(-1);
  const uiTop = form.ui.at(-1);
  const schemaHome = home(schema);
  const uiEntry = scope.list ? [scope.list, 'items', edit.field] : [edit.field];
  const uiHome =
    ui[0] ??
    (uiTop && { file: uiTop.file, path: [...uiTop.path, edit.field] }) ??
    (form.uiRoot && { file: form.uiRoot.file, path: [...form.uiRoot.path, ...uiEntry] });

  switch (edit.kind) {
    case 'title':
      setKeyword(texts, changed, schema, ['title'], blank(edit.value), schemaHome);
      break;
    case 'placeholder':
    case 'help':
      setKeyword(texts, changed, ui, [`ui:${edit.kind}`], blank(edit.value), uiHome);
      break;
    case 'rule': {
      const value = typeof edit.value === 'string' ? blank(edit.value) : edit.value;
      setKeyword(texts, changed, schema, [edit.rule], value, schemaHome);
      break;
    }
    case 'ruleMessage':
      setKeyword(
        texts,
        changed,
        schema,
        ['errorMessage', edit.rule],
        blank(edit.value),
        lastSaying(schema, [edit.rule]) ?? schemaHome,
      );
      break;
    case 'required': {
      setRequired(texts, changed, form, edit.field, edit.value);
      // A built field's rules may follow it (a required list needs one pick): built again.
      const model = readFields(form).find((f) => f.name === edit.field);
      if (model?.kind)
        rebuildField(
          { ...texts, ...changed },
          (file, path, value) => write(texts, changed, file, path, value),
          form,
          edit.field,
          {
            label: model.title.value ?? edit.field,
            required: edit.value,
            settings: model.settings,
          },
          model.kind.id,
        );
      break;
    }
    case 'requiredMessage': {
      const holder = [...form.schema].reverse().find((layer) => {
        const required = valueAt(layer, ['required']);
        return Array.isArray(required) && required.includes(edit.field);
      });
      setKeyword(
        texts,
        changed,
        form.schema,
        ['errorMessage', 'required', edit.field],
        blank(edit.value),
        holder ?? top,
      );
      break;
    }
    case 'move':
      moveField(texts, changed, form, edit.field, edit.by);
      break;
    case 'build': {
      if (!top) break;
      const put = (file: string, path: JSONPath, value: unknown) =>
        write(texts, changed, file, path, value);
      const uiRoot = uiTop ?? form.uiRoot;
      buildField({ ...texts, ...changed }, put, form, top, uiRoot, edit);
      placeInOrder(texts, changed, form, edit);
      break;
    }
    case 'settings': {
      const model = readFields(form).find((f) => f.name === edit.field);
      if (!model?.kind) break;
      const put = (file: string, path: JSONPath, value: unknown) =>
        write(texts, changed, file, path, value);
      rebuildField(
        { ...texts, ...changed },
        put,
        form,
        edit.field,
        {
          label: model.title.value ?? edit.field,
          required: model.required,
          settings: edit.settings,
        },
        model.kind.id,
      );
      break;
    }
    case 'showWhen':
      if (top)
        showFieldWhen(
          { ...texts, ...changed },
          (file, path, value) => write(texts, changed, file, path, value),
          form,
          top,
          edit.field,
          edit.when,
        );
      break;
    case 'retire':
    case 'restore': {
      const retire = edit.kind === 'retire';
      // A retired field is never required: members are no longer asked it.
      if (retire) setRequired(texts, changed, form, edit.field, false);
      const target = ui.at(-1) ?? uiHome;
      if (target)
        write(
          texts,
          changed,
          target.file,
          [...target.path, 'ui:options', 'retired'],
          retire || undefined,
        );
      break;
    }
  }
  return changed;
}
