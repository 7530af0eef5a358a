import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { Actor } from '../services/audit';
import { cursorQuery } from '../keyset-cursor';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { ExportOutcome } from '../services/members-export';
import { attachment } from './attachment';
import { answers } from './answers';
import { actorOf } from './studio-actor';
import { exportLink, memberCount, memberDetail, memberPage, membersCsv } from './studio-answers';
import { authorization, BODY_LIMIT, line, object, uuid, type RouteApp } from './schemas';

/** A language code as the page names it; one the forms do not offer reads as English. */
const language = { type: 'string', pattern: '^[a-z]{2,3}$' } as const;

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
 * The Studio's Members area: the members' list, one member's page, and the CSV export. Staff whose
 * role has the members area only (STUDIO_ACCESS); each member page viewed and each export is audited.
 */
export default async function studioMemberRoutes(app: RouteApp) {
  const { services, config } = app;
  const staff = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
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
          cursor: cursorQuery,
          limit: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
        }),
        // 400: a cursor of another search.
        response: answers(memberPage, 400),
      },
    },
    async (request) => {
      const { cursor, limit, ...query } = request.query;
      return services.members.list(query, cursor, limit ? Number(limit) : undefined);
    },
  );

  app.get(
    '/studio/members/count',
    { ...staff, schema: { headers, querystring: object(filters), response: answers(memberCount) } },
    async (request) => services.members.count(request.query),
  );

  /** What the export and an export link take: the list's filters and the file's kind and form. */
  const exportQuery = object(
    {
      ...filters,
      kind: { type: 'string', enum: ['members', 'businesses'] },
      // For a spreadsheet program (the default), or plain for other tools.
      format: { type: 'string', enum: ['spreadsheet', 'tools'] },
      // The page's language: a spreadsheet file's column names and words.
      lang: language,
    },
    ['kind'],
  );
  type ExportQuery = FromSchema<typeof exportQuery>;

  /** Streams the export `what` names to `reply`, audited as an export of `actor`'s. */
  const sendExport = (
    request: FastifyRequest,
    reply: FastifyReply,
    actor: Actor,
    what: ExportQuery,
  ) => {
    const { kind, format = 'spreadsheet', lang, ...query } = what;
    const language = lang && app.liveForms.languages().includes(lang) ? lang : SOURCE_LANGUAGE;
    // Logos as full links: the address this request reached the server by (its proxy's, with
    // TRUST_PROXY), as the person exporting sees it.
    const origin = `${request.protocol}://${request.host}`;
    // Written when the last row is sent, or when the download broke off: with its row count.
    const done = (outcome: ExportOutcome) =>
      void services.audit
        .record(actor, 'export', undefined, { ...outcome })
        .catch((err: unknown) => request.log.error({ err }, 'export not audited'));
    // A stream, never serialized: the schema describes the file that arrives, not this stream.
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(services.membersExport.fileName(query, kind)))
      .send(services.membersExport.stream(query, { kind, format, language, origin }, done));
  };

  app.get(
    '/studio/members/export',
    {
      ...staff,
      // A HEAD would run the whole export to count its bytes.
      exposeHeadRoute: false,
      schema: { headers, querystring: exportQuery, response: { 200: membersCsv } },
    },
    async (request, reply) => sendExport(request, reply, actorOf(request), request.query),
  );

  // A link the browser follows to save the export straight to disk: a plain link carries no
  // bearer token, so the link is its own proof (signed, for this staff member and these filters,
  // once, within a minute).
  app.post(
    '/studio/members/export-link',
    {
      ...staff,
      bodyLimit: BODY_LIMIT.small,
      schema: { headers, body: exportQuery, response: answers(exportLink) },
    },
    async (request) => {
      const what = Object.fromEntries(
        Object.entries(request.body).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      const link = await services.exportLinks.create(request.staff!.phone, what);
      return {
        url: `/api/studio/members/export-file?link=${link.token}`,
        expiresAt: link.expiresAt,
      };
    },
  );

  app.get(
    '/studio/members/export-file',
    {
      ...staff,
      exposeHeadRoute: false,
      schema: {
        querystring: object({ link: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,4096}$' } }, [
          'link',
        ]),
        // 401: the link expired, was used, is not ours, or its maker may no longer export.
        response: answers(membersCsv, 401),
      },
    },
    async (request, reply) => {
      const opened = await services.exportLinks.open(request.query.link, (phone, role) =>
        services.audit.record({ phone, role, ip: request.ip }, 'refused', undefined, {
          method: request.method,
          route: request.routeOptions.url,
        }),
      );
      // The link's own filters: nothing in this URL but the signed token is read.
      // Signed by us from a body this route's schema took, so it has the export query's shape.
      const what = opened.what as ExportQuery;
      const actor = { phone: opened.phone, role: opened.role, ip: request.ip };
      return sendExport(request, reply, actor, what);
    },
  );

  app.get(
    '/studio/members/:id',
    {
      ...staff,
      schema: {
        headers,
        params: object({ id: uuid }, ['id']),
        // The page's language, for the labels of the member's fields.
        querystring: object({ lang: language }),
        response: answers(memberDetail, 404),
      },
    },
    async (request) => {
      const member = await services.members.detail(request.params.id, request.query.lang);
      const consents = await services.consent.listFor(request.params.id);
      const { listed, ...directory } = await services.directoryListings.of(request.params.id);
      await services.audit.record(actorOf(request), 'member-viewed', request.params.id);
      return {
        ...member,
        businesses: member.businesses.map((b) => ({ ...b, listed: listed.includes(b.id) })),
        directory,
        consents: consents.map((c) => ({
          noticeVersion: c.notice_version,
          language: c.language,
          at: c.created_at,
          channel: c.channel,
          enteredByOther: c.entered_by_other === 1,
        })),
      };
    },
  );
}
