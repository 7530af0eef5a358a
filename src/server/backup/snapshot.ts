import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { readErasures } from '../services/erasure-ledger';
import { postgresFacts, sqliteFacts, type DatabaseFacts } from './database-facts';
import { postgresTool, runTool, withoutPassword } from './postgres-tools';
import { seal } from './sealed';
import { PARTIAL_PREFIX, pruneSnapshots, snapshotName } from './snapshot-files';
import { writeArchive } from './archive';

/** What `manifest.json`, the archive's first entry, says; `manifest.sha256`, its last, checks it. */
export interface Manifest extends DatabaseFacts {
  format: 'members-network backup';
  version: 1;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  logos: string;
  /** Entries in the erasure ledger when the snapshot was taken: a restore needs at least these. */
  erasuresInLedger: number;
  files: { name: string; bytes: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';
export const MANIFEST_SUM = 'manifest.sha256';
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
const LOGOS_NOTE =
  "Logos are rows of the database's logos table, so the database file holds every logo.";

export interface BackupResult {
  file: string;
  bytes: number;
  encrypted: boolean;
  manifest: Manifest;
  ms: number;
  /** Older snapshots deleted to keep BACKUP_KEEP. */
  pruned: string[];
}

export const sqliteFile = (config: Pick<Config, 'dataDir'>) =>
  join(config.dataDir, 'members.sqlite');

/** Pages copied per step, so a server taking its own snapshot keeps answering between steps. */
const PAGES_PER_STEP = 4096;

/**
 * SQLite's online backup API, from a connection of its own. A write by any other connection
 * restarts the copy; after one restart the rest is copied in a single step, which a stream of
 * writes cannot interrupt (WAL lets them go on meanwhile).
 */
async function sqliteSnapshot(config: Config, target: string, signal?: AbortSignal) {
  const path = sqliteFile(config);
  if (!existsSync(path)) throw new Error(`there is no database at ${path} (DATA_DIR)`);
  const source = new SqliteDatabase(path, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    let pages = PAGES_PER_STEP;
    let remaining = Infinity;
    await source.backup(target, {
      progress({ remainingPages }) {
        signal?.throwIfAborted();
        if (remainingPages > remaining) pages = 0x7fffffff;
        remaining = remainingPages;
        return pages;
      },
    });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    // One self-contained file: no -wal beside it to carry.
    copy.pragma('journal_mode = DELETE');
    return sqliteFacts(copy);
  } finally {
    copy.close();
  }
}

/**
 * pg_dump (custom format) inside a repeatable-read transaction whose snapshot it shares, so the
 * counts in the manifest are those of the dump itself.
 */
async function postgresSnapshot(config: Config, target: string, signal?: AbortSignal) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const facts = await postgresFacts(client);
    const { url, env } = withoutPassword(config.databaseUrl!);
    await runTool(
      await postgresTool(client, 'pg_dump'),
      ['--format=custom', `--snapshot=${rows[0]!.id}`, '--file', target, '--dbname', url],
      env,
      signal,
    );
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk);
  return hash.digest('hex');
}

async function syncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A consistent snapshot of the database the server uses (DATA_DIR's SQLite file or DATABASE_URL),
 * taken while it runs, into BACKUP_DIR as one file: a tar of the manifest and the database,
 * encrypted when BACKUP_KEY is set. Then keeps the BACKUP_KEEP newest.
 */
export async function takeBackup(
  config: Config,
  options: { signal?: AbortSignal; now?: () => number } = {},
): Promise<BackupResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const dir = config.backup.dir;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(dir, PARTIAL_PREFIX));
  try {
    const database = config.databaseUrl ? 'postgres' : 'sqlite';
    const dbFile = join(work, DATABASE_FILE[database]);
    const facts =
      database === 'postgres'
        ? await postgresSnapshot(config, dbFile, options.signal)
        : await sqliteSnapshot(config, dbFile, options.signal);
    const erasures = await readErasures(dir);
    const bytes = (await stat(dbFile)).size;
    const manifest: Manifest = {
      format: 'members-network backup',
      version: 1,
      createdAt: new Date(started).toISOString(),
      database,
      ...facts,
      logos: LOGOS_NOTE,
      erasuresInLedger: erasures.length,
      files: [{ name: DATABASE_FILE[database], bytes, sha256: await sha256File(dbFile) }],
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
    const manifestSum = Buffer.from(
      `${createHash('sha256').update(manifestBytes).digest('hex')}  ${MANIFEST}\n`,
    );
    const archive = writeArchive(
      [
        { name: MANIFEST, bytes: manifestBytes, size: manifestBytes.length },
        { name: DATABASE_FILE[database], path: dbFile, size: bytes },
        { name: MANIFEST_SUM, bytes: manifestSum, size: manifestSum.length },
      ],
      started,
    );
    const encrypted = Boolean(config.backup.key);
    const partial = join(work, 'snapshot');
    await pipeline(
      Readable.from(encrypted ? seal(archive, config.backup.key!) : archive),
      (await open(partial, 'wx', 0o600)).createWriteStream(),
      { signal: options.signal },
    );
    await syncPath(partial);
    let name = snapshotName(started, encrypted);
    // link() never replaces: two snapshots in the same millisecond keep both.
    for (let attempt = 1; ; attempt++) {
      try {
        await link(partial, join(dir, name));
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 5) throw error;
        name = snapshotName(started + attempt, encrypted);
      }
    }
    await syncPath(dir);
    const file = join(dir, name);
    const written = (await stat(file)).size;
    await rm(work, { recursive: true, force: true });
    const pruned = await pruneSnapshots(dir, config.backup.keep, now());
    return { file, bytes: written, encrypted, manifest, ms: now() - started, pruned };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
