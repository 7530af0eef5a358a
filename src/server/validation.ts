import type { JSONSchema } from 'json-schema-to-ts';
import { isObject, type JsonObject } from '../shared/validation/bundle-schema';
import { toFieldErrors, type FieldErrors } from '../shared/validation/field-errors';
import { validationError } from './errors';
import type { TextKey } from '../shared/i18n/format';
import { asksForDigits, foldDigits } from '../shared/digits';
import { answerShape, formRequestShape } from './request-shape';
import { canonicalPhone, phoneDigits } from '../shared/phone';
import { baselineFiles, bundleFile, schemaPath, uiPath } from '../form-engine/form-files';
import { createLiveForms, type LiveForms } from '../form-engine/live-forms';
import { SERVER_FIELDS } from '../form-engine/server-fields';
import { propertiesOf } from '../form-engine/compile';
import { withoutHidden } from '../shared/field-kinds/show-when';
import { readAnswers } from '../shared/field-kinds/read-answers';

/** The forms the server reads. */
export const FORM_NAMES = [
  'sign-up',
  'login',
  'profile',
  'business',
  'wizard-profile',
  'wizard-business',
  'wizard-phone',
  'concern',
  'referral',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

let live: LiveForms | undefined;

/**
 * The forms this process validates with: the app sets the ones it follows (its `app.liveForms`);
 * until then, the baseline in schemas/ (scripts, unit tests).
 */
export function setLiveForms(forms: LiveForms): void {
  live = forms;
}

const form = (name: FormName, language?: string) =>
  (live ??= createLiveForms()).form(name, language);

/** The fields of a form the server's code reads by name: text in every form (see baselineShape). */
type ServerField<Name extends FormName> = (typeof SERVER_FIELDS)[Name][number];
const TEXT = { type: 'string' } as const;

const shapes = new Map<FormName, JsonObject>();
/**
 * A route schema is compiled once, when the route is registered, so it is the baseline's shape:
 * a live version may add fields (let through as bounded scalars) but cannot loosen these limits.
 */
function baselineShape(name: FormName): JsonObject {
  let shape = shapes.get(name);
  if (!shape) {
    const files = baselineFiles();
    shape = formRequestShape(
      bundleFile(files, schemaPath(name)).bundle,
      bundleFile(files, uiPath(name)).bundle,
    );
    // FormBodySchema types these as text; a baseline that says otherwise must not start.
    for (const field of SERVER_FIELDS[name]) {
      const type = (shape.properties as Record<string, JsonObject | undefined>)[field]?.type;
      if (type !== TEXT.type) throw new Error(`schemas/${schemaPath(name)}: ${field} must be text`);
    }
    shapes.set(name, shape);
  }
  return shape;
}

/** Route schema nodes that carry a whole form, and which. */
const formBodies = new WeakMap<object, FormName>();

/**
 * What a form body's route schema declares to the compiler: the fields the route adds and the
 * form's fields the server reads by name, typed from their schemas, and any other field as an
 * unknown value. The form's fields come from schemas/ when the server starts (a live version may
 * add some), so the compiler cannot see them; the route schema bounds them, and `readForm` with the
 * form's own validation reads them. Every body the real schema lets through has this type.
 */
export type FormBodySchema<Name extends FormName, Extra extends Record<string, JSONSchema>> = {
  readonly type: 'object';
  readonly properties: {
    readonly [K in keyof Extra | ServerField<Name>]: K extends keyof Extra ? Extra[K] : typeof TEXT;
  };
  readonly additionalProperties: true;
};

/** The route schema of a body that carries this form, plus any fields the route adds. */
export function formBodySchema<
  const Name extends FormName,
  const Extra extends Record<string, JSONSchema> = Record<never, JSONSchema>,
>(name: Name, extra: Extra = {} as Extra): FormBodySchema<Name, Extra> {
  const shape = baselineShape(name);
  const schema = {
    ...shape,
    // The form's ceiling of fields, and the route's own beside them.
    maxProperties: (shape.maxProperties as number) + Object.keys(extra).length,
    properties: { ...(shape.properties as JsonObject), ...extra },
  };
  formBodies.set(schema, name);
  return schema as unknown as FormBodySchema<Name, Extra>;
}

/**
 * What a route that sends a member's stored answers to this form declares to the compiler: the
 * fields the route adds, typed, and the form's as unknown values (see FormBodySchema).
 */
export type FormAnswerSchema<Extra extends Record<string, JSONSchema>> = {
  readonly type: 'object';
  readonly properties: Extra;
  readonly required: readonly (keyof Extra & string)[];
  readonly additionalProperties: true;
};

/** The response schema of a member's stored answers to this form, plus the fields the route adds. */
export function formAnswerSchema<
  const Extra extends Record<string, JSONSchema> = Record<never, JSONSchema>,
>(name: FormName, extra: Extra = {} as Extra): FormAnswerSchema<Extra> {
  const shape = answerShape(bundleFile(baselineFiles(), schemaPath(name)).bundle);
  return {
    ...shape,
    properties: { ...(shape.properties as JsonObject), ...extra },
    required: Object.keys(extra),
  } as unknown as FormAnswerSchema<Extra>;
}

/** A node's child at one step of an instance path, as the request shape walks it. */
function childAt(node: JsonObject, key: string): unknown {
  if (node.type === 'array') return node.items;
  const own = isObject(node.properties) ? node.properties[key] : undefined;
  return own ?? propertiesOf(node)[key];
}

/** The message a schema node gives for one of its rules, if it states the rule and a message. */
function ruleMessage(node: JsonObject, keyword: string): string | undefined {
  if (node[keyword] === undefined) return undefined;
  const message = node.errorMessage;
  if (typeof message === 'string') return message;
  return isObject(message) && typeof message[keyword] === 'string' ? message[keyword] : undefined;
}

/**
 * The live form's own message, in a language, for a rule the route schema refused first. The route
 * schema bounds sizes with the baseline's limits so a hostile body is refused before the form's
 * validation; where the form states that limit with a message (staff may have rewritten it since),
 * the member reads the form's message, not the route schema's generic one.
 */
export function formRuleMessage(
  routeSchema: unknown,
  instancePath: string,
  keyword: string,
  language?: string,
): string | undefined {
  const keys = instancePath
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node = routeSchema;
  let inForm = false;
  for (const key of keys) {
    if (!isObject(node)) return undefined;
    const carried = formBodies.get(node);
    // Inside a form, walk the live form's schema instead of the route's baseline copy.
    if (carried) [node, inForm] = [form(carried, language).schema, true];
    node = childAt(node as JsonObject, key);
  }
  return inForm && isObject(node) ? ruleMessage(node, keyword) : undefined;
}

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
 * Digits typed in the keyboard's script ("११०००१") as ASCII, in every text whose schema pattern
 * asks for ASCII digits (a PIN code, a group number), however deep in the form.
 */
function withAsciiDigits(node: unknown, value: unknown): unknown {
  if (!isObject(node)) return value;
  if (typeof value === 'string') return asksForDigits(node.pattern) ? foldDigits(value) : value;
  if (Array.isArray(value)) return value.map((item) => withAsciiDigits(node.items, item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, withAsciiDigits(childAt(node, key), v)]),
  );
}

/**
 * A request's form as the form's validation reads it: its own fields only, empty ones dropped,
 * phones pasted with spaces, dashes or a trunk zero ("+91 98765-43210") as their digits, digits of
 * any script as ASCII where the form asks for digits, codes such as a GSTIN in capitals, and no
 * answer to a field the other answers hide (the browser drops those too; a direct call may not).
 */
export function readForm(name: FormName, input: Record<string, unknown>): Record<string, unknown> {
  const { schema, uiSchema, phones } = form(name);
  const data = readAnswers(
    schema,
    uiSchema,
    withAsciiDigits(schema, withoutEmpty(pickFormFields(name, input))) as Record<string, unknown>,
  );
  for (const field of phones) {
    const canonical = typeof data[field] === 'string' && canonicalPhone(data[field]);
    if (canonical) data[field] = phoneDigits(canonical);
  }
  return withoutHidden(schema, data);
}

function fieldErrors(name: FormName, data: unknown, language?: string): FieldErrors {
  const { validate } = form(name, language);
  if (validate(data)) return {};
  return toFieldErrors(
    validate.errors,
    (live ??= createLiveForms()).text(language ?? 'en', 'forms.invalidValue'),
  );
}

/**
 * Validates with the form's schema, keywords and messages; throws a 400 with `fields` if invalid,
 * said with the form's messages in the request's language when the refusal is sent.
 */
export function assertValid(name: FormName, data: unknown, text?: TextKey): void {
  // The messages are said in the request's language only when the refusal is sent.
  if (!form(name).validate(data))
    throw validationError(({ language }) => fieldErrors(name, data, language), text);
}
