import type { FastifyError, FastifyInstance } from 'fastify';
import { API_ERRORS } from '../../shared/api-errors';
import { ApiError } from '../errors';

/** Fastify's own refusals of a malformed request, as our codes. */
const FASTIFY_CODES: Record<string, [number, keyof typeof API_ERRORS]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_JSON'],
  FST_REQ_FILE_TOO_LARGE: [413, 'FILE_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_VALIDATION: [400, 'VALIDATION_ERROR'],
};

/** Every refusal is `{ code, message }` (plus `fields` for a form); bad input never gets a 5xx. */
export function errorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      const body = {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      // The phone-verification calls keep the SDK's shape the browser already reads (§7).
      const verification = request.url.startsWith('/api/verification/');
      return reply
        .status(error.statusCode)
        .send(
          verification
            ? { success: false, ...body, response: { errorMessage: error.message } }
            : body,
        );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known)
      return reply.status(known[0]).send({ code: known[1], message: API_ERRORS[known[1]] });
    if (error.statusCode === 429)
      return reply.status(429).send({ code: 'RATE_LIMITED', message: API_ERRORS.RATE_LIMITED });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: API_ERRORS.INTERNAL_ERROR });
  });
}
