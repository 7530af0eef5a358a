import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { connect, migrate, type Connection } from '../db/connect';
import { migrations } from '../db/migrations';
import { readErasures, type ErasureEntry } from '../services/erasure-ledger';
import {
  emptyPostgres,
  postgresFacts,
  postgresRelations,
  sqliteFacts,
  type DatabaseFacts,
} from './database-facts';
import { replayErasures } from './replay-erasures';
import { postgresTool, runTool, withoutPassword } from './postgres-tools';
import { SEALED_MAGIC, SealedDamaged, WrongKey, unseal } from './sealed';
import { DATABASE_FILE, MANIFEST, MANIFEST_SUM, sqliteFile, type Manifest } from './snapshot';
import { DamagedArchive, readArchive, type ExtractedEntry } from './archive';

/** A restore refused before anything was written; the message is the one line shown. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  database: 'sqlite' | 'postgres';
  manifest: Manifest;
  /** The schema after migrating. */
  schema: string | null;
  /** Members erased again because the ledger names them. */
  erased: number;
  ledgerEntries: number;
  ledgerDirs: string[];
  ms: number;
}

/** The archive the file holds, decrypted when it is sealed. */
async function archiveOf(config: Config, file: string) {
  const size = (await stat(file)).size;
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(SEALED_MAGIC.length);
    await handle.read(start, 0, start.length, 0);
    if (!start.equals(SEALED_MAGIC))
      return createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>;
    if (!config.backup.key)
      throw new RestoreRefused(`${file} is encrypted: set BACKUP_KEY to the key it was made with`);
    try {
      return await unseal(handle, file, size, config.backup.key);
    } catch (error) {
      if (error instanceof WrongKey)
        throw new RestoreRefused(
          `${file} was encrypted with another key: BACKUP_KEY does not open it`,
        );
      throw error;
    }
  } finally {
    await handle.close();
  }
}

/** The manifest, once every entry is checked against it and it against its own checksum. */
function checkedManifest(entries: ExtractedEntry[]): Manifest {
  const damaged = (why: string) => new DamagedArchive(why);
  const [first, ...rest] = entries;
  const sum = rest.pop();
  if (first?.name !== MANIFEST || sum?.name !== MANIFEST_SUM)
    throw damaged('its manifest is missing');
  const expected = `${createHash('sha256').update(first.bytes!).digest('hex')}  ${MANIFEST}\n`;
  if (sum.bytes!.toString('utf8') !== expected)
    throw damaged('its manifest does not match its checksum');
  const manifest = JSON.parse(first.bytes!.toString('utf8')) as Manifest;
  if (manifest.format !== 'members-network backup' || manifest.version !== 1)
    throw damaged('its manifest is of an unknown format');
  if (
    rest.length !== manifest.files.length ||
    manifest.files.some(
      (f, i) =>
        rest[i]?.name !== f.name || rest[i]?.size !== f.bytes || rest[i]?.sha256 !== f.sha256,
    )
  )
    throw damaged('a file in it does not match the manifest checksum');
  return manifest;
}

function sameTables(loaded: DatabaseFacts, manifest: Manifest) {
  for (const [table, rows] of Object.entries(manifest.tables))
    if (loaded.tables[table] !== rows)
      throw new Error(
        `the loaded database has ${loaded.tables[table] ?? 'no'} rows in ${table}, the manifest ${rows}`,
      );
}

/** The ledgers of BACKUP_DIR and of the snapshot's own folder, if that is another. */
async function ledger(config: Config, file: string, manifest: Manifest) {
  const dirs = [...new Set([resolve(config.backup.dir), dirname(resolve(file))])];
  const read = await Promise.all(dirs.map((dir) => readErasures(dir)));
  const longest = Math.max(...read.map((entries) => entries.length));
  if (longest < manifest.erasuresInLedger)
    throw new RestoreRefused(
      `the erasure ledger (erasures.jsonl in ${dirs.join(' or ')}) has ${longest} entries, but had ${manifest.erasuresInLedger} when this snapshot was taken: put the ledger back beside the snapshots first, or erased members would return`,
    );
  const entries: ErasureEntry[] = read.flat();
  return { dirs: dirs.filter((_, i) => read[i]!.length > 0), entries };
}

/**
 * Restores a snapshot into the empty DATA_DIR or database the config names: checks the file whole
 * (archive, checksums, and the GCM tag when encrypted), loads it, checks its row counts against
 * the manifest, migrates it to the current schema and erases again every member the erasure
 * ledger names. A SQLite restore is put in place only when all of that is done.
 */
export async function restoreBackup(config: Config, file: string): Promise<RestoreResult> {
  const started = Date.now();
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist`);
  const database = config.databaseUrl ? 'postgres' : 'sqlite';
  const target = sqliteFile(config);
  let admin: pg.Client | undefined;
  if (database === 'sqlite') {
    if (existsSync(target) || existsSync(`${target}-wal`))
      throw new RestoreRefused(
        `DATA_DIR (${config.dataDir}) already holds a database: restore into an empty DATA_DIR`,
      );
    await mkdir(config.dataDir, { recursive: true });
  } else {
    admin = new pg.Client({ connectionString: config.databaseUrl });
    await admin.connect();
  }
  const work = await mkdtemp(
    database === 'sqlite' ? join(config.dataDir, '.restore-') : join(tmpdir(), 'members-restore-'),
  );
  let loaded = false;
  let connection: Connection | undefined;
  try {
    if (admin && (await postgresRelations(admin)) > 0)
      throw new RestoreRefused(
        `the database DATABASE_URL names is not empty: restore into a new, empty database`,
      );
    let manifest: Manifest;
    try {
      const archive = await archiveOf(config, file);
      manifest = checkedManifest(
        await readArchive(archive, work, (name) => name === MANIFEST || name === MANIFEST_SUM),
      );
    } catch (error) {
      if (error instanceof DamagedArchive || error instanceof SealedDamaged)
        throw new RestoreRefused(`${file} is damaged: ${error.message}`);
      throw error;
    }
    if (manifest.database !== database)
      throw new RestoreRefused(
        `${file} is a ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} snapshot: restore it with ${manifest.database === 'sqlite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}`,
      );
    if (manifest.schema && !(manifest.schema in migrations(database)))
      throw new RestoreRefused(
        `${file} comes from a newer version of the app (schema ${manifest.schema}): upgrade the app first`,
      );
    const { dirs, entries } = await ledger(config, file, manifest);
    const dbFile = join(work, DATABASE_FILE[database]);

    loaded = true;
    if (database === 'sqlite') {
      const copy = new SqliteDatabase(dbFile, { fileMustExist: true });
      try {
        sameTables(sqliteFacts(copy), manifest);
      } finally {
        copy.close();
      }
      connection = connect({ dataDir: work, file: dbFile });
    } else {
      const { url, env } = withoutPassword(config.databaseUrl!);
      await runTool(
        await postgresTool(admin!, 'pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          '--dbname',
          url,
          dbFile,
        ],
        env,
      );
      sameTables(await postgresFacts(admin!), manifest);
      connection = connect({ databaseUrl: config.databaseUrl, dataDir: work });
    }
    await migrate(connection);
    const erased = await replayErasures(connection.db, entries);
    await connection.db.destroy();
    connection = undefined;
    if (database === 'sqlite') {
      // link() refuses to replace a database that appeared meanwhile.
      await link(dbFile, target);
      const dir = await open(config.dataDir, 'r');
      await dir.sync().finally(() => dir.close());
    }
    return {
      database,
      manifest,
      schema: Object.keys(migrations(database)).sort().at(-1) ?? null,
      erased,
      ledgerEntries: entries.length,
      ledgerDirs: dirs,
      ms: Date.now() - started,
    };
  } catch (error) {
    if (!loaded || error instanceof RestoreRefused) throw error;
    // Loaded, then failed: a PostgreSQL target goes back to empty; a SQLite one never got the file.
    const emptied = admin
      ? await emptyPostgres(admin).then(
          () => true,
          () => false,
        )
      : true;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `${message}${emptied ? '' : ': the database holds part of a restore; drop and create it again'}`,
      { cause: error },
    );
  } finally {
    await connection?.db.destroy().catch(() => {});
    await admin?.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}
