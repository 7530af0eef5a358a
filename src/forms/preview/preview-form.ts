import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../define-form';
import { addRules } from '@/shared/validation/create-ajv';
import { widgets } from '../../../widgets';

/**
 * A form from an inline schema, validated by runtime ajv with our keywords. For tests and previews
 * only; the product's forms come precompiled from schemas/.
 */
export function previewForm(name: string, schema: object, uiSchema: UiSchema = {}): FormDefinition {
  return {
    name,
    schema: schema as RJSFSchema,
    uiSchema,
    validator: customizeValidator({
      extenderFn: addRules,
      ajvOptionsOverrides: { verbose: false },
    }),
    widgets,
  };
}
