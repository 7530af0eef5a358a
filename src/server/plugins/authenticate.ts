import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../errors';
import type { TokenService } from '../services/tokens';
import type { Services } from '../services';
import { STUDIO_ACCESS, type StudioAccess } from '../routes/studio-access';
import { areasOf, type StaffRole } from '../../shared/staff-roles';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
    /** The signed-in staff member (E.164 phone) and their role now, on Studio routes. */
    staff?: { phone: string; role: StaffRole };
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

/**
 * A preHandler for member routes that hide themselves from everyone else (the directory, the
 * referrals): a valid member access token sets `request.userId`; no token, a forged one, a staff
 * token or one of a member who is gone get the same 404 as a path that does not exist. A member's
 * own token that has only expired gets 401, as `requireMember` gives, so the app refreshes it and
 * retries.
 */
export const memberOr404 =
  (tokens: Pick<TokenService, 'verifyAccess' | 'expiredAccess'>) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(request);
    if (!token) throw notFound();
    const userId = await tokens.verifyAccess(token);
    if (userId) {
      request.userId = userId;
      return;
    }
    if (await tokens.expiredAccess(token)) throw new ApiError(401, 'UNAUTHORIZED');
    throw notFound();
  };

/** The same, for public routes that also serve members (an upload by a signed-in member is theirs). */
export const optionalMember = (tokens: TokenService) => async (request: FastifyRequest) => {
  const token = bearer(request);
  if (token) request.userId = await tokens.verifyAccess(token);
};

/** The route's entry in the access table: HEAD is the GET it mirrors. */
const accessKey = (request: FastifyRequest) =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`;

/**
 * The one check of every /api/studio route, from the access table. The token proves the phone
 * and the session generation it was signed in; the role and the generation are read now, so a
 * removal or a role change ends the session from the next request. Anyone the
 * route is not for (no token, a member's, a forgery, an expired or removed staff member, a role
 * without the area, a route missing from the table) gets the same 404 as a path that does not
 * exist. A real staff token refused is audited; anonymous and forged requests write nothing.
 */
export const studioAccess =
  (services: Pick<Services, 'tokens' | 'staff' | 'audit'>) => async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/studio/')) return;
    const route = accessKey(request);
    const access = (STUDIO_ACCESS as Record<string, StudioAccess | undefined>)[route];
    if (access === 'public') return;
    const token = bearer(request);
    const signedIn = token ? await services.tokens.verifyStaff(token) : undefined;
    if (!signedIn) throw notFound();
    const { phone, generation } = signedIn;
    // Undefined once the person is removed, or their session ended (re-added, role changed).
    const role = await services.staff.roleOf(phone, generation);
    if (!role || access === undefined || (access !== 'any' && !areasOf(role).includes(access))) {
      await services.audit.record({ phone, role, ip: request.ip }, 'refused', undefined, {
        method: request.method,
        route: url,
      });
      throw notFound();
    }
    request.staff = { phone, role };
  };
