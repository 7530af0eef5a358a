import { pointerOf } from '@/shared/json-pointer';
import { fieldSchemaLayers, type FieldModel, type FormLayers } from './field-model';
import { lastSaying } from './form-layers';

/** A form text's key in a language file, as the bundler reads translations: `<file>#<pointer>`. */
const textKey = (file: string, path: (string | number)[]) => `${file}#${pointerOf(path)}`;

/** A language file's draft as a map of keys to translations; empty when it is not a JSON object. */
function translationsOf(text: string | undefined): Record<string, unknown> {
  try {
    const file: unknown = text === undefined ? {} : JSON.parse(text);
    return typeof file === 'object' && file !== null && !Array.isArray(file)
      ? (file as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A label in the staff's language: its translation, when it was made from the English the label
 * has now (a stale one may name what the field asked before a rename); else the English as written,
 * or the field's name when it has no label.
 */
export function labelFor(english: string | undefined, name: string, translation: unknown): string {
  const { text, en } = (translation ?? {}) as { text?: unknown; en?: unknown };
  if (english !== undefined && typeof text === 'string' && text.trim() !== '' && en === english)
    return text;
  return english ?? name;
}

/**
 * Each field's label as staff read it in the Studio's language: the translation the draft's
 * language file (its text; none for English) keeps under the place the label is written.
 */
export function fieldLabels(
  form: FormLayers,
  fields: FieldModel[],
  languageFile: string | undefined,
): Map<string, string> {
  const translations = translationsOf(languageFile);
  return new Map(
    fields.map((field) => {
      const layer = lastSaying(fieldSchemaLayers(form, field.name), ['title']);
      const key = layer && textKey(layer.file, [...layer.path, 'title']);
      return [field.name, labelFor(field.title.value, field.name, key && translations[key])];
    }),
  );
}
