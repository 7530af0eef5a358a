import { STAFF_ROLES } from '../../shared/staff-roles';
import { answers } from './answers';
import { actorOf } from './studio-actor';
import { staffEntry, staffList, staffRemoved } from './studio-answers';
import { authorization, BODY_LIMIT, object, type RouteApp } from './schemas';
import { country, typedPhone } from './typed-phone';

/**
 * A phone in a path as it was typed or pasted ("98036-85087", "+91 98036 85087", E.164), in any
 * script's digits. A segment that is no phone at all is a path that does not exist.
 */
const phoneParam = object({ phone: { type: 'string', pattern: '^[\\p{Nd} +().-]{1,30}$' } }, [
  'phone',
]);

/** Who is on staff and with which role (the staff area: admins). */
export default async function studioStaffRoutes(app: RouteApp) {
  const { services, config } = app;
  const canonical = (value: string, boxCountry?: string) =>
    typedPhone(value, boxCountry, services.defaultCountry);
  const limited = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
  };
  const headers = authorization;

  app.get(
    '/studio/staff',
    { ...limited, schema: { headers, response: answers(staffList) } },
    async () => ({
      staff: await services.staff.list(),
    }),
  );

  app.put(
    '/studio/staff/:phone',
    {
      ...limited,
      bodyLimit: BODY_LIMIT.small,
      schema: {
        headers,
        params: phoneParam,
        // `country`: the country the phone box showed, so a number of another one is refused.
        body: object({ role: { type: 'string', enum: STAFF_ROLES }, country }, ['role']),
        // 400: no phone, or one of another country; 409: a bootstrap admin.
        response: answers(staffEntry, 400, 409),
      },
    },
    async (request) =>
      services.staff.setRole(
        actorOf(request),
        canonical(request.params.phone, request.body.country),
        request.body.role,
      ),
  );

  // Removing someone not on staff answers 200 { removed: false }: a 404 would read as signed out.
  app.delete(
    '/studio/staff/:phone',
    {
      ...limited,
      schema: {
        headers,
        params: phoneParam,
        querystring: object({ country }),
        response: answers(staffRemoved, 400, 409),
      },
    },
    async (request) =>
      services.staff.remove(
        actorOf(request),
        canonical(request.params.phone, request.query.country),
      ),
  );
}
