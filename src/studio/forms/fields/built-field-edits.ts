import { pointerOf } from '@/shared/json-pointer';
import { LANGUAGE_FILE } from '../studio-items';
import {
  fieldFragment,
  fieldKind,
  purposeOfUi,
  type FieldBrief,
  type Fragment,
  type KindId,
} from '@/shared/field-kinds';
import { otherTextField, placeField, withWrites } from '@/shared/field-kinds/place-field';
import { OTHER_VALUE } from '@/shared/field-kinds/choices';
import { sayIn } from '@/shared/field-kinds/say-in';
import type { ShowWhen } from '@/shared/field-kinds/show-when';
import { SOURCE_LANGUAGE } from '@/shared/i18n/languages';
import { valueAt, type Layer } from './form-layers';
import type { JsonObject } from '@/shared/validation/bundle-schema';
import {
  fieldNames,
  fieldSchemaLayers,
  fieldUiLayers,
  readFields,
  type FormLayers,
} from './field-model';

/** A write into one file at a path, as `applyFieldEdit` makes them. */
export type Write = (file: string, path: (string | number)[], value: unknown) => void;

/** Each language's raw catalogue (`key → ICU`) from the draft's language files. */
function catalogues(texts: Record<string, string>) {
  const out = new Map<string, Record<string, string>>();
  for (const [path, text] of Object.entries(texts)) {
    const code = LANGUAGE_FILE.exec(path)?.[1];
    if (!code) continue;
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      out.set(
        code,
        Object.fromEntries(
          Object.entries(json).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : String((value as { text?: unknown })?.text ?? ''),
          ]),
        ),
      );
    } catch {
      // A language file being edited may not parse; its texts are written once it does.
    }
  }
  return out;
}

/**
 * The built field's own texts (its messages, Yes and No, Other) in every language the draft holds,
 * as form texts (`<file>#<pointer>`) with the English they were made from: members read them in
 * their language at once, and the Translations tab lists them with the rest.
 */
export function writeFieldTexts(
  texts: Record<string, string>,
  write: Write,
  file: string,
  pointers: Fragment['texts'],
) {
  const all = catalogues(texts);
  const english = all.get(SOURCE_LANGUAGE) ?? {};
  const sayEnglish = sayIn(SOURCE_LANGUAGE, english);
  for (const [code, catalogue] of all) {
    if (code === SOURCE_LANGUAGE) continue;
    const say = sayIn(code, catalogue, english);
    for (const [pointer, { key, values }] of Object.entries(pointers)) {
      write(`i18n/${code}.json`, [`${file}#${pointer}`], {
        text: say(key, values),
        en: sayEnglish(key, values),
      });
    }
  }
}

/** The English catalogue's texts, for the fragment's messages. */
export const englishSay = (texts: Record<string, string>) =>
  sayIn(SOURCE_LANGUAGE, catalogues(texts).get(SOURCE_LANGUAGE) ?? {});

/**
 * A stored name from a label ("Do you export?" → "doYouExport"), never one the form has: members
 * never see it, exports and the JSON tab do. A label with no Latin letters gets "field2" and on.
 */
export function fieldName(label: string, taken: readonly string[]): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  const camel = words
    .map((word, i) =>
      i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('')
    .replace(/^[0-9]+/, '')
    .slice(0, 40);
  const base = camel || 'field';
  let name = base;
  for (let n = 2; taken.includes(name) || (base === 'field' && name === 'field'); n++)
    name = `${base}${n}`;
  return name;
}

export interface BuildEdit {
  kind: 'build';
  field: string;
  fieldKind: KindId;
  brief: FieldBrief;
  showWhen?: ShowWhen;
}

/** Adds a built field to the form's own files, with its texts in every language. */
export function buildField(
  texts: Record<string, string>,
  write: Write,
  form: FormLayers,
  top: Layer,
  uiTarget: { file: string; path: (string | number)[] } | undefined,
  edit: BuildEdit,
) {
  if (fieldNames(form).includes(edit.field)) return;
  const kind = fieldKind(edit.fieldKind);
  const fragment = fieldFragment(kind, edit.brief, englishSay(texts));
  const control = edit.showWhen && readFields(form).find((f) => f.name === edit.showWhen!.field);
  const say = englishSay(texts);
  const placed = [
    placeField(top.node, edit.field, fragment, {
      required: edit.brief.required,
      requiredMessage: say('studio.kinds.required'),
      showWhen: edit.showWhen && {
        ...edit.showWhen,
        several: control?.kind?.id === 'severalChoices',
      },
    }),
  ];
  // "Other (please say)" opens a text box of its own, shown and required while Other is picked.
  if (edit.brief.settings.other) {
    // It keeps the same answer's words, for the same purpose.
    const box = fieldFragment(
      fieldKind('shortText'),
      {
        label: say('studio.kinds.otherText'),
        required: true,
        settings: { maxLength: 200 },
        purpose: edit.brief.purpose,
      },
      say,
    );
    box.texts['/title'] = { key: 'studio.kinds.otherText' };
    placed.push(
      placeField(withWrites(top.node, placed[0]!.writes), otherTextField(edit.field), box, {
        required: true,
        requiredMessage: say('studio.kinds.required'),
        showWhen: {
          field: edit.field,
          values: [OTHER_VALUE],
          several: edit.fieldKind === 'severalChoices',
        },
      }),
    );
  }
  const prefix = pointerOf(top.path);
  for (const { writes, texts: pointers } of placed) {
    for (const w of writes) {
      if (w.file === 'schema') write(top.file, [...top.path, ...w.path], w.value);
      else if (uiTarget) write(uiTarget.file, [...uiTarget.path, ...w.path], w.value);
    }
    writeFieldTexts(
      texts,
      write,
      top.file,
      Object.fromEntries(Object.entries(pointers).map(([p, text]) => [`${prefix}${p}`, text])),
    );
  }
}

/** The layer where a built field's definition sits (where its `type` is said). */
const homeOf = (layers: Layer[]) =>
  [...layers].reverse().find((layer) => valueAt(layer, ['type']) !== undefined);

/**
 * New settings for a built field: its definition is built again from its label, whether it is
 * required and the settings, where it sits, and its UI keeps the placeholder and help staff wrote.
 */
export function rebuildField(
  texts: Record<string, string>,
  write: Write,
  form: FormLayers,
  field: string,
  brief: FieldBrief,
  kindId: KindId,
) {
  const home = homeOf(fieldSchemaLayers(form, field));
  if (!home) return;
  const ui = fieldUiLayers(form, field).at(-1);
  // The purpose staff gave stays with the field whatever its new settings.
  const purpose = brief.purpose ?? (ui ? purposeOfUi(ui.node) : undefined);
  const fragment = fieldFragment(fieldKind(kindId), { ...brief, purpose }, englishSay(texts));
  write(home.file, home.path, fragment.schema);
  if (ui) {
    for (const key of ['ui:widget', 'ui:options'])
      write(ui.file, [...ui.path, key], fragment.ui[key]);
  }
  const prefix = pointerOf(home.path);
  writeFieldTexts(
    texts,
    write,
    home.file,
    Object.fromEntries(Object.entries(fragment.texts).map(([p, text]) => [`${prefix}${p}`, text])),
  );
}

/** A copy of a JSON node without the value at `path`. */
function without(node: JsonObject, path: (string | number)[]): JsonObject {
  const out = structuredClone(node);
  let at: Record<string | number, unknown> = out;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  delete at[path.at(-1)!];
  return out;
}

/**
 * Shows a field of the form's own file on another answer, or always: its definition moves into
 * the condition for that answer (or back beside the form's fields), required where it was, and
 * its translations move with it (they are keyed by place).
 */
export function showFieldWhen(
  texts: Record<string, string>,
  write: Write,
  form: FormLayers,
  top: Layer,
  field: string,
  when: ShowWhen | undefined,
) {
  const model = readFields(form).find((f) => f.name === field);
  const home = homeOf(fieldSchemaLayers(form, field));
  if (!model || !home || home.file !== top.file) return;
  const relative = home.path.slice(top.path.length);
  const holder = relative.slice(0, -2);
  let node = without(top.node, relative);
  write(home.file, home.path, undefined);
  if (model.required) {
    const required = valueAt(top, [...holder, 'required']);
    const list = Array.isArray(required) ? required.filter((name) => name !== field) : [];
    write(top.file, [...top.path, ...holder, 'required'], list);
    write(top.file, [...top.path, ...holder, 'errorMessage', 'required', field], undefined);
    node = without(node, [...holder, 'required']);
  }
  const control = when && readFields(form).find((f) => f.name === when.field);
  const { writes } = placeField(
    node,
    field,
    { schema: home.node, ui: {}, texts: {} },
    {
      required: model.required,
      requiredMessage: model.requiredMessage.value ?? englishSay(texts)('studio.kinds.required'),
      showWhen: when && { ...when, several: control?.kind?.id === 'severalChoices' },
    },
  );
  for (const w of writes)
    if (w.file === 'schema') write(top.file, [...top.path, ...w.path], w.value);
  const placed = writes.find((w) => w.path.at(-1) === field && w.path.at(-2) === 'properties');
  if (!placed) return;
  const from = `${home.file}#${pointerOf(home.path)}`;
  const to = `${top.file}#${pointerOf([...top.path, ...placed.path])}`;
  for (const [path, text] of Object.entries(texts)) {
    if (!LANGUAGE_FILE.test(path)) continue;
    let file: Record<string, unknown>;
    try {
      file = JSON.parse(text) as Record<string, unknown>;
    } catch {
      continue;
    }
    for (const [key, value] of Object.entries(file)) {
      if (key !== from && !key.startsWith(`${from}/`)) continue;
      write(path, [key], undefined);
      write(path, [`${to}${key.slice(from.length)}`], value);
    }
  }
}
