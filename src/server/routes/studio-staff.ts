import { ApiError } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { STAFF_ROLES } from '../../shared/staff-roles';
import { actorOf } from './studio-actor';
import { authorization, BODY_LIMIT, object, type RouteApp } from './schemas';

/** A phone in a path: digits, with or without the leading + (sent as %2B). */
const phoneParam = object({ phone: { type: 'string', pattern: '^\\+?[0-9]{8,15}$' } }, ['phone']);

const canonical = (value: string) => {
  const phone = canonicalPhone(value);
  if (!phone) throw new ApiError(400, 'INVALID_PHONE');
  return phone;
};

/** Who is on staff and with which role (the staff area: admins). */
export default async function studioStaffRoutes(app: RouteApp) {
  const { services, config } = app;
  const limited = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
  };
  const headers = authorization;

  app.get('/studio/staff', { ...limited, schema: { headers } }, async () => ({
    staff: await services.staff.list(),
  }));

  app.put(
    '/studio/staff/:phone',
    {
      ...limited,
      bodyLimit: BODY_LIMIT.small,
      schema: {
        headers,
        params: phoneParam,
        body: object({ role: { type: 'string', enum: STAFF_ROLES } }, ['role']),
      },
    },
    async (request) =>
      services.staff.setRole(actorOf(request), canonical(request.params.phone), request.body.role),
  );

  // Removing someone not on staff answers 200 { removed: false }: a 404 would read as signed out.
  app.delete(
    '/studio/staff/:phone',
    { ...limited, schema: { headers, params: phoneParam } },
    async (request) => services.staff.remove(actorOf(request), canonical(request.params.phone)),
  );
}
