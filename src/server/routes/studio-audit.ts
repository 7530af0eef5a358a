import { ApiError } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { AUDIT_ACTIONS } from '../../shared/staff-types';
import { cursorQuery } from '../keyset-cursor';
import { authorization, object, type RouteApp } from './schemas';

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
          actor: { type: 'string', pattern: '^\\+?[0-9]{8,15}$' },
          action: { type: 'string', enum: AUDIT_ACTIONS },
          cursor: cursorQuery,
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
      },
    },
    async (request) => {
      const { actor, action, cursor, limit } = request.query;
      const phone = actor === undefined ? undefined : canonicalPhone(actor);
      if (actor !== undefined && !phone) throw new ApiError(400, 'INVALID_PHONE');
      return services.audit.page({
        actor: phone,
        action,
        cursor,
        limit: limit === undefined ? PAGE_SIZE : Number(limit),
      });
    },
  );
}
