import type { RouteApp } from './schemas';

/** The API's OpenAPI document (see plugins/openapi.ts); made once, on the first request. */
export default async function openApiRoutes(app: RouteApp) {
  let document: unknown;
  app.get('/openapi.json', { schema: { hide: true } }, async () => (document ??= app.swagger()));
}
