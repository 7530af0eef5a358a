import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A form as data: its bundled schema, its UI schema and its precompiled validator. */
export interface FormDefinition {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

export function defineForm(
  name: string,
  schema: object,
  uiSchema: object,
  validateFns: ValidatorFunctions,
): FormDefinition {
  return {
    name,
    schema: schema as RJSFSchema,
    uiSchema: uiSchema as UiSchema,
    validator: createPrecompiledValidator(validateFns, schema as RJSFSchema),
  };
}
