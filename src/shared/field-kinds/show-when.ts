import { isObject, type JsonObject } from '../validation/bundle-schema';

/** "Show when <field> is <values>": for a Several choices field, when its answer includes one. */
export interface ShowWhen {
  field: string;
  values: (string | boolean)[];
}

/** The kinds a follow-up can depend on. */
export const CONTROLLING_KINDS = ['yesNo', 'oneChoice', 'severalChoices'] as const;

/**
 * The `if` that shows a follow-up, in the one shape RJSF resolves reliably: the controlling field
 * named in `required`, so an unanswered field never satisfies it, and `contains` for a list of
 * picks.
 */
export function conditionSchema(when: ShowWhen, several: boolean): JsonObject {
  const [first] = when.values;
  const match = when.values.length === 1 ? { const: first } : { enum: when.values };
  return {
    properties: { [when.field]: several ? { contains: match } : match },
    required: [when.field],
  };
}

const valuesOf = (node: JsonObject): (string | boolean)[] | undefined => {
  if (typeof node.const === 'string' || typeof node.const === 'boolean') return [node.const];
  if (
    Array.isArray(node.enum) &&
    node.enum.every((v) => typeof v === 'string' || typeof v === 'boolean')
  )
    return node.enum as (string | boolean)[];
  return undefined;
};

/** The condition an `if` states, when it is one `conditionSchema` writes (or the same by hand). */
export function readCondition(node: unknown): (ShowWhen & { several: boolean }) | undefined {
  if (!isObject(node) || !isObject(node.properties)) return undefined;
  const names = Object.keys(node.properties);
  if (names.length !== 1) return undefined;
  const field = names[0]!;
  if (!Array.isArray(node.required) || !node.required.includes(field)) return undefined;
  const test = node.properties[field];
  if (!isObject(test)) return undefined;
  const several = isObject(test.contains);
  const values = valuesOf(several ? (test.contains as JsonObject) : test);
  return values && { field, values, several };
}

/** A condition and the fields it shows, as a bundled schema holds it (its root and its `allOf`). */
export interface Conditional {
  when: (ShowWhen & { several: boolean }) | undefined;
  fields: string[];
}

const thenFields = (node: JsonObject) =>
  isObject(node.then) && isObject(node.then.properties) ? Object.keys(node.then.properties) : [];

export function conditionalsOf(schema: JsonObject): Conditional[] {
  const nodes = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  return nodes
    .filter((node) => isObject(node.if) && thenFields(node).length > 0)
    .map((node) => ({ when: readCondition(node.if), fields: thenFields(node) }));
}

/** Whether an answer meets a condition. */
function answerMeets(when: Conditional['when'] & object, answer: unknown): boolean {
  if (when.several)
    return Array.isArray(answer) && answer.some((pick) => when.values.includes(pick as string));
  return (
    (typeof answer === 'string' || typeof answer === 'boolean') && when.values.includes(answer)
  );
}

/**
 * The answers without those to fields the other answers hide: a follow-up whose condition is not
 * met is dropped, repeatedly, so a chain falls together (No to "Do you export?" drops the markets
 * and whatever the markets showed). A field the form also shows unconditionally is never dropped,
 * nor one whose condition is not in the shape we write (it is kept, as before).
 */
export function withoutHidden<T extends Record<string, unknown>>(schema: JsonObject, data: T): T {
  const always = new Set(isObject(schema.properties) ? Object.keys(schema.properties) : []);
  const conditionals = conditionalsOf(schema);
  let out: Record<string, unknown> = data;
  for (let changed = true; changed;) {
    changed = false;
    const shown = new Set<string>(always);
    const hidden = new Set<string>();
    for (const { when, fields } of conditionals) {
      const met = !when || answerMeets(when, out[when.field]);
      for (const field of fields) (met ? shown : hidden).add(field);
    }
    for (const field of hidden) {
      if (!shown.has(field) && field in out) {
        const { [field]: _dropped, ...rest } = out;
        out = rest;
        changed = true;
      }
    }
  }
  return out as T;
}
