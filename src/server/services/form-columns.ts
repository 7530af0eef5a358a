import type { CompiledForm } from '../../form-engine/types';
import type { FieldValue } from '../../shared/member-types';

/** The parts of a bundled JSON schema and UI schema that name and order fields. */
interface Schema {
  title?: unknown;
  type?: unknown;
  maxItems?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  then?: Schema;
}
type UiSchema = { 'ui:order'?: unknown; items?: UiSchema } & Record<string, unknown>;

/** A field of a live form as the Studio shows and exports it; a list of objects has `items`. */
export interface FormField {
  key: string;
  label: string;
  /** The UI schema's widget, which says how a value reads: a logo is an image, a phone a number. */
  widget?: string;
  items?: { max: number; fields: FormField[] };
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
    if (item?.type !== 'object' || !item.properties)
      return typeof widget === 'string' ? { key, label, widget } : { key, label };
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
  const schema = form.schema as Schema;
  const properties = { ...schema.then?.properties, ...schema.properties };
  return fieldsOf(properties, [...form.fields], form.uiSchema as UiSchema);
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
  return fields.map(({ key, label, widget, items }) => {
    const value = document[key];
    if (!items)
      return widget === 'logo-upload'
        ? { key, label, value: cellText(value), image: true }
        : { key, label, value: cellText(value) };
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
