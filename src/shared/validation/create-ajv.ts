import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { customKeywords } from './keywords';

/** Options both validators share; ajv-errors (the forms' messages) needs `allErrors`. */
export const AJV_OPTIONS: Options = { allErrors: true, strict: false };

/** Adds our custom keywords and `errorMessage` to an ajv instance that already has the formats. */
export function addRules(ajv: Ajv): Ajv {
  for (const keyword of customKeywords) {
    if (!ajv.getKeyword(keyword.keyword as string)) ajv.addKeyword(keyword);
  }
  ajvErrors(ajv);
  return ajv;
}

/** A runtime ajv for the server and for tests; the browser uses precompiled validators. */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv);
  return addRules(ajv);
}
