import type { ErrorObject } from 'ajv';

/** A hostile body can fail everywhere at once; a member needs the first few. */
export const MAX_FIELD_ERRORS = 50;

/** Field errors keyed by JSON pointer ("/businessAddress/0/city"), one message per field. */
export type FieldErrors = Record<string, string>;

/** Where an error belongs: a missing property is the property's error, not its parent's. */
function errorPath(error: ErrorObject): string {
  const cause =
    error.keyword === 'errorMessage'
      ? (error.params as { errors?: ErrorObject[] }).errors?.[0]
      : error;
  const missing = (cause?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ? `${error.instancePath}/${missing}` : error.instancePath;
}

/**
 * Keeps the first message per field. With `allErrors`, ajv reports `required` (the parent's check)
 * before a field's own rules, which matches what a member needs to fix first. A message the form
 * says (`errorMessage`) goes before ajv's own English for the same field, though ajv-errors lists
 * it after the errors it leaves, such as a `oneOf` branch's `const`. `invalid` is said of an error
 * that carries no message (in the reader's language).
 */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  invalid: string,
): FieldErrors {
  const out: FieldErrors = {};
  const said = new Set<string>();
  let count = 0;
  for (const error of errors ?? []) {
    // The `if` of a conditional fails by design whenever its branch does not apply.
    if (error.keyword === 'if') continue;
    const path = errorPath(error);
    const saying = error.keyword === 'errorMessage';
    if (path in out ? said.has(path) || !saying : count === MAX_FIELD_ERRORS) continue;
    if (!(path in out)) count += 1;
    out[path] = error.message ?? invalid;
    if (saying) said.add(path);
  }
  return out;
}
