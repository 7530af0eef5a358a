import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { JSONSchema } from 'json-schema-to-ts';
import { SINGLE_LINE } from '../request-shape';
import type { apiErrorSchema } from './answers';

/**
 * The app as a route file sees it: each route's request (params, query, headers, body) and reply
 * types are inferred from the route's own schema (json-schema-to-ts), so a type cannot drift from
 * what Fastify checks, nor an answer from what it sends. The building blocks below keep their
 * literal types for that.
 */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  JsonSchemaToTsProvider<{ SerializerSchemaOptions: { references: [typeof apiErrorSchema] } }>
>;

/**
 * Building blocks of route schemas: every string bounded and free of control characters, ids in
 * their real format, unknown properties removed. Fastify checks them before a handler runs.
 */
export const line = (maxLength: number) =>
  ({ type: 'string', maxLength, pattern: SINGLE_LINE }) as const;

/** Our tokens and proofs: base64url secrets. */
export const secret = { type: 'string', maxLength: 128, pattern: '^[A-Za-z0-9_-]*$' } as const;

export const uuid = { type: 'string', format: 'uuid' } as const;

export const object = <
  const P extends Record<string, JSONSchema>,
  const R extends readonly (keyof P & string)[] = [],
>(
  properties: P,
  required: R = [] as unknown as R,
) => ({ type: 'object', additionalProperties: false, properties, required }) as const;

/** The phone as a route carries it, in any form people paste ("+91 98765-43210"). */
export const phone = line(24);

/** The member's bearer token, where a route reads it. */
export const authorization = {
  type: 'object',
  properties: { authorization: line(2048) },
} as const;

/** Body limits per kind of route: a few fields, one form, the wizard's whole submission. */
export const BODY_LIMIT = { small: 4 * 1024, form: 64 * 1024, wizard: 1024 * 1024 };
