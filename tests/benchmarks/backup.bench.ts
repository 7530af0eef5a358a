/**
 * `npm run bench:backup`: backup and restore at 100,000 members (300,000 businesses, and 10,000
 * logos of 8 kB, random bytes as compressed images are) on SQLite and PostgreSQL. Prints our
 * backup (plain and encrypted) and our restore (encrypted: decrypt, check, load, migrate, replay
 * the ledger) beside a peer without our container: `sqlite3 .backup` and `.restore` for SQLite,
 * plain `pg_dump -Fc` and `pg_restore` for PostgreSQL, and the ratio. Asserts only that the
 * restore brings every member back.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../../src/server/backup/restore';
import { takeBackup } from '../../src/server/backup/snapshot';
import { loadConfig, type Config } from '../../src/server/config';
import { connect, migrate } from '../../src/server/db/connect';
import { newId } from '../../src/server/crypto';
import { appendErasure } from '../../src/server/services/erasure-ledger';
import { memberPseudonym } from '../../src/server/services/erasure';
import { benchDatabase } from './bench-client';
import { finish, onCleanup, tempDir } from './cleanup';
import { seedMembers } from './staff-seed';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const LOGOS = Math.round(MEMBERS / 10);
const ADMIN =
  process.env.TEST_PG_ADMIN_URL ?? 'postgresql://root@/postgres?host=/var/run/postgresql';
const KEY = 'bench key: a phrase the office keeps apart';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function emptyDatabase(suffix: string): Promise<string> {
  const name = `bench_${process.pid}_${suffix}`;
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: ADMIN });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  return ADMIN.replace('/postgres?', `/${name}?`);
}

async function seed(config: Config) {
  const connection = connect(config);
  await migrate(connection);
  await seedMembers(connection.db, MEMBERS, (done) => {
    if (done % 20_000 === 0) process.stdout.write(`  seeded ${done} members\r`);
  });
  const owners = await connection.db.selectFrom('users').select('id').limit(LOGOS).execute();
  for (let from = 0; from < owners.length; from += 500)
    await connection.db
      .insertInto('logos')
      .values(
        owners.slice(from, from + 500).map(({ id }) => ({
          id: newId(),
          upload_key: newId(),
          owner_id: id,
          content: randomBytes(8192),
          attached: 1,
          created_at: '2026-11-01T00:00:00.000Z',
        })),
      )
      .execute();
  // One erased member in the ledger, so the restore replays it.
  await appendErasure(config.backup.dir, {
    pseudonym: memberPseudonym(owners[0]!.id),
    erasedAt: '2026-11-20T00:00:00.000Z',
  });
  await connection.db.destroy();
  console.log(`  seeded ${MEMBERS} members, ${MEMBERS * 3} businesses, ${LOGOS} logos`);
}

function line(what: string, ours: number, peer: number, peerName: string, size: string) {
  console.log(
    `${what.padEnd(34)} ${seconds(ours).padStart(9)}   ${peerName.padEnd(26)} ${seconds(peer).padStart(9)}   ×${(ours / peer).toFixed(2)}   ${size}`,
  );
}

async function sqlite() {
  console.log(`\nSQLite, ${MEMBERS} members`);
  const dataDir = tempDir('members-backup-bench-');
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: undefined,
    backup: { dir: join(dataDir, 'backups'), everyHours: 0, keep: 14 },
  };
  await seed(config);
  const source = join(dataDir, 'members.sqlite');
  console.log(`  database ${mb(statSync(source).size)}`);
  const peerFile = join(dataDir, 'peer.sqlite');
  const [, peer] = await timed(() => execFileSync('sqlite3', [source, `.backup ${peerFile}`]));
  const [plain, plainMs] = await timed(() => takeBackup(config));
  const sealedConfig = { ...config, backup: { ...config.backup, key: KEY } };
  const [sealed, sealedMs] = await timed(() => takeBackup(sealedConfig));
  line('backup', plainMs, peer, 'sqlite3 .backup', mb(plain.bytes));
  line('backup, encrypted', sealedMs, peer, 'sqlite3 .backup', mb(sealed.bytes));
  const target = tempDir('members-restore-bench-');
  const [, peerRestore] = await timed(() =>
    execFileSync('sqlite3', [join(target, 'peer.sqlite'), `.restore ${peerFile}`]),
  );
  const [result, restoreMs] = await timed(() =>
    restoreBackup({ ...sealedConfig, dataDir: join(target, 'restored') }, sealed.file),
  );
  line('restore, encrypted', restoreMs, peerRestore, 'sqlite3 .restore', `${result.erased} erased`);
  check(result.manifest.tables.users, MEMBERS, result.erased);
}

async function postgres() {
  const url = await benchDatabase(ADMIN);
  if (!url) {
    console.log('\nPostgreSQL: not reachable, skipped');
    return;
  }
  console.log(`\nPostgreSQL, ${MEMBERS} members`);
  const dataDir = tempDir('members-backup-bench-');
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: url,
    backup: { dir: join(dataDir, 'backups'), everyHours: 0, keep: 14 },
  };
  await seed(config);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ size: string }>(
    'select pg_database_size(current_database()) as size',
  );
  const major = Math.floor(
    Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10_000,
  );
  await client.end();
  console.log(`  database ${mb(Number(rows[0]!.size))}`);
  const bin = (name: string) => `/usr/lib/postgresql/${major}/bin/${name}`;
  const peerFile = join(dataDir, 'peer.pgdump');
  const [, peer] = await timed(() =>
    execFileSync(bin('pg_dump'), ['--format=custom', '--file', peerFile, '--dbname', url]),
  );
  const [plain, plainMs] = await timed(() => takeBackup(config));
  const sealedConfig = { ...config, backup: { ...config.backup, key: KEY } };
  const [sealed, sealedMs] = await timed(() => takeBackup(sealedConfig));
  line('backup', plainMs, peer, 'pg_dump -Fc', mb(plain.bytes));
  line('backup, encrypted', sealedMs, peer, 'pg_dump -Fc', mb(sealed.bytes));
  const peerTarget = await emptyDatabase('peer');
  const [, peerRestore] = await timed(() =>
    execFileSync(bin('pg_restore'), [
      '--no-owner',
      '--single-transaction',
      '--dbname',
      peerTarget,
      peerFile,
    ]),
  );
  const target = await emptyDatabase('restored');
  const [result, restoreMs] = await timed(() =>
    restoreBackup({ ...sealedConfig, databaseUrl: target }, sealed.file),
  );
  line('restore, encrypted', restoreMs, peerRestore, 'pg_restore', `${result.erased} erased`);
  check(result.manifest.tables.users, MEMBERS, result.erased);
}

function check(snapshot: number | undefined, expected: number, erased: number) {
  if (snapshot !== expected || erased !== 1) {
    console.error(
      `WRONG: the snapshot holds ${snapshot} members (not ${expected}), ${erased} erased (not 1)`,
    );
    process.exitCode = 1;
  }
}

console.log(
  `${''.padEnd(34)} ${'ours'.padStart(9)}   ${'peer'.padEnd(26)} ${''.padStart(9)}   ratio   size`,
);
await sqlite();
await postgres();
await finish();
