import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import english from '../../../schemas/i18n/en.json';
/**
 * A name per operation for generated clients, from its method and path: `POST /api/auth/signup` is
 * `postAuthSignup`.
 */
const operationId = (method: string, url: string) =>
  [method.toLowerCase(), ...url.replace(/^\/api/, '').split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/**
 * An OpenAPI 3.1 document of the API, made from the route schemas the server validates with, so it
 * cannot drift from what the routes accept and answer (routes/answers.ts), refusals included: a
 * network's other tools, and our browser's types (scripts/api-types.ts), are generated from
 * `/api/openapi.json`. Registered before the routes, whose schemas it collects as they are added.
 */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${english['app.productName']} API`, version: '1' },
    },
    // Shared schemas keep their names: `ApiError` in the document, not `def-0`.
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, operationId: operationId([route.method].flat()[0]!, url) },
      url,
    }),
  });
});
