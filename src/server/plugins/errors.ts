import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import en from '../../../schemas/i18n/en.json' with { type: 'json' };
import type { TextKey } from '../../shared/i18n/format';
import { ApiError, type ApiErrorCode, type Speaker } from '../errors';
import { formRuleMessage } from '../validation';
import { acceptedLanguage, requestLanguage } from '../request-language';
import { API_HEADERS } from './security-headers';

type Refusal = [number, ApiErrorCode];

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

/** Route-schema rules with a generic message of their own (`errors.requestShape.<rule>`). */
const SHAPE_RULES = new Set(['maxLength', 'maxItems', 'type', 'pattern', 'format']);

/**
 * What the route schema refused, said of the one field it names: in the form's own words where the
 * form states that rule, else generically. A path that names nothing is a 404.
 */
function shapeRefusal(error: FastifyError, request: FastifyRequest): ApiError {
  if (error.validationContext === 'params') return new ApiError(404, 'NOT_FOUND');
  const first = error.validation?.[0] as ErrorObject | undefined;
  const path = first?.instancePath || '/';
  const limit = Number((first?.params as { limit?: number } | undefined)?.limit);
  const keyword = first?.keyword ?? 'other';
  const rule = SHAPE_RULES.has(keyword) ? keyword : 'other';
  const schema = error.validationContext === 'body' ? request.routeOptions.schema?.body : undefined;
  return new ApiError(400, 'VALIDATION_ERROR', undefined, ({ language, text }) => ({
    [path]:
      formRuleMessage(schema, path, keyword, language) ||
      text(`errors.requestShape.${rule}` as TextKey, { limit }),
  }));
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

function send(error: ApiError, request: FastifyRequest, reply: FastifyReply, language: string) {
  if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
  if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
  const text: Speaker['text'] = (key, values) =>
    request.server.liveForms.text(language, key, values);
  const message = text(error.text);
  const body = {
    code: error.code,
    message,
    ...(error.fields ? { fields: error.fields({ language, text }) } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
    ...error.details,
  };
  // The phone-verification calls keep the SDK's shape the browser already reads
  // (`success`, `response.errorMessage`).
  const verification = request.url.startsWith('/api/verification/');
  return reply
    .status(error.statusCode)
    .send(verification ? { success: false, ...body, response: { errorMessage: message } } : body);
}

/**
 * Every refusal is `{ code, message }` (plus `fields` for a form), said in the request's language;
 * bad input never gets a 5xx.
 */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) =>
    send(toApiError(error, request), request, reply, await requestLanguage(request)),
  );
});

/**
 * Refusals Fastify makes before routing (a URL it cannot decode, a parameter too long): the same
 * JSON, with the API's headers, since no hook runs for them. Said in the header's language: no
 * member is known yet.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(API_HEADERS);
  return send(toApiError(error, request), request, reply, acceptedLanguage(request));
}

/** Node answers an `Expect` it cannot meet with an empty 417 unless someone listens. */
export function expectationFailed(_request: IncomingMessage, response: ServerResponse) {
  response.writeHead(417, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  response.end(
    JSON.stringify({ code: 'EXPECTATION_FAILED', message: en['errors.EXPECTATION_FAILED'] }),
  );
}

const CLIENT_ERRORS: Record<string, [number, 'HEADERS_TOO_LARGE' | 'REQUEST_TIMEOUT']> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
};

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request, in our JSON shape, in English:
 * there are no headers to read a language from.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'BAD_REQUEST'];
  const body = JSON.stringify({ code, message: en[`errors.${code}`] });
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
