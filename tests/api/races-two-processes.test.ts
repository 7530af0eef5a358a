import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createBusiness, createSignUp } from '../fixtures/forms';
import { DIALECT, national, nextPhone, pngBytes, SAMPLE_GROUP } from '../helpers/api-app';
import {
  codeFor,
  count,
  every,
  expectSane,
  isRefusal,
  repeat,
  ROUNDS,
  send,
  sentTo,
  tallies,
  tally,
  warm,
  type Answer,
} from '../helpers/race-http';
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
  const warmBoth = () => Promise.all(both().map((base) => warm(base)));
  /** The i-th of n requests goes to server a for the first half, b for the rest. */
  const split = (i: number, n: number) => (i < n / 2 ? a : b);
  const initiate = (base: string, phone: string) =>
    send(base, 'POST', '/api/verification/initiate', national(phone));
  const verify = (base: string, phone: string, otp: string) =>
    send(base, 'POST', '/api/verification/verify', { ...national(phone), otp });

  it('verifies the right code sent 4× (2 to each process) exactly once', async () => {
    const rounds = await repeat(ROUNDS, async () => {
      const phone = nextPhone();
      expect((await initiate(a, phone)).status).toBe(200);
      // Read from both outboxes: whichever process sent it keeps it.
      const code = await codeFor(both(), phone);
      await warmBoth();
      return Promise.all([0, 1, 2, 3].map((i) => verify(split(i, 4), phone, code)));
    });

    expectSane(rounds.flat(), tallies(rounds));
    const verified = rounds.map((r) => count(r, 200));
    expect(verified, `verified per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
    expect(
      rounds.map((r) => r.filter(isRefusal).length),
      tallies(rounds),
    ).toEqual(every(rounds, 3));
  });

  it('delivers one code in total for 6 concurrent initiates split 3/3', async () => {
    const phones: string[] = [];
    const rounds = await repeat(ROUNDS, async () => {
      const phone = nextPhone();
      phones.push(phone);
      await warmBoth();
      return Promise.all([0, 1, 2, 3, 4, 5].map((i) => initiate(split(i, 6), phone)));
    });

    expectSane(rounds.flat(), tallies(rounds));
    const sent = rounds.map((r) => count(r, 200));
    expect(sent, `codes sent per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
    expect(
      rounds.map((r) => count(r, 429, 'OTP_RESEND_TOO_SOON')),
      tallies(rounds),
    ).toEqual(every(rounds, 5));
    const delivered = await Promise.all(phones.map(async (p) => (await sentTo(both(), p)).length));
    expect(delivered, 'messages per phone in both outboxes together').toEqual(every(phones, 1));
  });

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
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const auth = { authorization: `Bearer ${signup.body.token}` };
    const png = await pngBytes();
    const body = async (i: number) => {
      const form = new FormData();
      form.append('tempId', `race-${i}`);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const upload = await send(split(i, 8), 'POST', '/api/business/upload-logo', form, auth);
      if (upload.status !== 200) throw new Error(`upload failed: ${JSON.stringify(upload.body)}`);
      return createBusiness({
        businessLogo: upload.body.data.url,
        businessAddress: [createAddress()],
      });
    };

    const answers: Answer[] = [];
    let refused = 0;
    for (let batch = 0; refused < 8 && batch < Math.ceil(MAX / 8) + 4; batch++) {
      const bodies = [];
      for (let i = 0; i < 8; i++) bodies.push(await body(i));
      await warmBoth();
      const round = await Promise.all(
        bodies.map((doc, i) => send(split(i, 8), 'POST', '/api/business', doc, auth)),
      );
      answers.push(...round);
      refused += round.filter((r) => r.status !== 200).length;
    }

    expectSane(answers);
    const list = await send(b, 'GET', '/api/business/', undefined, auth);
    expect(list.status).toBe(200);
    expect(list.body.length, `businesses listed; creates: ${tally(answers)}`).toBe(MAX);
    expect(count(answers, 200), tally(answers)).toBe(MAX);
    const refusals = answers.filter((r) => r.status !== 200);
    expect(refusals.map((r) => `${r.status} ${r.body?.code}`)).toEqual(
      every(refusals, '409 BUSINESS_LIMIT'),
    );
  });
});
