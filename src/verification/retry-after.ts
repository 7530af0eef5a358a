/**
 * Whole seconds a refusal asks the browser to wait before trying again: the body's `retryAfter`
 * when it carries one, else the `Retry-After` header (seconds, or an HTTP date). Undefined when
 * neither says so.
 */
export function retryAfterOf(response: Response, body?: unknown): number | undefined {
  const fromBody = (body as { retryAfter?: unknown } | undefined)?.retryAfter;
  if (typeof fromBody === 'number' && wholeSeconds(fromBody)) return wholeSeconds(fromBody);
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return undefined;
  return wholeSeconds(
    /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - Date.now()) / 1000,
  );
}

const wholeSeconds = (seconds: number) =>
  Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
