import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { bundleSchema, type JsonObject } from '../shared/validation/bundle-schema';
import { createAjv } from '../shared/validation/create-ajv';
import { toFieldErrors, type FieldErrors } from '../shared/validation/field-errors';
import { validationError } from './errors';

/** The same schemas/ the browser renders: one source for both validators (DESIGN §3). */
const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

export type FormName =
  | 'sign-up'
  | 'login'
  | 'profile'
  | 'business'
  | 'wizard-profile'
  | 'wizard-business'
  | 'wizard-phone';

const ajv = createAjv();
const compiled = new Map<FormName, { validate: ValidateFunction; fields: Set<string> }>();

function form(name: FormName) {
  let entry = compiled.get(name);
  if (!entry) {
    const schema = bundleSchema(
      `${name}.schema.json`,
      (file) => JSON.parse(readFileSync(SCHEMAS_DIR + file, 'utf8')) as JsonObject,
    );
    const properties = {
      ...(schema.properties as object),
      ...((schema.then as JsonObject | undefined)?.properties as object),
    };
    entry = { validate: ajv.compile(schema), fields: new Set(Object.keys(properties)) };
    compiled.set(name, entry);
  }
  return entry;
}

/**
 * The browser's forms omit empty fields (RJSF's `emptyValue`); a request may send "" instead.
 * Treating both alike makes "required" read the same on both sides.
 */
export function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmpty) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== '' && v !== undefined)
      .map(([k, v]) => [k, withoutEmpty(v)]),
  ) as T;
}

/** Only the properties the form's schema knows: ids, owners and unknown keys are dropped. */
export function pickFormFields(
  name: FormName,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const { fields } = form(name);
  return Object.fromEntries(Object.entries(data).filter(([key]) => fields.has(key)));
}

export function fieldErrors(name: FormName, data: unknown): FieldErrors {
  const { validate } = form(name);
  return validate(data) ? {} : toFieldErrors(validate.errors);
}

/** Validates with the form's schema, keywords and messages; throws a 400 with `fields` if invalid. */
export function assertValid(name: FormName, data: unknown, message?: string): void {
  const errors = fieldErrors(name, data);
  if (Object.keys(errors).length > 0) throw validationError(errors, message);
}
