import { expect } from 'vitest';
import { national, nextPhone } from './api-app';
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
} from './race-http';

/**
 * The races that must hold however many server processes share the database. Each takes the
 * servers' base URLs, so one server and two processes behind a load balancer run the same bodies.
 */

/** The server for the i-th of n racing requests: the servers in equal shares, in order. */
export const spread = (bases: string[], i: number, n: number) =>
  bases[Math.floor((i * bases.length) / n)]!;

export const warmAll = (bases: string[]) => Promise.all(bases.map((base) => warm(base)));

export const initiate = (base: string, phone: string) =>
  send(base, 'POST', '/api/verification/initiate', national(phone));

export const verify = (base: string, phone: string, otp: string) =>
  send(base, 'POST', '/api/verification/verify', { ...national(phone), otp });

/** The right code, sent 4× at once across the servers, verifies exactly once. */
export async function expectRightCodeVerifiedOnce(bases: string[]) {
  const rounds = await repeat(ROUNDS, async () => {
    const phone = nextPhone();
    expect((await initiate(bases[0]!, phone)).status).toBe(200);
    // Read from every outbox: whichever process sent it keeps it.
    const code = await codeFor(bases, phone);
    await warmAll(bases);
    return Promise.all([0, 1, 2, 3].map((i) => verify(spread(bases, i, 4), phone, code)));
  });

  expectSane(rounds.flat(), tallies(rounds));
  const verified = rounds.map((r) => count(r, 200));
  expect(verified, `verified per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
  expect(
    rounds.map((r) => r.filter(isRefusal).length),
    tallies(rounds),
  ).toEqual(every(rounds, 3));
}

/** 6 initiates of one phone at once, across the servers, deliver one code in total. */
export async function expectOneCodePerConcurrentInitiates(bases: string[]) {
  const phones: string[] = [];
  const rounds = await repeat(ROUNDS, async () => {
    const phone = nextPhone();
    phones.push(phone);
    await warmAll(bases);
    return Promise.all([0, 1, 2, 3, 4, 5].map((i) => initiate(spread(bases, i, 6), phone)));
  });

  expectSane(rounds.flat(), tallies(rounds));
  const sent = rounds.map((r) => count(r, 200));
  expect(sent, `codes sent per round: ${tallies(rounds)}`).toEqual(every(rounds, 1));
  expect(
    rounds.map((r) => count(r, 429, 'OTP_RESEND_TOO_SOON')),
    tallies(rounds),
  ).toEqual(every(rounds, 5));
  const delivered = await Promise.all(phones.map(async (p) => (await sentTo(bases, p)).length));
  expect(delivered, 'messages per phone in all outboxes together').toEqual(every(phones, 1));
}

/**
 * Creates in batches of 8 across the servers until 8 are refused: exactly `max` are made and
 * every refusal is 409 BUSINESS_LIMIT. `body(i)` makes the i-th create's document, upload included.
 */
export async function expectBusinessCapHeld(
  bases: string[],
  max: number,
  auth: Record<string, string>,
  body: (i: number) => Promise<unknown>,
) {
  const answers: Answer[] = [];
  let refused = 0;
  for (let batch = 0; refused < 8 && batch < Math.ceil(max / 8) + 4; batch++) {
    // All of a batch's uploads are made before the batch is fired.
    const bodies: unknown[] = [];
    for (let i = 0; i < 8; i++) bodies.push(await body(i));
    await warmAll(bases);
    const round = await Promise.all(
      bodies.map((doc, i) => send(spread(bases, i, 8), 'POST', '/api/business', doc, auth)),
    );
    answers.push(...round);
    refused += round.filter((a) => a.status !== 200).length;
  }

  expectSane(answers);
  // Listed by the last server: what any process made, every process sees.
  const list = await send(bases.at(-1)!, 'GET', '/api/business/', undefined, auth);
  expect(list.status).toBe(200);
  expect(list.body.length, `businesses listed; creates: ${tally(answers)}`).toBe(max);
  expect(count(answers, 200), tally(answers)).toBe(max);
  const refusals = answers.filter((a) => a.status !== 200);
  expect(refusals.map((a) => `${a.status} ${a.body?.code}`)).toEqual(
    every(refusals, '409 BUSINESS_LIMIT'),
  );
}
