// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAjv } from './create-ajv';
import { MAX_FIELD_ERRORS, toFieldErrors } from './field-errors';

const errorsOf = (schema: object, data: unknown) => {
  const validate = createAjv().compile(schema);
  validate(data);
  return toFieldErrors(validate.errors, 'Invalid');
};

/** A Yes / No as the field kinds build it: its message is for `type`, its answers `oneOf` consts. */
const yesNo = {
  type: 'object',
  properties: {
    exports: {
      type: 'boolean',
      oneOf: [{ const: true }, { const: false }],
      errorMessage: { type: 'Choose Yes or No.' },
    },
    city: { type: 'string', minLength: 2 },
  },
  required: ['exports'],
  errorMessage: { required: { exports: 'Please answer this question.' } },
};

describe('toFieldErrors', () => {
  it("says the form's own message for a field, though ajv lists its English first", () => {
    expect(errorsOf(yesNo, { exports: 'yes' })).toEqual({ '/exports': 'Choose Yes or No.' });
  });

  it('keeps the first message of a field with no message of its own', () => {
    expect(errorsOf(yesNo, { exports: true, city: 7 })).toEqual({ '/city': 'must be string' });
  });

  it("keeps the parent's required message for a missing field", () => {
    expect(errorsOf(yesNo, {})).toEqual({ '/exports': 'Please answer this question.' });
  });

  it('says at most the first few fields of a body that fails everywhere', () => {
    const wide = {
      type: 'object',
      additionalProperties: { type: 'string', errorMessage: { type: 'Text, please.' } },
    };
    const body = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`f${i}`, i]));
    const errors = errorsOf(wide, body);
    expect(Object.keys(errors)).toHaveLength(MAX_FIELD_ERRORS);
    expect(new Set(Object.values(errors))).toEqual(new Set(['Text, please.']));
  });
});
