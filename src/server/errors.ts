import type { TextKey, TextValues } from '../shared/i18n/format';
import type { FieldErrors } from '../shared/validation/field-errors';

/** The code of a catalogue key `errors.<CODE>`, `errors.signup.<CODE>` or `errors.login.<CODE>`. */
type CodeOf<Key> = Key extends `errors.${'signup' | 'login'}.${infer Code}`
  ? Exclude<Code, 'fallback'>
  : Key extends `errors.${infer Code}`
    ? Code extends `${string}.${string}`
      ? never
      : Code
    : never;

/** Every code the API answers with: each has its message in the catalogue. */
export type ApiErrorCode = CodeOf<TextKey>;

/** Says catalogue texts in the language a refusal is sent in (the request's). */
export interface Speaker {
  language: string;
  text(key: TextKey, values?: TextValues): string;
}

/** A refusal's field messages, said when it is sent, in the request's language. */
export type Fields = (speaker: Speaker) => FieldErrors;

/** Field messages that are catalogue texts. */
export const fieldTexts =
  (keys: Record<string, TextKey | [TextKey, TextValues]>): Fields =>
  ({ text }) =>
    Object.fromEntries(
      Object.entries(keys).map(([path, key]) => [
        path,
        typeof key === 'string' ? text(key) : text(...key),
      ]),
    );

/**
 * A refusal the client can act on: a 4xx (or 5xx for our own failures) with a stable code. Its
 * message is a catalogue text (`errors.<CODE>` unless named), formatted when the refusal is sent.
 */
export class ApiError extends Error {
  /** Seconds until trying again makes sense: sent as `Retry-After` and in the body. */
  retryAfter?: number;
  /** More the client acts on, sent beside `code` and `message` (a draft's problems). */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly text: TextKey = `errors.${code}` as TextKey,
    readonly fields?: Fields,
  ) {
    super(code);
  }
}

export const validationError = (fields: Fields, text: TextKey = 'errors.VALIDATION_ERROR') =>
  new ApiError(400, 'VALIDATION_ERROR', text, fields);

export const notFound = () => new ApiError(404, 'NOT_FOUND');

/** A 429 that says when to try again. */
export const tooSoon = (code: ApiErrorCode, seconds: number) =>
  Object.assign(new ApiError(429, code), { retryAfter: Math.max(1, Math.ceil(seconds)) });
