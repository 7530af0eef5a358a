import type { FastifyReply } from 'fastify';
import { cursorQuery } from '../keyset-cursor';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { ExportOutcome } from '../services/members-export';
import { attachment } from './attachment';
import { answers } from './answers';
import { actorOf } from './studio-actor';
import { memberCount, memberDetail, memberPage, membersCsv } from './studio-answers';
import { authorization, line, object, uuid, type RouteApp } from './schemas';

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

  app.get(
    '/studio/members/export',
    {
      ...staff,
      // A HEAD would run the whole export to count its bytes.
      exposeHeadRoute: false,
      schema: {
        headers,
        querystring: object(
          {
            ...filters,
            kind: { type: 'string', enum: ['members', 'businesses'] },
            // For a spreadsheet program (the default), or plain for other tools.
            format: { type: 'string', enum: ['spreadsheet', 'tools'] },
            // The page's language: a spreadsheet file's column names and words.
            lang: language,
          },
          ['kind'],
        ),
        response: { 200: membersCsv },
      },
    },
    async (request, reply) => {
      const { kind, format = 'spreadsheet', lang, ...query } = request.query;
      const language = lang && app.liveForms.languages().includes(lang) ? lang : SOURCE_LANGUAGE;
      // Logos as full links: the address this request reached the server by (its proxy's, with
      // TRUST_PROXY), as the person exporting sees it.
      const origin = `${request.protocol}://${request.host}`;
      const actor = actorOf(request);
      // Written when the last row is sent, or when the download broke off: with its row count.
      const done = (outcome: ExportOutcome) =>
        void services.audit
          .record(actor, 'export', undefined, { ...outcome })
          .catch((err: unknown) => request.log.error({ err }, 'export not audited'));
      // A stream, never serialized: the schema describes the file that arrives, not this stream.
      const file: FastifyReply = reply;
      return file
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(services.membersExport.fileName(query, kind)))
        .send(services.membersExport.stream(query, { kind, format, language, origin }, done));
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
      await services.audit.record(actorOf(request), 'member-viewed', request.params.id);
      return member;
    },
  );
}
