// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createStudioApi } from './studio-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client against a server that answers each path as given (404 elsewhere). */
function clientOf(answers: Record<string, () => Response>) {
  const onSignedOut = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return (answers[path] ?? (() => json(404, { code: 'NOT_FOUND' })))();
  });
  const api = createStudioApi({
    token: () => 'staff-token',
    onSignedOut,
    prefixUrl: 'http://studio.test/api/studio',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { api, onSignedOut };
}

describe("the Studio's client and the end of a session", () => {
  it('keeps the session when a 404 is about the thing asked for: the person is still on staff', async () => {
    const { api, onSignedOut } = clientOf({
      '/api/studio/me': () =>
        json(200, { phone: '+919811000001', role: 'viewer', areas: ['members'] }),
    });
    await expect(api.member('0198f0f0-0000-7000-8000-000000000000', 'en')).rejects.toThrow();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('ends the session when the person is refused too: removed from the staff', async () => {
    const { api, onSignedOut } = clientOf({});
    await expect(api.members({})).rejects.toThrow();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('ends the session on a token that ran out, without asking again', async () => {
    const { api, onSignedOut } = clientOf({ '/api/studio/staff': () => json(401, {}) });
    await expect(api.staff()).rejects.toThrow();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});
