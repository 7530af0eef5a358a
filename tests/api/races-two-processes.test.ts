import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createBusiness, createSignUp } from '../fixtures/forms';
import { DIALECT, nextPhone, pngBytes, SAMPLE_GROUP } from '../helpers/api-app';
import {
  expectBusinessCapHeld,
  expectOneCodePerConcurrentInitiates,
  expectRightCodeVerifiedOnce,
  initiate,
  spread,
  verify,
} from '../helpers/race-cases';
import { codeFor, consentAt, send } from '../helpers/race-http';
import { createPgDatabase, startServer, type ServerProcess } from '../helpers/server-processes';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: whatever keeps a
 * race safe must live in the database, not in one process's memory.
 */

describe.skipIf(DIALECT !== 'postgres')('races across two server processes', () => {
  const MAX = 20;
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await createPgDatabase();
    const env = {
      DATABASE_URL: database.url,
      OTP_DELIVERY: 'dev',
      VERIFICATION_PROVIDER: 'local',
      JWT_SECRET: 'two-process-race-jwt-secret-0123456789abcdef',
      OTP_SECRET: 'two-process-race-otp-secret-0123456789abcdef',
      RATE_LIMIT_VERIFICATION: '10000',
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_UPLOAD: '10000',
      MAX_BUSINESSES_PER_MEMBER: String(MAX),
      LOG_LEVEL: 'warn',
    };
    // One after the other: both migrate and seed the database on start.
    servers.push(await startServer('a', env));
    servers.push(await startServer('b', env));
    [a, b] = servers.map((s) => s.base) as [string, string];
  }, 120_000);

  afterAll(async () => {
    const stopping = servers.map((s) => s.stop());
    await Promise.allSettled(stopping);
    await database?.drop();
    // Surface a stop failure only after the database is gone.
    for (const result of await Promise.allSettled(stopping))
      if (result.status === 'rejected') throw result.reason;
  }, 30_000);

  const both = () => [a, b];

  it('verifies the right code sent 4× (2 to each process) exactly once', () =>
    expectRightCodeVerifiedOnce(both()));

  it('delivers one code in total for 6 concurrent initiates split 3/3', () =>
    expectOneCodePerConcurrentInitiates(both()));

  it('holds the business cap under 8-way creates split across the processes', async () => {
    // A member, signed up through server a; both servers share JWT_SECRET.
    const phone = nextPhone();
    expect((await initiate(a, phone)).status).toBe(200);
    const verified = await verify(a, phone, await codeFor(both(), phone));
    expect(verified.status).toBe(200);
    const { token: proof, userId: uid } = verified.body.response;
    const signup = await send(a, 'POST', '/api/auth/signup', {
      ...createSignUp(SAMPLE_GROUP),
      phone,
      uid,
      token: proof,
      isVerified: true,
      consent: await consentAt(a),
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const png = await pngBytes();
    await expectBusinessCapHeld(both(), MAX, auth, async (i) => {
      const form = new FormData();
      form.append('tempId', `race-${i}`);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const upload = await send(
        spread(both(), i, 8),
        'POST',
        '/api/business/upload-logo',
        form,
        auth,
      );
      if (upload.status !== 200) throw new Error(`upload failed: ${JSON.stringify(upload.body)}`);
      return createBusiness({
        businessLogo: upload.body.data.url,
        businessAddress: [createAddress()],
      });
    });
  });
});
