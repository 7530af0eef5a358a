import { isObject, type JsonObject } from '../validation/bundle-schema';

/** Whether a field's UI marks it retired: no longer asked, its stored answers kept. */
export const isRetired = (ui: unknown): boolean =>
  isObject(ui) && isObject(ui['ui:options']) && ui['ui:options'].retired === true;

/** The form's retired fields, by their UI entries. */
export const retiredFields = (uiSchema: JsonObject): string[] =>
  Object.keys(uiSchema).filter((key) => !key.startsWith('ui:') && isRetired(uiSchema[key]));

/**
 * The UI schema as members get it: a retired field is a hidden input, so a member never sees it
 * and an answer they gave before travels back unchanged when they save.
 */
export function hidingRetired(uiSchema: JsonObject): JsonObject {
  const retired = retiredFields(uiSchema);
  if (retired.length === 0) return uiSchema;
  const out = { ...uiSchema };
  for (const field of retired)
    out[field] = { ...(out[field] as JsonObject), 'ui:widget': 'hidden' };
  return out;
}

/**
 * A saved document with the retired fields' stored answers kept: a form no longer asks them, so
 * a save without them must not erase them.
 */
export function keepingRetired<T extends Record<string, unknown>>(
  uiSchema: JsonObject,
  stored: Record<string, unknown> | undefined,
  next: T,
): T {
  if (!stored) return next;
  const kept: Record<string, unknown> = { ...next };
  for (const field of retiredFields(uiSchema))
    if (!(field in kept) && stored[field] !== undefined) kept[field] = stored[field];
  return kept as T;
}
