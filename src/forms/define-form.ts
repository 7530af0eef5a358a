import type { RegistryWidgetsType, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@/fast/precompiled-validator';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { hidingRetired } from '@/shared/field-kinds/retired-fields';

/**
 * A form as data: its bundled schema, its UI schema, its precompiled validator and the widgets its
 * UI schema names (only those, so a page downloads no widget its form does not show).
 */
export interface FormDefinition {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  widgets: RegistryWidgetsType;
}

export function defineForm(
  name: string,
  schema: object,
  uiSchema: object,
  validateFns: ValidatorFunctions,
  widgets: RegistryWidgetsType,
): FormDefinition {
  return {
    name,
    schema: schema as RJSFSchema,
    uiSchema: hidingRetired(uiSchema as UiSchema) as UiSchema,
    validator: createPrecompiledValidator(validateFns, schema as RJSFSchema),
    widgets,
  };
}
