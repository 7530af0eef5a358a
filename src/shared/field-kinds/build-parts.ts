import { isObject, type JsonObject } from '../validation/bundle-schema';
import type { Fragment, Say } from './kind';

type Texts = Fragment['texts'];

/**
 * Collects a fragment's texts as it is built: each is said in English now and remembered by key,
 * so the Studio can write the same text in the other languages.
 */
export function textsOf(say: Say) {
  const texts: Texts = {};
  return {
    texts,
    say(pointer: string, key: string, values?: Record<string, string | number>) {
      texts[pointer] = values ? { key, values } : { key };
      return say(key, values);
    },
  };
}

/** The UI schema's `ui:options`, with the kind's id that the Studio reads back. */
export const kindOptions = (kind: string, options: JsonObject = {}) => ({
  'ui:options': { kind, ...options },
});

export const optionsOf = (ui: JsonObject): JsonObject =>
  isObject(ui['ui:options']) ? ui['ui:options'] : {};

/** A number a schema says, if it says one. */
export const numberAt = (schema: JsonObject, key: string): number | undefined =>
  typeof schema[key] === 'number' ? (schema[key] as number) : undefined;

/** A JSON object without the keys whose value is undefined (the files never hold them). */
export const defined = <T extends JsonObject>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
