import { isObject, type JsonObject } from '../shared/validation/bundle-schema';

/** Text without control characters: \u0000 is refused by PostgreSQL, the rest hide text from people. */
export const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** A textarea keeps tab, line feed and carriage return. */
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** Bounds of a form body's fields that staff added in a live version (see formRequestShape). */
export const ADDED_FIELDS = { maxProperties: 64, maxLength: 2000 } as const;

/**
 * A form schema reduced to what can be refused cheaply, before the full validation: types, string
 * lengths and list sizes, no control characters, unknown properties removed (so a body's depth is
 * the form's). No `required`, rules or defaults: the form's own validation answers those with the
 * form's messages.
 */
export function requestShape(schema: JsonObject, ui: JsonObject = {}): JsonObject {
  switch (schema.type) {
    case 'object': {
      const properties = {
        ...(schema.properties as JsonObject | undefined),
        ...((schema.then as JsonObject | undefined)?.properties as JsonObject | undefined),
      };
      return {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          Object.entries(properties).map(([key, sub]) => [
            key,
            requestShape(sub as JsonObject, isObject(ui[key]) ? ui[key] : {}),
          ]),
        ),
      };
    }
    case 'array':
      return {
        type: 'array',
        maxItems: schema.maxItems,
        items: requestShape(schema.items as JsonObject, isObject(ui.items) ? ui.items : {}),
      };
    case 'string':
      return {
        type: 'string',
        maxLength: schema.maxLength,
        pattern: ui['ui:widget'] === 'textarea' ? MULTI_LINE : SINGLE_LINE,
      };
    case undefined:
      // schemas:check gives every field a type; an untyped one still may not nest.
      return { type: ['string', 'number', 'boolean'] };
    default:
      return { type: schema.type };
  }
}

/**
 * The route shape of a whole form body. Route schemas are compiled when the server starts, so a
 * field staff add in a live version is let through as a bounded scalar (it may be a textarea, so
 * line breaks pass) instead of being removed; `readForm` then keeps only the live form's fields.
 * The baseline's fields keep their exact shapes.
 */
export function formRequestShape(schema: JsonObject, ui: JsonObject = {}): JsonObject {
  return {
    ...requestShape(schema, ui),
    maxProperties: ADDED_FIELDS.maxProperties,
    // anyOf, not a type list: Fastify's ajv is strict about union types.
    additionalProperties: {
      anyOf: [
        { type: 'string', maxLength: ADDED_FIELDS.maxLength, pattern: MULTI_LINE },
        { type: 'number' },
        { type: 'boolean' },
      ],
    },
  };
}
