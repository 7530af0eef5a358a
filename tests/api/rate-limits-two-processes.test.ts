import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECT, nextPhone } from '../helpers/api-app';
import { createPgDatabase, startServer, type ServerProcess } from '../helpers/server-processes';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a per-address limit
 * is the number the operator set, not that number per process.
 */
describe.skipIf(DIALECT !== 'postgres')('per-address limits across two server processes', () => {
  const LIMIT = 10;
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
    const env = {
      DATABASE_URL: database.url,
      OTP_DELIVERY: 'dev',
      JWT_SECRET: 'two-process-limit-jwt-secret-0123456789abcdef',
      OTP_SECRET: 'two-process-limit-otp-secret-0123456789abcdef',
      RATE_LIMIT_PHONE_CHECK: String(LIMIT),
      RATE_LIMIT_WRITES: String(LIMIT),
      LOG_LEVEL: 'warn',
    };
    // One after the other: both migrate and seed the database on start.
    servers.push(await startServer('a', env));
    servers.push(await startServer('b', env));
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled(servers.map((s) => s.stop()));
    await database?.drop();
  }, 30_000);

  const get = async (i: number, path: string) => {
    const res = await fetch(`${servers[i % 2]!.base}${path}`);
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
    };
  };

  const tally = (answers: Awaited<ReturnType<typeof get>>[]) => {
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIMIT);
    expect(refused).toHaveLength(answers.length - LIMIT);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    }
  };

  it(`answers ${LIMIT} of 20 phone checks sent one by one, alternating between them`, async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await get(i, `/api/auth/phone/${nextPhone()}`));
    tally(answers);
    // The first refusal comes from the process that had answered only half of the ten.
    expect(answers.findIndex((a) => a.status === 429)).toBe(LIMIT);
  });

  it(`answers ${LIMIT} of 20 group searches sent at once, 10 to each`, async () => {
    tally(
      await Promise.all(Array.from({ length: 20 }, (_, i) => get(i, '/api/groups/search?name=a'))),
    );
  });
});
