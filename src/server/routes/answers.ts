import type { JSONSchema } from 'json-schema-to-ts';
import english from '../../../schemas/i18n/en.json' with { type: 'json' };

/** Every code a refusal can carry: each is a catalogue key `errors.<CODE>` (or sign-up's, login's). */
const API_ERROR_CODES = [
  ...new Set(
    Object.keys(english).flatMap((key) => {
      const match = /^errors\.(?:(?:signup|login)\.)?([A-Z][A-Z_]*)$/.exec(key);
      return match ? [match[1]!] : [];
    }),
  ),
].sort();

/**
 * The body of every refusal the API sends (plugins/errors.ts), one shared schema: `ApiError` in
 * the document's components. The phone-verification calls add the SDK's `success` and
 * `response.errorMessage`; a draft the Studio refuses adds its `problems`.
 */
export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: API_ERROR_CODES, examples: ['VALIDATION_ERROR'] },
    message: {
      type: 'string',
      description: "Said in the request's language.",
      examples: ['Please enter a valid Indian mobile number.'],
    },
    fields: {
      type: 'object',
      description: 'A message per field, keyed by JSON pointer.',
      additionalProperties: { type: 'string' },
      examples: [{ '/email': 'Please enter a valid email address.' }],
    },
    retryAfter: { type: 'integer', minimum: 1, description: 'Seconds until trying again.' },
    attemptsLeft: {
      type: 'integer',
      minimum: 0,
      description:
        'OTP_INCORRECT: how many more codes this one-time code takes (0: ask for a new one).',
    },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['file', 'pointer', 'message'],
        properties: {
          file: { type: 'string' },
          pointer: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
          values: { type: 'object', additionalProperties: { type: 'number' } },
        },
      },
    },
    success: { const: false },
    response: {
      type: 'object',
      additionalProperties: false,
      required: ['errorMessage'],
      properties: { errorMessage: { type: 'string' } },
    },
  },
} as const;

/** A refusal, as a route's response schema names it. */
export const refusal = { $ref: 'ApiError#' } as const;

/** What each status of a refusal means, for the document's readers. */
export const REFUSALS = {
  400: 'The request is malformed or a field is invalid (`fields` says which).',
  401: 'No valid session or proof: sign in, or verify the phone, again.',
  403: 'Signed in, but not allowed to do this.',
  404: 'Nothing here for this caller.',
  409: 'It conflicts with what is stored (it exists already, or a limit is reached).',
  413: 'The body or the file is too large.',
  414: 'A path parameter is too long to name anything.',
  415: 'The body is not of a type this route reads.',
  429: 'Too many requests: try again after `retryAfter` seconds.',
  500: 'It failed on our side; nothing was written.',
  503: 'A service it needs is unavailable for now; try again later.',
} as const;

/** The statuses a refusal may have. 4xx ones a route names itself; the framework's are added. */
export type RefusalStatus = keyof typeof REFUSALS;

type Refusals<S extends RefusalStatus> = { [K in S]: typeof refusal };

/**
 * A route's answers: its success body and the refusals its handler makes. The refusals the
 * framework makes for it (a malformed body, a limit, a path that names nothing) are added from the
 * route's own options when it is registered (plugins/route-answers.ts).
 */
export const answers = <const B extends JSONSchema, const S extends RefusalStatus[] = []>(
  body: B,
  ...refusals: S
) =>
  ({
    200: body,
    ...Object.fromEntries(refusals.map((status) => [status, refusal])),
  }) as { 200: B } & Refusals<S[number]>;

/** Text in an answer, and a list of texts: answers carry no limits (old data still goes out). */
export const text = { type: 'string' } as const;
export const texts = { type: 'array', items: text } as const;

/** `{ success: true }`, the answer of a call that has nothing else to say (spread it: a literal). */
export const succeeded = { success: true } as const;

/** The schema of `succeeded`. */
export const done = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { const: true } },
} as const;
