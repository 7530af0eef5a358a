import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { createAddress, createBusiness, createSignUp } from '../fixtures/forms';
import { onCleanup } from './cleanup';

const SERVER = resolve(import.meta.dirname, 'bench-server.ts');

/**
 * Starts tests/benchmarks/bench-server.ts in its own process and waits until it listens; it is
 * stopped at the end of the run if the bench has not stopped it.
 */
export async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(SERVER, [], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  onCleanup(() => stop(child));
  await new Promise<void>((ready, fail) => {
    child.once('message', () => ready());
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

export const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill(signal);
  });

/**
 * A PostgreSQL database of this run's own (`bench_<pid>`), dropped at the end of the run; its URL,
 * or undefined when the server cannot be reached with `admin`.
 */
export async function benchDatabase(admin: string): Promise<string | undefined> {
  const name = `bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: admin });
    await dropper.connect();
    // A server killed mid-run may leave its connections for PostgreSQL to notice: force them out.
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return admin.replace('/postgres?', `/${name}?`);
}

/** An answer other than 2xx: the server refused the request (a dead server throws a TypeError). */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function json(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = await res.json();
  if (!res.ok) throw new Refused(res.status, `${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

let seq = 0;
/** A member signed up through the API (dev outbox for the code), with a logo URL of theirs. */
export async function member(base: string) {
  seq += 1;
  const phone = `9197${String(process.pid).padStart(5, '0').slice(-5)}${String(seq).padStart(3, '0')}`;
  const national = { channel: 'PHONE', phone: phone.slice(2), countryCode: '+91' };
  await json(base, '/api/verification/initiate', {
    method: 'POST',
    body: JSON.stringify(national),
  });
  const outbox = (await json(base, '/api/dev/outbox')) as Array<{ to: string; code: string }>;
  const code = outbox.find((m) => m.to === `+${phone}`)!.code;
  const { response } = await json(base, '/api/verification/verify', {
    method: 'POST',
    body: JSON.stringify({ ...national, otp: code }),
  });
  const notice = await json(base, '/api/privacy/notice?lang=en');
  const auth = await json(base, '/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({
      ...createSignUp({ groupNumber: '101', groupName: 'Sample Pune Central', region: 'West' }),
      phone,
      uid: response.userId,
      token: response.token,
      consent: { notice: notice.version, adult: true },
    }),
  });
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'navy' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const upload = await (
    await fetch(`${base}/api/business/upload-logo`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${auth.token}` },
    })
  ).json();
  const headers = { authorization: `Bearer ${auth.token}` };
  const business = (name: string) =>
    JSON.stringify(
      createBusiness({
        businessName: name,
        businessLogo: upload.data.url,
        businessAddress: [createAddress()],
      }),
    );
  return {
    tokens: auth as { token: string; rToken: string; userId: string },
    headers,
    business,
    addBusiness: (name: string) =>
      json(base, '/api/business', { method: 'POST', headers, body: business(name) }),
    listBusinesses: () =>
      json(base, '/api/business/', { headers }) as Promise<Array<{ businessName: string }>>,
  };
}
