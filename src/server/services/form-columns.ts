import type { CompiledForm } from '../../form-engine/types';
import { propertiesOf } from '../../form-engine/compile';
import { isRetired } from '../../shared/field-kinds/retired-fields';
import { isColumn } from '../repositories/users';
import type { FieldValue } from '../routes/studio-answers';

/** The parts of a bundled JSON schema and UI schema that name and order fields. */
interface Schema {
  title?: unknown;
  type?: unknown;
  maxItems?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  then?: Schema;
  oneOf?: unknown;
}
type UiSchema = { 'ui:order'?: unknown; items?: UiSchema } & Record<string, unknown>;

/** A field of a live form as the Studio shows and exports it; a list of objects has `items`. */
export interface FormField {
  key: string;
  label: string;
  /** The UI schema's widget, which says how a value reads: a logo is an image, a phone a number. */
  widget?: string;
  items?: { max: number; fields: FormField[] };
  /** A choice field's labels by stored value (Yes and No too), in the form's language. */
  choices?: Record<string, string>;
  /** No longer asked; shown while an answer is stored. */
  retired?: boolean;
}

/** The labels a field's choices give their stored values (`oneOf` of `const` + `title`). */
function choiceLabels(schema: Schema): Record<string, string> | undefined {
  const options = schema.type === 'array' ? schema.items?.oneOf : schema.oneOf;
  if (!Array.isArray(options)) return undefined;
  return Object.fromEntries(
    options
      .filter((o): o is { const: unknown; title: string } => typeof o?.title === 'string')
      .map((o) => [String(o.const), o.title]),
  );
}

/** How many entries of a list export gets columns for when its schema sets no maxItems. */
const DEFAULT_MAX_ITEMS = 10;

/** Keys in the UI schema's `ui:order`, its `*` standing for every key it does not name. */
function ordered(keys: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return keys;
  const named = order.filter((k): k is string => typeof k === 'string' && keys.includes(k));
  const rest = keys.filter((k) => !named.includes(k));
  const star = order.indexOf('*');
  if (star < 0) return [...named, ...rest];
  const before = order.slice(0, star).filter((k) => named.includes(k));
  return [...before, ...rest, ...named.filter((k) => !before.includes(k))];
}

function fieldsOf(
  properties: Record<string, Schema>,
  keys: string[],
  ui: UiSchema | undefined,
): FormField[] {
  return ordered(keys, ui?.['ui:order']).map((key) => {
    const schema = properties[key] ?? {};
    const label = typeof schema.title === 'string' ? schema.title : key;
    const widget = (ui?.[key] as UiSchema | undefined)?.['ui:widget'];
    const item = schema.type === 'array' ? schema.items : undefined;
    if (item?.type !== 'object' || !item.properties) {
      const choices = choiceLabels(schema);
      return {
        key,
        label,
        ...(typeof widget === 'string' ? { widget } : {}),
        ...(choices ? { choices } : {}),
        ...(isRetired(ui?.[key]) ? { retired: true } : {}),
      };
    }
    return {
      key,
      label,
      items: {
        max: typeof schema.maxItems === 'number' ? schema.maxItems : DEFAULT_MAX_ITEMS,
        fields: fieldsOf(
          item.properties,
          Object.keys(item.properties),
          (ui?.[key] as UiSchema | undefined)?.items,
        ),
      },
    };
  });
}

/**
 * The fields of a live form, in the order members see them, labelled with its titles (in the
 * language it was localised to):
 * its own properties and those its conditions add (the Other category's text), so a field staff
 * published last week is a field here.
 */
export function formFields(form: CompiledForm): FormField[] {
  const properties = propertiesOf(form.schema) as Record<string, Schema>;
  return fieldsOf(properties, [...form.fields], form.uiSchema as UiSchema);
}

/** The fields staff added to a profile form: those the users table has no column for. */
export const addedFields = (form: CompiledForm): FormField[] =>
  formFields(form).filter((f) => !isColumn(f.key) && !f.items);

/** A stored answer as text, a choice's stored value read as its label. */
export function answerText(field: Pick<FormField, 'choices'>, value: unknown): string {
  const { choices } = field;
  if (!choices) return cellText(value);
  const label = (v: unknown) => choices[String(v)] ?? cellText(v);
  return Array.isArray(value)
    ? value.map(label).join('; ')
    : value === undefined
      ? ''
      : label(value);
}

/** A stored value as one cell of text. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.map(cellText).join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A stored document read through the live form's fields. */
export function fieldValues(fields: FormField[], document: Record<string, unknown>): FieldValue[] {
  // A retired field shows only where an answer to it is stored.
  const shown = fields.filter((f) => !f.retired || document[f.key] !== undefined);
  return shown.map(({ key, label, widget, items, choices, retired }) => {
    const value = document[key];
    if (!items)
      return widget === 'logo-upload'
        ? { key, label, value: cellText(value), image: true }
        : { key, label, value: answerText({ choices }, value), ...(retired ? { retired } : {}) };
    const entries = Array.isArray(value) ? value : [];
    return {
      key,
      label,
      items: entries.map((entry) =>
        fieldValues(items.fields, (entry ?? {}) as Record<string, unknown>),
      ),
    };
  });
}
