import { appendFileSync } from 'node:fs';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import { basename } from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * The API suite's contract check: every answer the suite receives is judged against the OpenAPI
 * document the app publishes (`/api/openapi.json`), by openapi-backend, an in-process validating
 * proxy built from that document alone. A status the document does not name for the operation, a
 * body of another media type or shape, fails the test that received it. Answers to paths that are
 * no operation (an unknown path, the development outbox) are not judged.
 *
 * With CONTRACT_REPORT=<file>, each judged answer is appended to the file instead (one JSON line:
 * `{ operation, status, breach, example, test }`), so the answers outside a document can be counted and
 * the document's examples taken from the suite's real answers.
 */
const backends = new Map<string, OpenAPIBackend>();

/** openapi-backend over a document (its JSON text), built once per document. */
export async function backendOf(document: string): Promise<OpenAPIBackend> {
  let backend = backends.get(document);
  if (!backend) {
    backend = new OpenAPIBackend({
      definition: JSON.parse(document) as Document,
      quick: true,
      strict: false,
      validate: true,
      // Formats are judged too: a `date-time` that is not one is outside the document.
      customizeAjv: (ajv) => addFormats(ajv),
    });
    await backend.init();
    backends.set(document, backend);
  }
  return backend;
}

/** Why an answer is outside its operation's description, or undefined when it is inside. */
function breachOf(
  backend: OpenAPIBackend,
  operation: Operation,
  res: LightMyRequestResponse,
): string | undefined {
  const status = res.statusCode;
  const declared = operation.responses?.[status] ?? operation.responses?.[`${String(status)[0]}XX`];
  if (!declared) return `status ${status} is not in the document`;
  const content = (declared as { content?: Record<string, unknown> }).content;
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  if (!content) return res.body === '' ? undefined : `a ${type} body where none is described`;
  if (!content[type]) return `media type ${type || 'none'} is not described`;
  if (type !== 'application/json') return undefined;
  const result = backend.validator.validateResponse(res.json(), operation, status);
  return result.valid
    ? undefined
    : (result.errors ?? [])
        .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
        .join('; ');
}

/** The longest answer kept as an example in the document (scripts/api-examples.ts). */
const EXAMPLE_CHARS = 1200;

/** An answer the document describes, short enough to show as its example. */
function exampleOf(res: LightMyRequestResponse, breach: string | undefined): unknown {
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return !breach && json && res.body.length <= EXAMPLE_CHARS ? res.json() : undefined;
}

/** The operation a request is for: its exact path first (openapi-backend drops a trailing slash). */
function operationOf(backend: OpenAPIBackend, method: string, path: string, query: string) {
  const exact = backend.router
    .getOperations()
    .find((operation) => operation.method === method.toLowerCase() && operation.path === path);
  return exact ?? backend.matchOperation({ method, path, query, headers: {} });
}

/**
 * Makes `app.inject` judge every answer against the app's own document, read on the first call
 * (a test may still add routes before it).
 */
export function checkAnswers(app: FastifyInstance) {
  const inject = app.inject.bind(app);
  let backend: Promise<OpenAPIBackend> | undefined;
  const report = process.env.CONTRACT_REPORT;
  const judged = async (options: InjectOptions | string) => {
    backend ??= inject({ method: 'GET', url: '/api/openapi.json' }).then((res) =>
      backendOf(res.body),
    );
    const res = await inject(options as InjectOptions);
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options;
    const [path, query] = String(url).split('?');
    const judge = await backend;
    const operation = operationOf(judge, method, path!, query ?? '');
    if (!operation) return res;
    const breach = breachOf(judge, operation, res);
    const name = `${method.toUpperCase()} ${operation.path}`;
    if (report) {
      const line = {
        operation: name,
        status: res.statusCode,
        breach,
        example: exampleOf(res, breach),
        test: basename(expect.getState().testPath ?? ''),
      };
      appendFileSync(report, `${JSON.stringify(line)}\n`);
    } else if (breach) {
      throw new Error(`Answer outside the API document: ${name} → ${res.statusCode}: ${breach}`);
    }
    return res;
  };
  app.inject = judged as typeof app.inject;
}
