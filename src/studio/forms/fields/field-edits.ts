import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { lastSaying, valueAt, type Layer, type ParsedFiles } from './form-layers';
import {
  effectiveOrder,
  fieldNames,
  fieldSchemaLayers,
  fieldUiLayers,
  formLayers,
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
  | { kind: 'add'; field: string; title: string; maxLength: number; message: string };

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
      const holding = form.schema.filter((layer) => {
        const required = valueAt(layer, ['required']);
        return Array.isArray(required) && required.includes(edit.field);
      });
      if (edit.value && holding.length === 0 && top) {
        const current = valueAt(top, ['required']);
        const list = Array.isArray(current) ? current : [];
        write(texts, changed, top.file, [...top.path, 'required'], [...list, edit.field]);
      }
      if (!edit.value) {
        for (const layer of holding) {
          const list = valueAt(layer, ['required']) as unknown[];
          write(
            texts,
            changed,
            layer.file,
            [...layer.path, 'required'],
            list.filter((n) => n !== edit.field),
          );
        }
      }
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
    case 'add': {
      if (!top || fieldNames(form).includes(edit.field)) break;
      const definition: Record<string, unknown> = {
        title: edit.title,
        type: 'string',
        maxLength: edit.maxLength,
      };
      if (blank(edit.message)) definition.errorMessage = { maxLength: edit.message };
      write(texts, changed, top.file, [...top.path, 'properties', edit.field], definition);
      const { order, hasStar } = effectiveOrder(form);
      const orderLayer = lastSaying(form.ui, ['ui:order']);
      // Without a "*" in the order RJSF refuses a field it does not list.
      if (orderLayer && !hasStar) {
        write(
          texts,
          changed,
          orderLayer.file,
          [...orderLayer.path, 'ui:order'],
          [...order, edit.field],
        );
      }
      break;
    }
  }
  return changed;
}
