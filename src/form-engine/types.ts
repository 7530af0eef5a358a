import type { ValidateFunction } from 'ajv';
import type { JsonObject } from '../shared/validation/bundle-schema';

/**
 * A set of form files as staff edit them: paths relative to `schemas/` ("business.schema.json",
 * "business.ui.json", "defs/address.json", "defs/business.ui.json") to their parsed JSON. A draft
 * is the live set with some files replaced.
 */
export type FormFiles = Record<string, JsonObject>;

/** One problem, as `schemas:check` prints it: `schemas/<file>#<pointer>: <message>`. */
export type { Problem } from '../shared/studio-types';

/** A form compiled from a file set: what the server validates with and what members load. */
export interface CompiledForm {
  name: string;
  /** Bundled: no `$ref`, no root `allOf`. */
  schema: JsonObject;
  /** Bundled UI schema (parts it builds on merged in). */
  uiSchema: JsonObject;
  /** Server-side validator (runtime ajv with our keywords and ajv-errors). */
  validate: ValidateFunction;
  /** Top-level field names the form knows (own and `then` properties). */
  fields: Set<string>;
  /** Fields the `phone` keyword checks. */
  phones: string[];
  /** The browser's precompiled validator as a standalone ES module, and its content hash. */
  moduleCode: string;
  moduleHash: string;
  /** The runtime modules the validator module takes (its own `requires`). */
  requires: string[];
}
