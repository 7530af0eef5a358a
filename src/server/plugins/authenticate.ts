import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
  }
}

const bearer = (request: FastifyRequest) => {
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
