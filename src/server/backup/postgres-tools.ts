import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

/**
 * pg_dump and pg_restore of the server's own major version (Debian keeps each under
 * /usr/lib/postgresql/<major>/bin; the wrapper on PATH picks the newest installed otherwise).
 */
export async function postgresTool(
  client: pg.Client,
  name: 'pg_dump' | 'pg_restore',
): Promise<string> {
  const { rows } = await client.query<{ v: string }>(
    `select current_setting('server_version_num') as v`,
  );
  const major = Math.floor(Number(rows[0]!.v) / 10_000);
  const own = `/usr/lib/postgresql/${major}/bin/${name}`;
  return existsSync(own) ? own : name;
}

/**
 * The URL without its password, which goes in PGPASSWORD instead: a command line is visible to
 * every local user in `ps`, the environment is not.
 */
export function withoutPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const match = /^(postgres(?:ql)?:\/\/[^:/@?]*):([^@/?]*)@/.exec(url);
  if (!match) return { url, env: {} };
  return {
    url: `${match[1]}@${url.slice(match[0].length)}`,
    env: { PGPASSWORD: decodeURIComponent(match[2]!) },
  };
}

/** Runs a PostgreSQL client tool; a failure names its last line of output. */
export function runTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      signal,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (the PostgreSQL client tools)`)
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const last = errors.trim().split('\n').at(-1) ?? '';
        reject(new Error(`${command.split('/').at(-1)} failed (exit ${code}): ${last}`));
      }
    });
  });
}
