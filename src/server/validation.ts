import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { bundleSchema, type JsonObject } from '../shared/validation/bundle-schema';
import { createAjv } from '../shared/validation/create-ajv';
import { toFieldErrors, type FieldErrors } from '../shared/validation/field-errors';
import { validationError } from './errors';
import { requestShape } from './request-shape';
import { canonicalPhone, phoneDigits } from '../shared/phone';

/** The same schemas/ the browser renders: one source for both validators (DESIGN §3). */
const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

export const FORM_NAMES = [
  'sign-up',
  'login',
  'profile',
  'business',
  'wizard-profile',
  'wizard-business',
  'wizard-phone',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

interface CompiledForm {
  validate: ValidateFunction;
  fields: Set<string>;
  /** Fields the `phone` keyword checks. */
  phones: string[];
  /** The form's structure and size limits only, for the route schema that runs first. */
  shape: JsonObject;
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(SCHEMAS_DIR + file, 'utf8')) as JsonObject;

function compile(name: FormName): CompiledForm {
  const schema = bundleSchema(`${name}.schema.json`, readJson);
  const properties = {
    ...(schema.properties as object),
    ...((schema.then as JsonObject | undefined)?.properties as object),
  };
  return {
    validate: createAjv().compile(schema),
    fields: new Set(Object.keys(properties)),
    phones: Object.entries(properties)
      .filter(([, sub]) => (sub as JsonObject).phone)
      .map(([key]) => key),
    shape: requestShape(schema, readJson(`${name}.ui.json`)),
  };
}

/** Each form compiled once, when the server starts. */
const forms = new Map(FORM_NAMES.map((name) => [name, compile(name)]));
const form = (name: FormName) => forms.get(name)!;

/** The route schema of a body that carries this form, plus any fields the route adds. */
export const formBodySchema = (name: FormName, extra: Record<string, JsonObject> = {}) => {
  const shape = form(name).shape;
  return { ...shape, properties: { ...(shape.properties as JsonObject), ...extra } };
};

/**
 * The browser's forms omit empty fields (RJSF's `emptyValue`); a request may send "" instead.
 * Treating both alike makes "required" read the same on both sides. The route schema has bounded
 * the depth already.
 */
function withoutEmpty<T>(value: T): T {
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

/**
 * A request's form as the form's validation reads it: its own fields only, empty ones dropped,
 * and phones pasted with spaces, dashes or a trunk zero ("+91 98765-43210") as their digits.
 */
export function readForm(name: FormName, input: Record<string, unknown>): Record<string, unknown> {
  const data = withoutEmpty(pickFormFields(name, input));
  for (const field of form(name).phones) {
    const canonical = typeof data[field] === 'string' && canonicalPhone(data[field]);
    if (canonical) data[field] = phoneDigits(canonical);
  }
  return data;
}

function fieldErrors(name: FormName, data: unknown): FieldErrors {
  const { validate } = form(name);
  return validate(data) ? {} : toFieldErrors(validate.errors);
}

/** Validates with the form's schema, keywords and messages; throws a 400 with `fields` if invalid. */
export function assertValid(name: FormName, data: unknown, message?: string): void {
  const errors = fieldErrors(name, data);
  if (Object.keys(errors).length > 0) throw validationError(errors, message);
}
