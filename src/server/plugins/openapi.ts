import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import english from '../../../schemas/i18n/en.json';

/**
 * An OpenAPI 3.1 document of the API, made from the route schemas the server validates with, so it
 * cannot drift from what the routes accept: a network's other tools generate their client from
 * `/api/openapi.json`. Registered before the routes, whose schemas it collects as they are added.
 * The development outbox is left out: it exists only on a developer's machine.
 */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${english['app.productName']} API`, version: '1' },
    },
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/dev/') ? { ...schema, hide: true } : schema,
      url,
    }),
  });
});
