import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../fixtures/forms';
import { rateLimitHitsRepository } from '../../src/server/repositories/rate-limit-hits';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  openDb,
  signUp,
  type TestApp,
} from '../helpers/api-app';

const limits = {
  verification: 100,
  auth: 100,
  phoneCheck: 100,
  upload: 100,
  writes: 2,
  windowMs: 60_000,
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: limits });
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

describe.skipIf(DIALECT !== 'postgres')('limits counted in PostgreSQL', () => {
  it('drops ended windows, keeping the live ones', async () => {
    const s = await createTestApp({ rateLimits: { ...limits, windowMs: 200 } });
    const { db } = openDb(s.config);
    try {
      for (const name of ['a', 'b', 'c'])
        await call(s.app, { method: 'GET', url: `/api/groups/search?name=${name}` });
      const rows = () =>
        db
          .selectFrom('rate_limit_hits' as never)
          .selectAll()
          .execute();
      // One address on one route: one row, counting three.
      expect(await rows()).toEqual([expect.objectContaining({ hits: 3 })]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await call(s.app, { method: 'GET', url: '/api/groups/by-region?region=West' });
      expect(await rateLimitHitsRepository(db).purgeExpired()).toBe(1);
      expect(await rows()).toEqual([expect.objectContaining({ hits: 1 })]);
    } finally {
      await db.destroy();
      await s.close();
    }
  });

  it('refuses with a 503 and logs it when the count cannot be made', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    const s = await createTestApp({}, stream);
    const { db } = openDb(s.config);
    try {
      await sql`drop table rate_limit_hits`.execute(db);
      const res = await call(s.app, { method: 'GET', url: '/api/groups/search?name=a' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'RATE_LIMIT_UNAVAILABLE' });
      expect(logs).toContain('rate limit count failed');
    } finally {
      await db.destroy();
      await s.close();
    }
  });
});
