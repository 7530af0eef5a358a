import fp from 'fastify-plugin';
import responseValidation from '@fastify/response-validation';
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { apiErrorSchema, REFUSALS, refusal, type RefusalStatus } from '../routes/answers';

/** Methods whose body Fastify parses: a malformed, oversized or unknown-type body is refused. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The refusals the framework makes for a route, read from the route's own options, so the document
 * names them without each route repeating them (plugins/errors.ts words each):
 * - any route may fail on our side (500);
 * - a parsed body may be malformed or invalid (400), too large (413) or of another type (415);
 * - a query or header its schema refuses is a 400, a path parameter that names nothing a 404, one
 *   longer than Fastify reads a 414;
 * - a limited route refuses past its limit (429), or when the shared count cannot be made (503);
 * - a Studio route answers 404 to anyone it is not for (plugins/authenticate.ts).
 */
function frameworkRefusals(route: RouteOptions): RefusalStatus[] {
  const methods = [route.method].flat();
  const schema = route.schema ?? {};
  const statuses: RefusalStatus[] = [500];
  if (methods.some((method) => WITH_BODY.has(method))) statuses.push(400, 413, 415);
  if (schema.querystring || schema.headers) statuses.push(400);
  if (schema.params || route.url.startsWith('/api/studio/')) statuses.push(404);
  if (route.url.includes(':')) statuses.push(414);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429, 503);
  return statuses;
}

let checker: Ajv | undefined;
/**
 * The ajv that checks answers: nothing removed or filled in (a field too many must fail, not
 * disappear), formats checked. One per process, compiling each schema once by its text and only
 * when it is first used: tests build an app per file or per test, and compiling every route's
 * answers for each took seconds.
 */
function responseChecker(): Ajv {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: false, coerceTypes: false });
  addFormats(ajv).addSchema(apiErrorSchema);
  const compiled = new Map<string, ValidateFunction>();
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: AnySchema) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      // Compiled when it first checks an answer: a test app answers only a few of its routes.
      let compiledOnUse: ValidateFunction | undefined;
      const onUse = ((data: unknown) => {
        compiledOnUse ??= compile(schema);
        const valid = compiledOnUse(data);
        onUse.errors = compiledOnUse.errors;
        return valid;
      }) as ValidateFunction;
      compiled.set(key, (validate = onUse));
    }
    return validate;
  }) as Ajv['compile'];
  return ajv;
}

/**
 * Every documented route's answers: its own (routes/answers.ts) and the framework's refusals, all with the
 * shared error schema. With `validateResponses` (tests), an answer its schema does not describe (a
 * field too many, a wrong type) fails with a 500 instead of leaving: registered after the hook
 * above, so it checks the whole list.
 */
export const routeAnswers = fp(async (app, { validate }: { validate: boolean }) => {
  app.addSchema(apiErrorSchema);
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const response = { ...(route.schema?.response as Record<string, object> | undefined) };
    for (const status of frameworkRefusals(route)) response[status] ??= refusal;
    // Each status says what it means in the document (a schema's description is its response's).
    for (const [status, schema] of Object.entries(response)) {
      const meaning = REFUSALS[Number(status) as RefusalStatus];
      if (meaning && schema === refusal) response[status] = { ...schema, description: meaning };
      else if (!('description' in schema)) response[status] = { ...schema, description: 'Done.' };
    }
    route.schema = { ...route.schema, response };
  });
  if (!validate) return;
  // A status the route does not name is left to the suite's contract check, whose failure names it
  // (turned into a 500 here, the refusal's own status would be lost).
  await app.register(responseValidation, {
    ajv: (checker ??= responseChecker()),
    responseStatusCodeValidation: false,
  });
});
