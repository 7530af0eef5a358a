import { AUDIT_ACTIONS } from '../../shared/staff-types';
import { cursorQuery } from '../keyset-cursor';
import { answers } from './answers';
import { authorization, object, phone, type RouteApp } from './schemas';
import { auditPage } from './studio-answers';
import { country, typedPhone } from './typed-phone';

const PAGE_SIZE = 50;

/** The audit, read only (the audit area: admins): newest first, by person and action. */
export default async function studioAuditRoutes(app: RouteApp) {
  const { services, config } = app;
  app.get(
    '/studio/audit',
    {
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      schema: {
        headers: authorization,
        querystring: object({
          // A phone as people type or paste it ("98765 43210"), read in `country` below.
          actor: phone,
          country,
          action: { type: 'string', enum: AUDIT_ACTIONS },
          cursor: cursorQuery,
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
        // 400: an actor that is no phone, or a cursor of another filter.
        response: answers(auditPage, 400),
      },
    },
    async (request) => {
      const { actor, country: boxCountry, action, cursor, limit } = request.query;
      return services.audit.page({
        actor:
          actor === undefined ? undefined : typedPhone(actor, boxCountry, services.defaultCountry),
        action,
        cursor,
        limit: limit === undefined ? PAGE_SIZE : Number(limit),
      });
    },
  );
}
