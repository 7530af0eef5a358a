import { createAjv } from '../../src/shared/validation/create-ajv';
import { toFieldErrors, type FieldErrors } from '../../src/shared/validation/field-errors';
import { bundleForm } from '../../scripts/lib/schema-files';

const ajv = createAjv();
const cache = new Map<string, ReturnType<typeof ajv.compile>>();

/** A form's field errors through runtime ajv, as the server will validate. */
export function runtimeErrors(form: string, data: unknown): FieldErrors {
  let validate = cache.get(form);
  if (!validate) {
    validate = ajv.compile(bundleForm(form));
    cache.set(form, validate);
  }
  validate(data);
  return toFieldErrors(validate.errors, '');
}
