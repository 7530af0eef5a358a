// @vitest-environment node
/**
 * The browser's precompiled validators and the server's runtime ajv must agree: the same input
 * gives the same field errors, on every form.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import type { FormDefinition } from '../../src/forms/define-form';
import { toFieldErrors } from '../../src/shared/validation/field-errors';
import { formNames } from '../../scripts/lib/schema-files';
import { validData } from '../fixtures/forms';
import { changed, specRows } from '../fixtures/spec-rows';
import { runtimeErrors } from '../helpers/runtime-validate';

const hostile: unknown[] = [
  {},
  null,
  'text',
  [],
  { phone: 919876543210, email: 42, businessAddress: 'x', firstName: ['a'] },
  {
    businessAddress: [null, 'x', { pin: 4110 }],
    businessCategory: 'other',
    otherBusinessCategory: 7,
  },
  { otp: 123456, alternatePhone: {}, password: null },
];

async function load(form: string): Promise<FormDefinition> {
  const module = (await import(`../../src/forms/generated/${form}.ts`)) as Record<
    string,
    FormDefinition
  >;
  return Object.values(module)[0]!;
}

const precompiledErrors = (definition: FormDefinition, data: unknown) =>
  toFieldErrors(
    definition.validator.rawValidation(definition.schema, data).errors as ErrorObject[] | undefined,
    '',
  );

describe.each(formNames())('%s: precompiled and runtime validators agree', (form) => {
  const inputs: unknown[] = [
    validData[form],
    ...specRows.filter((row) => row[0] === form).map((row) => changed(form, row[1])),
    ...hostile,
  ];

  it.each(inputs.map((input, i) => [i, input]))('input %i', async (_i, input) => {
    const definition = await load(form);
    expect(precompiledErrors(definition, input)).toEqual(runtimeErrors(form, input));
  });

  it('was given inputs that fail', async () => {
    const definition = await load(form);
    const failing = inputs.filter(
      (input) => Object.keys(precompiledErrors(definition, input)).length > 0,
    );
    expect(failing.length).toBeGreaterThan(3);
  });
});
