import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { API_ERRORS, REQUEST_SHAPE_ERRORS } from '../../shared/api-errors';
import { ApiError } from '../errors';
import { formRuleMessage } from '../validation';
import { API_HEADERS } from './security-headers';

type Refusal = [number, keyof typeof API_ERRORS];

/** Fastify's own refusals of a malformed request, as our codes. */
const FASTIFY_CODES: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'FILE_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PROTO_VIOLATION: [400, 'INVALID_JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_BAD_URL: [400, 'BAD_REQUEST'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'BAD_REQUEST'],
};

/**
 * What the route schema refused, said of the one field it names: in the form's own words where the
 * form states that rule, else generically. A path that names nothing is a 404.
 */
function shapeRefusal(error: FastifyError, request: FastifyRequest): ApiError {
  if (error.validationContext === 'params') return new ApiError(404, 'NOT_FOUND');
  const first = error.validation?.[0] as ErrorObject | undefined;
  const path = first?.instancePath || '/';
  const limit = Number((first?.params as { limit?: number } | undefined)?.limit);
  const keyword = (first?.keyword ?? 'other') as keyof typeof REQUEST_SHAPE_ERRORS;
  const message =
    (error.validationContext === 'body' &&
      formRuleMessage(request.routeOptions.schema?.body, path, keyword)) ||
    (REQUEST_SHAPE_ERRORS[keyword] ?? REQUEST_SHAPE_ERRORS.other)(limit);
  return new ApiError(400, 'VALIDATION_ERROR', undefined, { [path]: message });
}

function toApiError(error: FastifyError | ApiError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (error.code === 'FST_ERR_VALIDATION') return shapeRefusal(error, request);
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return new ApiError(known[0], known[1]);
  if (error.statusCode === 429) return new ApiError(429, 'RATE_LIMITED');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiError(error.statusCode, 'BAD_REQUEST');
  return Object.assign(new ApiError(500, 'INTERNAL_ERROR'), { cause: error });
}

function send(error: ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  const body = {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...error.details,
  };
  // The phone-verification calls keep the SDK's shape the browser already reads
  // (`success`, `response.errorMessage`).
  const verification = request.url.startsWith('/api/verification/');
  return reply
    .status(error.statusCode)
    .send(
      verification ? { success: false, ...body, response: { errorMessage: error.message } } : body,
    );
}

/** Every refusal is `{ code, message }` (plus `fields` for a form); bad input never gets a 5xx. */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) =>
    send(toApiError(error, request), request, reply),
  );
});

/**
 * Refusals Fastify makes before routing (a URL it cannot decode, a parameter too long): the same
 * JSON, with the API's headers, since no hook runs for them.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(API_HEADERS);
  return send(toApiError(error, request), request, reply);
}

/** Node answers an `Expect` it cannot meet with an empty 417 unless someone listens. */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(417, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  response.end(
    JSON.stringify({ code: 'EXPECTATION_FAILED', message: API_ERRORS.EXPECTATION_FAILED }),
  );
}

const CLIENT_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
};

/** Refusals Node's HTTP parser makes before Fastify sees a request, in our JSON shape. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'BAD_REQUEST'];
  const body = JSON.stringify({ code, message: API_ERRORS[code] });
  const headers = Object.entries({
    ...API_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${code}\r\n${headers}\r\n${body}`);
  else socket.destroy(error);
}
