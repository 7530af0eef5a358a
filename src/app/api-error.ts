import { HTTPError } from 'ky';
import { retryAfterOf } from '@/verification/retry-after';

/**
 * The message to show for a failed call: the catalogue's text for the server's code, else the
 * server's own message, else the fallback (§8).
 */
export async function errorMessage(
  error: unknown,
  catalogue: Record<string, string>,
  fallback: string,
): Promise<string> {
  if (!(error instanceof HTTPError)) return fallback;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string; message?: string } | undefined;
  if (body?.code && catalogue[body.code]) {
    // VALIDATION_ERROR (sign-up): the server message, or the catalogue's.
    return body.code === 'VALIDATION_ERROR'
      ? (body.message ?? catalogue[body.code]!)
      : catalogue[body.code]!;
  }
  return body?.message ?? fallback;
}

export async function errorCode(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string } | undefined;
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
