import type { FastifyRequest } from 'fastify';
import { memberOr404 } from '../plugins/authenticate';
import { formBodySchema } from '../validation';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import { authorization, BODY_LIMIT, line, object, uuid, type RouteApp } from './schemas';
import { answers } from './answers';
import { attachment } from './attachment';
import { actorOf } from './studio-actor';
import {
  createdReferral,
  referral,
  referralList,
  referralsCsv,
  referralStats,
  referralSummary,
} from './referral-answers';

/** The largest value a won referral may carry: ₹200 crore, well within a 32-bit integer. */
export const MAX_REFERRAL_VALUE = 2_000_000_000;

const month = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } as const;
/** One line of text (no control characters, which PostgreSQL refuses or which hide text) that is not blank. */
const NOT_BLANK =
  '^[^\\u0000-\\u001f\\u007f]*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$';
const studioQuery = object({
  from: month,
  to: month,
  // The page's language: a spreadsheet file's column names.
  lang: { type: 'string', pattern: '^[a-z]{2,3}$' },
});

/**
 * Referrals between members (hidden from everyone else: 404), and the Studio's monthly figures by
 * group and region with their CSV (area `members`; the file is audited as an export).
 */
export default async function referralRoutes(app: RouteApp) {
  const { services, config } = app;
  const member = { onRequest: memberOr404(services.tokens) };
  const writes = {
    rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
  };
  // Links sent by WhatsApp: PUBLIC_ORIGIN, or the address this request reached us by.
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  const { 200: created, ...giveRefusals } = answers(createdReferral, 400, 401, 404);
  app.post(
    '/directory/:id/referrals',
    {
      ...member,
      bodyLimit: BODY_LIMIT.form,
      config: writes,
      schema: {
        headers: authorization,
        params: object({ id: uuid }, ['id']),
        body: formBodySchema('referral'),
        // 400: the form's answers, or REFERRAL_OWN_BUSINESS; 404: not listed.
        response: { 201: created, ...giveRefusals },
      },
    },
    async (request, reply) => {
      const made = await services.referrals.give(
        request.userId!,
        request.params.id,
        request.body,
        origin(request),
      );
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/referrals',
    {
      ...member,
      schema: {
        headers: authorization,
        querystring: object({ tab: { type: 'string', enum: ['received', 'given'] } }),
        response: answers(referralList, 401, 404),
      },
    },
    async (request) => ({
      items: await services.referrals.list(request.userId!, request.query.tab ?? 'received'),
    }),
  );

  app.get(
    '/referrals/summary',
    { ...member, schema: { headers: authorization, response: answers(referralSummary, 401, 404) } },
    async (request) => services.referrals.summary(request.userId!),
  );

  app.post(
    '/referrals/:id/status',
    {
      ...member,
      bodyLimit: BODY_LIMIT.small,
      config: writes,
      schema: {
        headers: authorization,
        params: object({ id: uuid }, ['id']),
        body: {
          ...object(
            {
              status: { type: 'string', enum: ['contacted', 'won', 'lost'] },
              value: { type: 'integer', minimum: 1, maximum: MAX_REFERRAL_VALUE },
              // One line, not blank.
              reason: { ...line(500), pattern: NOT_BLANK },
            },
            ['status'],
          ),
          // Won says its value, lost its reason.
          allOf: [
            {
              if: { properties: { status: { const: 'won' } } },
              then: { required: ['value'] },
            },
            {
              if: { properties: { status: { const: 'lost' } } },
              then: { required: ['reason'] },
            },
          ],
        },
        // 401: an expired member token (the app refreshes it); 404: not a referral this member
        // received; 409: its state does not allow the change.
        response: answers(referral, 401, 404, 409),
      },
    },
    async (request) => services.referrals.move(request.userId!, request.params.id, request.body),
  );

  app.get(
    '/studio/referrals',
    {
      config: writes,
      schema: {
        headers: authorization,
        querystring: studioQuery,
        response: answers(referralStats, 400),
      },
    },
    async (request) => services.referralStats.rows(request.query),
  );

  app.get(
    '/studio/referrals.csv',
    {
      config: writes,
      exposeHeadRoute: false,
      schema: {
        headers: authorization,
        querystring: studioQuery,
        response: { ...answers(referralsCsv, 400), 200: referralsCsv },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const language = lang && app.liveForms.languages().includes(lang) ? lang : SOURCE_LANGUAGE;
      const file = await services.referralStats.csv(request.query, language);
      await services.audit.record(actorOf(request), 'export', undefined, {
        kind: 'referrals',
        from: file.from,
        to: file.to,
        rows: file.rows,
        complete: true,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.name))
        .send(file.text);
    },
  );
}
