import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../fixtures/forms';
import { bearer, call, createTestApp, signUp, type TestApp } from '../helpers/api-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      verification: 100,
      auth: 100,
      phoneCheck: 100,
      upload: 100,
      writes: 2,
      windowMs: 60_000,
    },
  });
  token = (await signUp(t.app)).token;
});
afterAll(() => t.close());

describe('per-address limits on searches and writes', () => {
  it.each([
    ['group search', { method: 'GET', url: '/api/groups/search?name=a' }],
    ['groups by region', { method: 'GET', url: '/api/groups/by-region?region=West' }],
    ['business create', { method: 'POST', url: '/api/business', payload: createBusiness() }],
    ['profile update', { method: 'POST', url: '/api/profile/update', payload: { firstName: 'A' } }],
  ])('limits %s, answering 429 with the wait', async (_name, request) => {
    const send = () => call(t.app, { ...request, headers: bearer(token) } as never);
    await send();
    await send();
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });
});
