import { requireStaff } from '../plugins/authenticate';
import { maskPhones } from '../log-masking';
import { CURSOR_PATTERN } from '../services/member-cursor';
import type { ExportOutcome } from '../services/members-export';
import { authorization, line, object, uuid, type RouteApp } from './schemas';

/** The filters the list and the export share; query strings are strings, so numbers are patterns. */
const filters = {
  q: line(100),
  region: line(100),
  // Group numbers are digits (of any script, folded by the service) or short codes.
  group: { type: 'string', pattern: '^[\\p{Nd}A-Za-z-]{1,20}$' },
  source: { type: 'string', enum: ['signup', 'wizard'] },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
} as const;

/**
 * The Studio's Members area: the members' list, one member's page, and the CSV export. Staff only:
 * anyone else gets the 404 of a path that does not exist.
 */
export default async function studioMemberRoutes(app: RouteApp) {
  const { services, config } = app;
  const staff = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
    onRequest: requireStaff(services.tokens, config.staffPhones),
  };
  const headers = authorization;

  app.get(
    '/studio/members',
    {
      ...staff,
      schema: {
        headers,
        querystring: object({
          ...filters,
          cursor: { type: 'string', pattern: CURSOR_PATTERN },
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
      },
    },
    async (request) => {
      const { cursor, limit, ...query } = request.query;
      return services.members.list(query, cursor, limit ? Number(limit) : undefined);
    },
  );

  app.get(
    '/studio/members/export',
    {
      ...staff,
      // A HEAD would run the whole export to count its bytes.
      exposeHeadRoute: false,
      schema: {
        headers,
        querystring: object(
          { ...filters, kind: { type: 'string', enum: ['members', 'businesses'] } },
          ['kind'],
        ),
      },
    },
    async (request, reply) => {
      const { kind, ...query } = request.query;
      const staffPhone = request.staffPhone!;
      const done = (outcome: ExportOutcome) =>
        request.log.info({
          staff: maskPhones(staffPhone),
          ip: request.ip,
          action: 'export',
          ...outcome,
        });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${services.membersExport.fileName(kind)}"`,
        )
        .send(services.membersExport.stream(query, kind, done));
    },
  );

  app.get(
    '/studio/members/:id',
    { ...staff, schema: { headers, params: object({ id: uuid }, ['id']) } },
    async (request) => {
      const member = await services.members.detail(request.params.id);
      request.log.info({
        staff: maskPhones(request.staffPhone!),
        ip: request.ip,
        action: 'member-viewed',
        subject: request.params.id,
      });
      return member;
    },
  );
}
