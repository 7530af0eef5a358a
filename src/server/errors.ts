import { API_ERRORS, type ApiErrorCode } from '../shared/api-errors';
import type { FieldErrors } from '../shared/validation/field-errors';

/** A refusal the client can act on: a 4xx (or 5xx for our own failures) with a stable code. */
export class ApiError extends Error {
  /** Seconds until trying again makes sense: sent as `Retry-After` and in the body. */
  retryAfter?: number;
  /** More the client acts on, sent beside `code` and `message` (a draft's problems). */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code as keyof typeof API_ERRORS] ?? code,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const validationError = (
  fields: FieldErrors,
  message: string = API_ERRORS.VALIDATION_ERROR,
) => new ApiError(400, 'VALIDATION_ERROR', message, fields);

export const notFound = () => new ApiError(404, 'NOT_FOUND');

/** A 429 that says when to try again. */
export const tooSoon = (code: ApiErrorCode, seconds: number, message?: string) =>
  Object.assign(new ApiError(429, code, message), { retryAfter: Math.max(1, Math.ceil(seconds)) });
