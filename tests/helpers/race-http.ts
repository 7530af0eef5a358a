import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** One HTTP answer: the status and the parsed JSON body (or the raw text). */
export interface Answer {
  status: number;
  body: any;
}

export interface OutboxMessage {
  to: string;
  code: string;
  channel: string;
  sentAt: string;
}

/** Puts a test app on a real loopback port, so requests really run side by side. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A real HTTP request with global fetch: JSON in (or a FormData), JSON out. */
export async function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** `n` requests started together, before any of them is awaited. */
export const atOnce = <T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

/**
 * Opens the server's database connections before a race (PostgreSQL's pool opens them lazily), so
 * the racing requests are not lined up behind connection setup.
 */
export async function warm(base: string, connections = 12): Promise<void> {
  const answers = await atOnce(connections, () => send(base, 'GET', '/api/health'));
  const failed = answers.filter((a) => a.status !== 200);
  if (failed.length) throw new Error(`health check failed at ${base}: ${tally(failed)}`);
}

/** Races are won or lost on timing: `n` rounds, one after the other, each judged on its own. */
/** A race is won or lost on timing: the cheap ones run ROUNDS times and every round must hold. */
export const ROUNDS = 4;

/** The same expected value once per round (or per item), for one `toEqual` over all rounds. */
export const every = <T>(items: unknown[], value: T) => items.map(() => value);

export async function repeat<T>(n: number, round: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < n; i++) results.push(await round(i));
  return results;
}

/** "200×1, 429 OTP_RESEND_TOO_SOON×5": what a race answered, for assertion messages. */
export function tally(answers: Answer[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status >= 400 ? `${a.status} ${a.body?.code ?? '(no code)'}` : `${a.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}×${n}`)
    .join(', ');
}

/** How many answers had this status (and this code, when given). */
export const count = (answers: Answer[], status: number, code?: string) =>
  answers.filter((a) => a.status === status && (code === undefined || a.body?.code === code))
    .length;

/** Per-round tallies, "200×1, 400 OTP_EXPIRED×3 | 200×2, …", for assertion messages. */
export const tallies = (rounds: Answer[][]) => rounds.map(tally).join(' | ');

export const isRefusal = (a: Answer) => a.status >= 400 && a.status < 500;

/** Every answer in a race: never a 5xx, and every 4xx carries a string `code`. */
export function expectSane(answers: Answer[], summary = tally(answers)): void {
  const bad = answers.filter(
    (a) => a.status >= 500 || (a.status >= 400 && typeof a.body?.code !== 'string'),
  );
  expect(
    bad.map((a) => ({ status: a.status, body: a.body })),
    `no 5xx and a string code on every 4xx; answers: ${summary}`,
  ).toEqual([]);
}

/** The consent sign-up and the wizard carry: the server's current privacy notice, 18 or older. */
export async function consentAt(base: string): Promise<{ notice: string; adult: true }> {
  const res = await send(base, 'GET', '/api/privacy/notice?lang=en');
  if (res.status !== 200) throw new Error(`notice unavailable at ${base}: ${res.status}`);
  return { notice: res.body.version as string, adult: true };
}

/** The dev delivery's outbox of one server, newest first. */
export async function outbox(base: string): Promise<OutboxMessage[]> {
  const res = await send(base, 'GET', '/api/dev/outbox');
  if (res.status !== 200 || !Array.isArray(res.body))
    throw new Error(`outbox unavailable at ${base}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as OutboxMessage[];
}

/** Every message sent to a phone (digits with the country code), across the servers given. */
export async function sentTo(bases: string[], phone: string): Promise<OutboxMessage[]> {
  const boxes = await Promise.all(bases.map(outbox));
  return boxes.flat().filter((m) => m.to === `+${phone}`);
}

/** The newest code sent to a phone by any of the servers given. */
export async function codeFor(bases: string[], phone: string): Promise<string> {
  const sent = await sentTo(bases, phone);
  sent.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  if (!sent[0]) throw new Error(`no code sent to ${phone}`);
  return sent[0].code;
}
