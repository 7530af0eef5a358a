import { SINGLE_LINE } from '../request-shape';

/**
 * Building blocks of route schemas: every string bounded and free of control characters, ids in
 * their real format, unknown properties removed. Fastify checks them before a handler runs.
 */
export const line = (maxLength: number) => ({ type: 'string', maxLength, pattern: SINGLE_LINE });

/** Our tokens and proofs: base64url secrets. */
export const secret = { type: 'string', maxLength: 128, pattern: '^[A-Za-z0-9_-]*$' };

export const uuid = { type: 'string', format: 'uuid' };

export const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
});

/** The phone as a route carries it, in any form people paste ("+91 98765-43210"). */
export const phone = line(24);

/** The member's bearer token, where a route reads it. */
export const authorization = { type: 'object', properties: { authorization: line(2048) } };

/** Body limits per kind of route: a few fields, one form, the wizard's whole submission. */
export const BODY_LIMIT = { small: 4 * 1024, form: 64 * 1024, wizard: 1024 * 1024 };
