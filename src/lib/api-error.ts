import { HTTPError } from 'ky';
import type { ApiError } from '@/shared/api/answers';
import type { TextKey } from '@/shared/i18n/format';
import type { RefusalTexts } from '@/i18n/refusals';
import { retryAfterOf } from '@/verification/retry-after';

/**
 * The message to show for a failed call: the screen's own words for the server's code (sign-up's
 * or login's), else the server's message, which it words from the catalogue in the language the
 * page asked in, else the fallback.
 */
export async function errorMessage(
  error: unknown,
  fallback: string,
  catalogue?: RefusalTexts,
): Promise<string> {
  if (!(error instanceof HTTPError)) return fallback;
  // Any JSON may come back (a proxy's, say), so nothing in a refusal's body is certain.
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as Partial<ApiError> | undefined;
  const worded = body?.code ? catalogue?.(body.code) : undefined;
  if (worded !== undefined) {
    // VALIDATION_ERROR says which field is wrong: the server's message, or the catalogue's.
    return body?.code === 'VALIDATION_ERROR' ? (body.message ?? worded) : worded;
  }
  return body?.message ?? fallback;
}

export async function errorCode(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as Partial<ApiError> | undefined;
  return body?.code;
}

/** The seconds a refusal for now (429) asks to wait before trying again, if it names them. */
export async function retryAfterSeconds(error: unknown): Promise<number | undefined> {
  if (!(error instanceof HTTPError) || error.response.status !== 429) return undefined;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => undefined);
  return retryAfterOf(error.response, body);
}

/** Where a member can go from a refusal: a link under its message. */
export interface NextStep {
  to: string;
  /** The link's text, read in the page's language when it shows. */
  text: TextKey;
  /** Carried to the next screen (the phone, so it need not be typed again). */
  state?: unknown;
}

/**
 * Sign-up or login refused after the code was right: the catalogue's message for the member, and
 * the way on. The OTP step shows it in place of "OTP incorrect", which would not be true.
 */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly next?: NextStep,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A failed sign-up or login call as a refusal: its catalogue message and, by code, the way on. */
export async function refusalOf(
  error: unknown,
  catalogue: RefusalTexts,
  fallback: string,
  nextByCode: Record<string, NextStep> = {},
): Promise<Refusal> {
  const code = await errorCode(error);
  return new Refusal(
    await errorMessage(error, fallback, catalogue),
    code ? nextByCode[code] : undefined,
  );
}
