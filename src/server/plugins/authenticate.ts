import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../errors';
import type { TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    /** The signed-in staff member's phone (E.164), on Form Studio routes. */
    staffPhone?: string;
  }
}

/** The request's bearer token, if it sends one. */
export const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
};

/** A preHandler that admits a valid access token and sets `request.userId`. */
export const requireMember =
  (tokens: TokenService) => async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    const userId = token ? await tokens.verifyAccess(token) : undefined;
    if (!userId) throw new ApiError(401, 'UNAUTHORIZED');
    request.userId = userId;
  };

/** The same, for public routes that also serve members (an upload by a signed-in member is theirs). */
export const optionalMember = (tokens: TokenService) => async (request: FastifyRequest) => {
  const token = bearer(request);
  if (token) request.userId = await tokens.verifyAccess(token);
};

/**
 * Form Studio routes exist only for staff: anyone else (no token, a member's, a forged or expired
 * one, a phone since taken off STAFF_PHONES) gets the same 404 as a path that does not exist.
 */
export const requireStaff =
  (tokens: TokenService, staffPhones: readonly string[]) => async (request: FastifyRequest) => {
    const token = bearer(request);
    const phone = token ? await tokens.verifyStaff(token) : undefined;
    if (!phone || !staffPhones.includes(phone)) throw notFound();
    request.staffPhone = phone;
  };
