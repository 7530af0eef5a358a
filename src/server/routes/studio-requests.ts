import { answers } from './answers';
import { actorOf } from './studio-actor';
import { requestDetail, requestList } from './request-answers';
import { MULTI_LINE } from '../request-shape';
import { authorization, object, uuid, type RouteApp } from './schemas';

/** The page's language, for the labels of a concern's answers. */
const query = object({ lang: { type: 'string', pattern: '^[a-z]{2,3}$' } });
const byId = object({ id: uuid }, ['id']);

/**
 * The Studio's Requests area (viewers and admins, STUDIO_ACCESS): members' concerns and scheduled
 * deletions, overdue first. Opening a concern and replying to it are audited.
 */
export default async function studioRequestRoutes(app: RouteApp) {
  const { services, config } = app;
  const staff = {
    config: {
      rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
    },
  };
  const headers = authorization;

  app.get(
    '/studio/requests',
    { ...staff, schema: { headers, querystring: query, response: answers(requestList) } },
    async (request) => services.requests.list(request.query.lang),
  );

  app.get(
    '/studio/requests/:id',
    {
      ...staff,
      schema: { headers, params: byId, querystring: query, response: answers(requestDetail, 404) },
    },
    async (request) =>
      services.requests.open(actorOf(request), request.params.id, request.query.lang),
  );

  app.post(
    '/studio/requests/:id/reply',
    {
      ...staff,
      schema: {
        headers,
        params: byId,
        querystring: query,
        // Something to say (not only spaces), on as many lines as need be, and no control
        // characters: PostgreSQL refuses a NUL in text.
        body: object(
          {
            reply: {
              type: 'string',
              minLength: 1,
              maxLength: 2000,
              allOf: [{ pattern: MULTI_LINE }, { pattern: '\\S' }],
            },
          },
          ['reply'],
        ),
        // 409: answered already (REQUEST_ANSWERED).
        response: answers(requestDetail, 404, 409),
      },
    },
    async (request) =>
      services.requests.reply(
        actorOf(request),
        request.params.id,
        request.body.reply.trim(),
        request.query.lang,
      ),
  );
}
