import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseGroupsCsv } from '../../src/server/services/group-import';
import { groupsRepository } from '../../src/server/repositories/groups';
import { call, createTestApp, openDb, type TestApp } from '../helpers/api-app';

describe('parseGroupsCsv', () => {
  it('reads the directory', () => {
    const { groups, problems } = parseGroupsCsv(
      'groupNumber,groupName,region\n7,Nashik Vineyard,West\n"8","Surat, Diamond City",West\n',
    );
    expect(problems).toEqual([]);
    expect(groups).toEqual([
      { groupNumber: '7', groupName: 'Nashik Vineyard', region: 'West' },
      { groupNumber: '8', groupName: 'Surat, Diamond City', region: 'West' },
    ]);
  });

  it('reports every bad row by line number', () => {
    const { problems } = parseGroupsCsv(
      'groupNumber,groupName,region\n7,Nashik,West\nx9,Bad Number,West\n10,,East\n7,Again,West\n',
    );
    expect(problems).toEqual([
      { line: 3, message: 'group number "x9" must be 1 to 9 digits' },
      { line: 4, message: 'group name must be 1 to 120 characters' },
      { line: 5, message: 'group number 7 repeats line 2' },
    ]);
  });

  it('reports a missing column and malformed CSV', () => {
    expect(parseGroupsCsv('number,name\n1,a\n').problems).toEqual([
      { line: 1, message: 'missing column(s): groupNumber, groupName, region' },
    ]);
    expect(
      parseGroupsCsv('groupNumber,groupName,region\n1,"unclosed,West\n').problems[0]!.message,
    ).toMatch(/^not valid CSV/);
  });
});

describe('importing the directory', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('replaces the samples and upserts, all in one transaction', async () => {
    const { db } = openDb(t.config);
    const groups = groupsRepository(db);
    expect(
      await groups.importDirectory([
        { groupNumber: '101', groupName: 'Pune Central', region: 'West' },
        { groupNumber: '900', groupName: 'Goa Beach', region: 'West' },
      ]),
    ).toEqual({ inserted: 2, updated: 0 });
    expect(
      await groups.importDirectory([
        { groupNumber: '900', groupName: 'Goa Coast', region: 'West' },
      ]),
    ).toEqual({ inserted: 0, updated: 1 });
    await db.destroy();
    expect(
      (await call(t.app, { method: 'GET', url: '/api/groups/search?name=sample' })).body,
    ).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/groups/900' })).body.groupName).toBe(
      'Goa Coast',
    );
  });

  it('the command refuses a file with bad rows and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'groups-'));
    const file = join(dir, 'groups.csv');
    writeFileSync(file, 'groupNumber,groupName,region\n5,Good,West\nabc,Bad,West\n');
    let output = '';
    try {
      execFileSync('npx', ['tsx', 'scripts/import-groups.ts', file], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      output = String((error as { stderr: string }).stderr);
    }
    expect(output).toContain(`${file}:3: group number "abc" must be 1 to 9 digits`);
    expect(output).toContain('nothing imported');
  });
});
