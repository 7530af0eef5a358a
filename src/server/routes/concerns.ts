import type { FastifyRequest } from 'fastify';
import { requireMember } from '../plugins/authenticate';
import { requestLanguage } from '../request-language';
import { formBodySchema } from '../validation';
import { authorization, BODY_LIMIT, object, type RouteApp } from './schemas';
import { answers } from './answers';
import { ownConcerns, raisedConcern } from './request-answers';

/** The page's language, for the labels of the answers; without it, the member's own. */
const query = object({ lang: { type: 'string', maxLength: 8, pattern: '^[a-z]{2,3}$' } });

/**
 * A member's concerns to the office (DPDP s.13): raised with the concern form (schemas/, so staff
 * can change it), listed with their status, due date and the office's reply. A member sees only
 * their own.
 */
export default async function concernRoutes(app: RouteApp) {
  const { services, config } = app;
  const member = { onRequest: requireMember(services.tokens) };
  const language = async (request: FastifyRequest, lang: string | undefined) =>
    lang ?? (await requestLanguage(request));

  app.get(
    '/me/concerns',
    {
      ...member,
      schema: { headers: authorization, querystring: query, response: answers(ownConcerns, 401) },
    },
    async (request) =>
      services.requests.own(request.userId!, await language(request, request.query.lang)),
  );

  app.post(
    '/me/concerns',
    {
      ...member,
      bodyLimit: BODY_LIMIT.form,
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      schema: {
        headers: authorization,
        querystring: query,
        body: formBodySchema('concern'),
        // 409: as many open concerns as a member may have (CONCERN_LIMIT).
        response: answers(raisedConcern, 401, 409),
      },
    },
    async (request) => ({
      concern: await services.requests.raise(
        request.userId!,
        request.body,
        await language(request, request.query.lang),
      ),
    }),
  );
}
