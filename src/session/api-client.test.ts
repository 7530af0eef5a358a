import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createTokenStore } from './token-store';

describe('the API client', () => {
  it("names the page's language as it is when each request leaves", async () => {
    const asked: Array<string | null> = [];
    const answering: typeof fetch = async (input) => {
      asked.push((input as Request).headers.get('accept-language'));
      return Response.json({});
    };
    let language = 'en';
    const api = createApiClient({
      store: createTokenStore(window.localStorage, window.sessionStorage),
      onSessionEnd: () => {},
      prefixUrl: 'http://localhost/api',
      fetch: answering,
      language: () => language,
    });
    await api.get('v2/config').json();
    language = 'hi';
    await api.get('v2/config').json();
    expect(asked).toEqual(['en', 'hi']);
  });
});
