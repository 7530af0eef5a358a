import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFiles } from '../../src/form-engine/form-files';
import { usersRepository } from '../../src/server/repositories/users';
import { memberRow } from '../fixtures/member-rows';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  type TestApp,
} from '../helpers/api-app';
import { setRole, staffSession } from '../helpers/studio-staff';

/** Whose records a form change reaches is members' data: names only for roles with Members. */

const STAFF = '919812345670';
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  staff = await staffSession(t.app, STAFF);
  const { db } = openDb(t.config);
  await usersRepository(db).insert(
    db,
    memberRow('+917000000077', '2026-01-01T00:00:00.000Z', {
      first_name: 'Meera',
      last_name: 'Iyer',
    }),
  );
  await db.destroy();
}, 60_000);
afterAll(() => t?.close());

describe(`impact and names (${DIALECT})`, () => {
  it('names the members only to roles that may open Members; an editor sees the same counts', async () => {
    const person = structuredClone(baselineFiles()['defs/person.json']!) as any;
    person.properties.lastName = { ...person.properties.lastName, maxLength: 2 };
    const files = { 'defs/person.json': JSON.stringify(person) };
    const answers: Record<string, any> = {};
    for (const role of ['editor', 'admin'] as const) {
      const phone = nextPhone();
      await setRole(t.app, staff, phone, role);
      const token = await staffSession(t.app, phone);
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/studio/impact',
        payload: { files },
        headers: bearer(token),
      });
      answers[role] = res.body;
    }
    expect(answers.admin.affected).toContainEqual(
      expect.objectContaining({ memberName: 'Meera Iyer', businesses: [] }),
    );
    expect(answers.editor).toEqual({ ...answers.admin, affected: [] });
    expect(answers.editor.affectedMembers).toBeGreaterThan(0);
    expect(JSON.stringify(answers.editor)).not.toContain('Meera');
  });
});
