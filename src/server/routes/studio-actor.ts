import type { FastifyRequest } from 'fastify';
import type { Actor } from '../services/audit';

/** The staff member a Studio request comes from, as the audit records them. */
export const actorOf = (request: FastifyRequest): Actor => ({
  ...request.staff!,
  ip: request.ip,
});
