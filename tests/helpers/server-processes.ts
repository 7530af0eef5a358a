import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** A superuser connection on the local socket, as tests/helpers/api-app.ts uses. */
const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database; `drop` removes it even with connections still open. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `race_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin((c) => c.query(`create database ${name}`));
  return {
    url: PG_ADMIN_URL.replace('/postgres?', `/${name}?`),
    drop: () =>
      admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  base: string;
  pid: number | undefined;
  /** The last 20 kB the process wrote, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; removes its data directory. Safe to call twice. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node --import tsx src/server/server.ts` (what `npm run serve` runs) on a free loopback port,
 * with its own DATA_DIR, once `GET /api/health` answers 200.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `members-race-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If the test worker dies first, do not leave the server behind.
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server ${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server ${name} not healthy after ${timeoutMs} ms:\n${output}`);
    }
    await sleep(150);
  }
  return { name, base, pid: child.pid, output: () => output, stop };
}
