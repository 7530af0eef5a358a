import type { FormDefinition } from '../src/forms/define-form';
import { previewForm } from '../src/forms/preview/preview-form';
import type { FieldKind, FieldSettings } from '../src/shared/field-kinds';
import { placeField } from '../src/shared/field-kinds/place-field';
import { sayIn } from '../src/shared/field-kinds/say-in';
import type { JsonObject } from '../src/shared/validation/bundle-schema';
import english from '../schemas/i18n/en.json';
import hindi from '../schemas/i18n/hi.json';
import tamil from '../schemas/i18n/ta.json';

/** The languages the product ships; a built field's texts are said in each. */
export type ShippedLanguage = 'en' | 'hi' | 'ta';

/** A translation file's texts (`key → { text, en }`) as a raw catalogue (`key → ICU`). */
const textsIn = (file: Record<string, { text: string }>) =>
  Object.fromEntries(Object.entries(file).map(([key, { text }]) => [key, text]));

/** Each language's raw catalogue, as the Studio reads the draft's language files. */
const CATALOGUES: Record<ShippedLanguage, Record<string, string>> = {
  en: english,
  hi: textsIn(hindi),
  ta: textsIn(tamil),
};

export const isShipped = (language: string): language is ShippedLanguage => language in CATALOGUES;

/** A catalogue text in `language`, as a built field says its texts. */
export const sayInLanguage = (language: ShippedLanguage) =>
  sayIn(language, CATALOGUES[language], CATALOGUES.en);

/** The one field's property name. */
export const FIELD = 'answer';

export interface BuiltFieldForm {
  form: FormDefinition;
  /** The field's label: the kind's own name in the language. */
  label: string;
  /** The texts the kind built into the field (messages, Yes and No, Other), by schema pointer. */
  texts: Record<string, string>;
}

/** Sets the value at `path` in a JSON document, making the objects on the way. */
function setAt(root: JsonObject, path: (string | number)[], value: unknown) {
  let node: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/**
 * A form of one required field of `kind`, written as the Studio writes a field it builds (the
 * kind's fragment placed by `placeField`), every text in `language`. Stories have no server to
 * compile it, so it is validated by runtime ajv with the shared keywords, as `formIn` does; the
 * precompiled validator is held to the same answers per kind by tests/unit/field-kinds.test.ts.
 */
export function builtFieldForm(
  kind: FieldKind,
  language: ShippedLanguage,
  settings: FieldSettings = {},
  /** The form's name, which prefixes its ids: unique on a page. */
  name: string = kind.id,
): BuiltFieldForm {
  const say = sayInLanguage(language);
  const label = say(kind.name);
  const fragment = kind.build(
    { label, required: true, settings: { ...kind.defaults, ...settings } },
    say,
  );
  const schema: JsonObject = { type: 'object', properties: {} };
  const uiSchema: JsonObject = {};
  const { writes, texts } = placeField(schema, FIELD, fragment, {
    required: true,
    requiredMessage: say('studio.kinds.required'),
  });
  for (const write of writes)
    setAt(write.file === 'schema' ? schema : uiSchema, write.path, write.value);
  return {
    form: previewForm(name, schema, uiSchema),
    label,
    texts: Object.fromEntries(
      Object.entries(texts).map(([pointer, { key, values }]) => [pointer, say(key, values)]),
    ),
  };
}
