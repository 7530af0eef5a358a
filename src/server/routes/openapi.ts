import answerExamples from '../answer-examples.json' with { type: 'json' };
import type { RouteApp } from './schemas';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, MediaTypes> }>>;
}
type MediaTypes = { content?: Record<string, { example?: unknown }> };

const EXAMPLES: Record<string, Record<string, unknown> | undefined> = answerExamples;

/**
 * Each JSON response with the example the API suite received for it (scripts/api-examples.ts):
 * added to the made document, since a shared schema's `$ref` keeps no example of its own.
 */
function withExamples<D extends Document>(document: D): D {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const examples = EXAMPLES[`${method.toUpperCase()} ${path}`] ?? {};
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (json && examples[status] !== undefined) json.example = examples[status];
      }
    }
  }
  return document;
}

/** The API's OpenAPI document (see plugins/openapi.ts); made once, on the first request. */
export default async function openApiRoutes(app: RouteApp) {
  let document: unknown;
  app.get(
    '/openapi.json',
    { schema: { hide: true } },
    async () => (document ??= withExamples(app.swagger() as unknown as Document)),
  );
}
