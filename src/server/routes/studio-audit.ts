import { ApiError } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { AUDIT_ACTIONS } from '../../shared/staff-types';
import { cursorQuery } from '../keyset-cursor';
import { authorization, object, phone, type RouteApp } from './schemas';

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
          // A phone as people paste it ("+91 98765 43210"), canonicalised below.
          actor: phone,
          action: { type: 'string', enum: AUDIT_ACTIONS },
          cursor: cursorQuery,
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
      },
    },
    async (request) => {
      const { actor, action, cursor, limit } = request.query;
      const actorPhone = actor === undefined ? undefined : canonicalPhone(actor);
      if (actor !== undefined && !actorPhone) throw new ApiError(400, 'INVALID_PHONE');
      return services.audit.page({
        actor: actorPhone,
        action,
        cursor,
        limit: limit === undefined ? PAGE_SIZE : Number(limit),
      });
    },
  );
}
