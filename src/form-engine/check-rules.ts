import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { BUILT_IN_WIDGETS, CUSTOM_WIDGETS } from '../shared/widget-names';
import { propertiesOf } from './compile';

/** Keywords a member can fail, so each needs its own message in `errorMessage`. */
const RULE_KEYWORDS = [
  'pattern',
  'format',
  'minLength',
  'minItems',
  'phone',
  'googleMapsUrl',
  'const',
  'enum',
  'minimum',
  'maximum',
];
const WIDGETS = new Set<string>([...CUSTOM_WIDGETS, ...BUILT_IN_WIDGETS]);
/** UI keys that name React components; the app registers none beyond its widgets. */
const COMPONENT_KEYS = /^ui:(field|\w+Template)$/;

import { escapePointer } from '../shared/json-pointer';

export { escapePointer, pointerOf } from '../shared/json-pointer';

/**
 * Every rule and every required field of an object schema has its message, and every text and
 * list has a size limit: the server refuses an oversized request from these limits before it runs
 * the full validation.
 */
export function checkMessages(
  schema: JsonObject,
  pointer: string,
  push: (pointer: string, message: string) => void,
): void {
  if (schema.type === 'string' && typeof schema.maxLength !== 'number') {
    push(pointer, 'text field has no maxLength');
  }
  if (schema.type === 'array' && typeof schema.maxItems !== 'number') {
    push(pointer, 'list has no maxItems');
  }
  const messages = isObject(schema.errorMessage) ? schema.errorMessage : {};
  const requiredMessages = isObject(messages.required) ? messages.required : {};
  for (const field of Array.isArray(schema.required) ? (schema.required as string[]) : []) {
    if (typeof requiredMessages[field] !== 'string') {
      push(pointer, `required field "${field}" has no errorMessage.required.${field}`);
    }
  }
  for (const keyword of RULE_KEYWORDS) {
    if (keyword in schema && typeof messages[keyword] !== 'string') {
      push(`${pointer}/${keyword}`, `rule has no errorMessage.${keyword}`);
    }
  }
  // Conditions kept side by side ("show when") hold their fields in `then`; the `if` is no rule.
  if (Array.isArray(schema.allOf))
    schema.allOf.forEach((part, i) => {
      if (isObject(part)) checkMessages(part, `${pointer}/allOf/${i}`, push);
    });
  for (const key of ['properties', 'then', 'else', 'items']) {
    const child = schema[key];
    if (!isObject(child)) continue;
    if (key === 'properties') {
      for (const [name, sub] of Object.entries(child)) {
        if (isObject(sub)) checkMessages(sub, `${pointer}/properties/${escapePointer(name)}`, push);
      }
    } else {
      checkMessages(child, `${pointer}/${key}`, push);
    }
  }
}

/** Every "ui:widget" is registered and every key names a field the schema has. */
export function checkUi(
  ui: JsonObject,
  schema: JsonObject,
  at: string[],
  push: (at: string[], message: string, perForm?: boolean) => void,
): void {
  const widget = ui['ui:widget'];
  if (widget !== undefined && (typeof widget !== 'string' || !WIDGETS.has(widget))) {
    push(
      [...at, 'ui:widget'],
      `unknown widget ${JSON.stringify(widget)}; registered: ${[...WIDGETS].join(', ')}`,
    );
  }
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  if (ui['ui:enableMarkdownInDescription'] || options.enableMarkdownInDescription) {
    push(at, 'markdown in descriptions is not offered; write the text plainly');
  }
  const properties = propertiesOf(schema);
  const order = ui['ui:order'];
  // RJSF throws while rendering an order list with two "*" or, without "*", one missing a field.
  if (order !== undefined) {
    const where = [...at, 'ui:order'];
    if (!Array.isArray(order) || !order.every((name) => typeof name === 'string')) {
      push(where, 'must be a list of field names');
    } else if (order.filter((name) => name === '*').length > 1) {
      push(where, 'may contain "*" only once');
    } else if (!order.includes('*')) {
      const missing = Object.keys(properties).filter((name) => !order.includes(name));
      if (missing.length > 0) push(where, `leaves out ${missing.join(', ')}; list them or add "*"`);
    }
  }
  for (const [key, value] of Object.entries(ui)) {
    if (COMPONENT_KEYS.test(key)) {
      push([...at, key], `${key} is not offered; use "ui:widget" with a registered widget`);
    }
    if (key.startsWith('ui:')) continue;
    const sub = key === 'items' && isObject(schema.items) ? schema.items : properties[key];
    if (!sub) push([...at, key], 'no such field in the schema', true);
    else if (isObject(value)) checkUi(value, sub, [...at, key], push);
  }
}
