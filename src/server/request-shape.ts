import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { CEILINGS } from '../form-engine/ceilings';

/** Text without control characters: \u0000 is refused by PostgreSQL, the rest hide text from people. */
export const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** A textarea keeps tab, line feed and carriage return. */
export const MULTI_LINE = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** The longest text a field staff added in a live version may hold (see formRequestShape). */
export const ADDED_TEXT_LENGTH = 2000;

/** An object's fields: its own, and those its `then` adds (the box an "Other" choice opens). */
const fieldsOf = (schema: JsonObject): JsonObject => ({
  ...(schema.properties as JsonObject | undefined),
  ...((schema.then as JsonObject | undefined)?.properties as JsonObject | undefined),
});

/**
 * A form schema reduced to what can be refused cheaply, before the full validation: types, string
 * lengths and list sizes, no control characters, unknown properties removed (so a body's depth is
 * the form's). No `required`, rules or defaults: the form's own validation answers those with the
 * form's messages.
 */
export function requestShape(schema: JsonObject, ui: JsonObject = {}): JsonObject {
  switch (schema.type) {
    case 'object': {
      const properties = fieldsOf(schema);
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
 * line breaks pass) or list of picked choices instead of being removed; `readForm` then keeps only
 * the live form's fields. The baseline's fields keep their exact shapes. The ceilings bound what a
 * live version may add: no more fields than a form may have, no more picks than a field's choices.
 */
export function formRequestShape(schema: JsonObject, ui: JsonObject = {}): JsonObject {
  return {
    ...requestShape(schema, ui),
    maxProperties: CEILINGS.fields,
    // A list is judged as a list, so a refusal names its own rule (too many, too long); anyOf, not
    // a type list, for the scalars: Fastify's ajv is strict about union types.
    additionalProperties: {
      if: { type: 'array' },
      then: {
        type: 'array',
        maxItems: CEILINGS.choices,
        items: { type: 'string', maxLength: CEILINGS.choiceText, pattern: SINGLE_LINE },
      },
      else: {
        anyOf: [
          { type: 'string', maxLength: ADDED_TEXT_LENGTH, pattern: MULTI_LINE },
          { type: 'number' },
          { type: 'boolean' },
        ],
      },
    },
  };
}

/** An answer to a field staff added in a live version: any value a form field holds. */
const ADDED_ANSWER = {
  anyOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { type: 'string' } },
  ],
};

/**
 * A form's stored answers as the API sends them back: each field's type, no limits (an answer
 * kept from before a limit tightened is still sent), and any other property an answer to a field
 * a live version added (the serialiser is compiled from the baseline when the server starts).
 * Nothing is required: a record may have been made by a laxer form (the wizard's business has no
 * logo), and the serialiser refuses to send an object that lacks a required field.
 */
export function answerShape(schema: JsonObject): JsonObject {
  switch (schema.type) {
    case 'object': {
      const properties = fieldsOf(schema);
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(properties).map(([key, sub]) => [key, answerShape(sub as JsonObject)]),
        ),
        additionalProperties: ADDED_ANSWER,
      };
    }
    case 'array':
      return { type: 'array', items: answerShape(schema.items as JsonObject) };
    case undefined:
      return { type: ['string', 'number', 'boolean'] };
    default:
      return { type: schema.type };
  }
}
