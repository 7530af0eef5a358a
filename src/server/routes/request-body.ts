import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors';

/** The JSON body as an object; an array, a string or nothing is refused like any invalid form. */
export function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError({ '': 'The request body must be a JSON object.' });
  }
  return body as Record<string, unknown>;
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
