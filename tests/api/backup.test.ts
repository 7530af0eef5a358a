import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresRelations } from '../../src/server/backup/database-facts';
import { RestoreRefused, restoreBackup } from '../../src/server/backup/restore';
import { takeBackup } from '../../src/server/backup/snapshot';
import type { Config } from '../../src/server/config';
import { connect, type Db } from '../../src/server/db/connect';
import { memberPseudonym } from '../../src/server/services/erasure';
import { readErasures } from '../../src/server/services/erasure-ledger';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  openDb,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { createPgDatabase } from '../helpers/server-processes';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const KEY = 'the office safe holds this phrase';
const DAY = 24 * 60 * 60 * 1000;
/** The tables that hold members' data, compared row for row after the restore. */
const MEMBER_TABLES = ['users', 'businesses', 'deleted_businesses', 'logos', 'consents'];

/** `npm run backup` / `npm run restore` as a separate process, with these settings. */
function cli(
  script: 'backup' | 'restore',
  env: Record<string, string | undefined>,
  args: string[] = [],
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** An empty place to restore into: a new folder, or a new PostgreSQL database. */
async function emptyTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'members-restored-'));
  const database = DIALECT === 'postgres' ? await createPgDatabase() : undefined;
  return {
    dataDir,
    databaseUrl: database?.url,
    async isEmpty() {
      if (!database) return !existsSync(join(dataDir, 'members.sqlite'));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await postgresRelations(client)) === 0;
      } finally {
        await client.end();
      }
    },
    async remove() {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A table's rows by id, each as JSON with binary columns in hex: equal JSON, equal bytes. */
async function rows(db: Db, table: string): Promise<Map<string, string>> {
  const found = await db
    .selectFrom(table as 'users')
    .selectAll()
    .execute()
    .catch(() => []);
  return new Map(
    found.map((row) => [
      row.id,
      JSON.stringify(row, (_key, value) =>
        value?.type === 'Buffer' ? Buffer.from(value.data).toString('hex') : value,
      ),
    ]),
  );
}

let t: TestApp;
let db: Db;
let backupDir: string;
const targets: Array<Awaited<ReturnType<typeof emptyTarget>>> = [];

beforeAll(async () => {
  backupDir = mkdtempSync(join(tmpdir(), 'members-backups-'));
  t = await createTestApp({ backup: { dir: backupDir, everyHours: 0, keep: 14, key: KEY } });
  db = openDb(t.config).db;
});
afterAll(async () => {
  await db.destroy();
  await t.close();
  for (const target of targets) await target.remove();
  rmSync(backupDir, { recursive: true, force: true });
});

const settings = (target: { dataDir: string; databaseUrl?: string }, key = KEY) => ({
  DATA_DIR: target.dataDir,
  DATABASE_URL: target.databaseUrl,
  BACKUP_DIR: backupDir,
  BACKUP_KEY: key,
});

async function memberWithBusiness(name: string) {
  const member = await signUp(t.app, {
    consent: { notice: t.app.services.privacyNotice.currentVersion(), adult: true },
  });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: await businessBody(t.app, member.token, { businessName: name }),
    headers: bearer(member.token),
  });
  expect(res.status).toBe(200);
  return member;
}

describe('the backup drill', () => {
  it('backs up while members sign up, and a restore brings back every member but the erased one, byte for byte', async () => {
    const kept = [];
    for (const name of ['Sharma Textiles', 'Iyer Tiffins', 'Khan Motors'])
      kept.push(await memberWithBusiness(name));
    const leaving = await memberWithBusiness('Patil Jewellers');

    // The snapshot is taken by `npm run backup` in its own process while this one keeps writing.
    const backup = cli('backup', settings(t.config as Config));
    let finished = false;
    void backup.finally(() => (finished = true));
    const during = [];
    while (!finished) {
      during.push(
        await signUp(t.app, {
          consent: { notice: t.app.services.privacyNotice.currentVersion(), adult: true },
        }),
      );
      // Room for the backup process on a small machine: writes go on, not flat out.
      await sleep(25);
    }
    const { code, stdout, stderr } = await backup;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    const file = stdout.trim().split('\n').at(-1)!;
    expect(file).toMatch(/members-\d{8}T\d{9}Z\.tar\.enc$/);
    expect(readFileSync(file).subarray(0, 8).toString()).toBe('MNBKAES1');

    // The leaving member deletes their account; the grace passes and the purge erases them.
    const proof = await verifyPhone(t.app, leaving.phone);
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/me/deletion',
      payload: proof,
      headers: bearer(leaving.token),
    });
    expect(asked.status).toBe(200);
    t.clock.advance((t.app.config.accountDeletionGraceDays + 1) * DAY);
    expect(await t.app.services.accountDeletion.purgeDue()).toBe(1);
    expect((await readErasures(backupDir)).map((e) => e.pseudonym)).toEqual([
      memberPseudonym(leaving.userId),
    ]);

    const target = await emptyTarget();
    targets.push(target);
    const restored = await cli('restore', settings(target), [file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('1 restored member(s) erased again');

    const back = connect({ ...target, databaseUrl: target.databaseUrl }).db;
    try {
      for (const table of MEMBER_TABLES) {
        const live = await rows(db, table);
        for (const [id, row] of await rows(back, table)) expect(row).toBe(live.get(id));
      }
      const users = await rows(back, 'users');
      for (const member of kept) expect(users.has(member.userId)).toBe(true);
      expect(users.has(leaving.userId)).toBe(false);
      const leavingRows = await back
        .selectFrom('businesses')
        .select('id')
        .where('owner_id', '=', leaving.userId)
        .execute();
      expect(leavingRows).toEqual([]);
      expect(
        await back
          .selectFrom('logos')
          .select('id')
          .where('owner_id', '=', leaving.userId)
          .execute(),
      ).toEqual([]);
      // A sign-up is one transaction (the member and their consent): a member who signed up
      // during the snapshot is in it with their consent, or not at all.
      const consents = await back.selectFrom('consents').select('user_id').execute();
      for (const member of during.filter((m) => users.has(m.userId)))
        expect(consents.map((c) => c.user_id)).toContain(member.userId);
    } finally {
      await back.destroy();
    }
  }, 90_000);

  it('refuses a truncated file and a wrong key with one line, and writes nothing', async () => {
    const { file } = await takeBackup(t.app.config);
    const truncated = join(backupDir, 'truncated.tar.enc');
    const whole = readFileSync(file);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyTarget();
    targets.push(target);
    const [cut, wrongKey] = await Promise.all([
      cli('restore', settings(target), [truncated]),
      cli('restore', settings(target, 'another phrase entirely'), [file]),
    ]);
    for (const refused of [cut, wrongKey]) {
      expect(refused.code).not.toBe(0);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(cut.stderr).toMatch(/^restore refused: .* is damaged: /);
    expect(wrongKey.stderr).toMatch(/^restore refused: .* was encrypted with another key/);
    expect(await target.isEmpty()).toBe(true);
  }, 60_000);

  it('refuses a flipped bit anywhere in an unencrypted or encrypted file, and a target that is not empty', async () => {
    const target = await emptyTarget();
    targets.push(target);
    const config = (key?: string): Config => ({
      ...t.app.config,
      ...target,
      backup: { ...t.app.config.backup, key },
    });
    const good = join(backupDir, 'good.tar.enc');
    for (const key of [undefined, KEY]) {
      const { file } = await takeBackup({ ...t.app.config, backup: config(key).backup });
      const bytes = readFileSync(file);
      // The manifest, the database, the end blocks, the last byte (the GCM tag when encrypted).
      for (const at of [
        100,
        700,
        Math.floor(bytes.length / 2),
        bytes.length - 1030,
        bytes.length - 1,
      ]) {
        const flipped = join(backupDir, `flipped-${at}`);
        const copy = Buffer.from(bytes);
        copy[at]! ^= 0x04;
        writeFileSync(flipped, copy);
        await expect(restoreBackup(config(key), flipped)).rejects.toThrow(RestoreRefused);
        rmSync(flipped);
      }
      expect(await target.isEmpty()).toBe(true);
      copyFileSync(file, good);
    }
    await restoreBackup(config(KEY), good);
    expect(await target.isEmpty()).toBe(false);
    await expect(restoreBackup(config(KEY), good)).rejects.toThrow(
      /not empty|already holds a database/,
    );
  }, 60_000);
});
