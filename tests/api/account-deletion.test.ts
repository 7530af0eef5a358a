import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseMember, memberPseudonym } from '../../src/server/services/erasure';
import { appendErasure, readErasures } from '../../src/server/services/erasure-ledger';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  openDb,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
let db: ReturnType<typeof openDb>['db'];
beforeEach(async () => {
  t = await createTestApp();
  db = openDb(t.config).db;
});
afterEach(async () => {
  await db.destroy();
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function memberWithBusiness(name = 'Sharma Textiles') {
  const member = await signUp(t.app);
  const body = await businessBody(t.app, member.token, { businessName: name });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: body,
    headers: bearer(member.token),
  });
  expect(res.status).toBe(200);
  return {
    ...member,
    businessId: res.body.data.businessId as string,
    logo: body.businessLogo as string,
  };
}

const logoId = (url: string) => url.split('/').pop()!;

const auditEntry = (id: string, subject: string | null, details: object | null, at: string) => ({
  id,
  created_at: at,
  actor: '+919800000001',
  actor_role: 'admin' as const,
  action: 'member-viewed',
  subject,
  details: details && JSON.stringify(details),
  ip: '127.0.0.1',
});

describe('erasing a member', () => {
  it('removes their rows, keeps a logo another business names, and leaves a pseudonym in the audit', async () => {
    const erased = await memberWithBusiness();
    const other = await memberWithBusiness('Other Traders');
    // Another member's business names the erased member's logo: the logo is theirs too now.
    const otherRow = await db
      .selectFrom('businesses')
      .select('document')
      .where('id', '=', other.businessId)
      .executeTakeFirstOrThrow();
    const shared = await memberWithBusiness('Shared Logo Co');
    await db
      .updateTable('businesses')
      .set({
        document: JSON.stringify({ ...JSON.parse(otherRow.document), businessLogo: shared.logo }),
      })
      .where('id', '=', other.businessId)
      .execute();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shared.userId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('audit_events')
      .values([
        auditEntry(
          '0190a000-0000-7000-8000-000000000001',
          shared.userId,
          null,
          '2026-11-22T09:00:00.000Z',
        ),
        auditEntry(
          '0190a000-0000-7000-8000-000000000002',
          null,
          { phone: user.phone, name: `${user.first_name} ${user.last_name}`, count: 3 },
          '2026-11-22T09:00:00.000Z',
        ),
        auditEntry(
          '0190a000-0000-7000-8000-000000000003',
          other.userId,
          null,
          '2026-11-22T09:00:00.000Z',
        ),
      ])
      .execute();

    expect(await eraseMember(db, shared.userId, '2026-12-22T09:00:00.000Z')).toBe(true);
    expect(await eraseMember(db, shared.userId, '2026-12-22T09:00:00.000Z')).toBe(false);

    const pseudonym = memberPseudonym(shared.userId);
    expect(pseudonym).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await db.selectFrom('users').select('id').where('id', '=', shared.userId).execute(),
    ).toEqual([]);
    for (const table of ['businesses', 'deleted_businesses'] as const)
      expect(
        await db.selectFrom(table).select('id').where('owner_id', '=', shared.userId).execute(),
      ).toEqual([]);
    expect(
      await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('user_id', '=', shared.userId)
        .execute(),
    ).toEqual([]);
    for (const table of ['otp_codes', 'verifications'] as const)
      expect(
        await db.selectFrom(table).select('id').where('phone', '=', user.phone).execute(),
      ).toEqual([]);
    // The shared logo stays (no longer anyone's own upload); the erased member's own is gone.
    const logos = await db.selectFrom('logos').select(['id', 'owner_id']).execute();
    expect(logos.find((l) => l.id === logoId(shared.logo))).toEqual({
      id: logoId(shared.logo),
      owner_id: null,
    });
    expect(logos.map((l) => l.id)).toContain(logoId(erased.logo));

    const audit = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    expect(audit[0]!.subject).toBe(pseudonym);
    expect(JSON.parse(audit[1]!.details!)).toEqual({ phone: pseudonym, name: pseudonym, count: 3 });
    expect(audit[2]!.subject).toBe(other.userId);
    expect(JSON.stringify(audit)).not.toContain(user.phone.slice(1));
    expect(JSON.stringify(audit)).not.toContain(shared.userId);
    // Every other member is untouched.
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('deletes a logo only the erased member used', async () => {
    const member = await memberWithBusiness();
    expect(await eraseMember(db, member.userId, '2026-12-22T09:00:00.000Z')).toBe(true);
    expect(
      await db.selectFrom('logos').select('id').where('id', '=', logoId(member.logo)).execute(),
    ).toEqual([]);
  });
});

describe('the audit after erasures', () => {
  it('lets an entry take a pseudonym and an entry older than a year go, and refuses anything else', async () => {
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    const recent = new Date(Date.now() - 300 * DAY).toISOString();
    await db
      .insertInto('audit_events')
      .values([
        auditEntry('0190a000-0000-7000-8000-000000000011', 'someone', null, old),
        auditEntry('0190a000-0000-7000-8000-000000000012', 'someone', { a: 1 }, recent),
      ])
      .execute();
    const id = '0190a000-0000-7000-8000-000000000012';
    const refused = [
      db.updateTable('audit_events').set({ subject: 'not a pseudonym' }).where('id', '=', id),
      db
        .updateTable('audit_events')
        .set({ subject: memberPseudonym('x'), actor: '+919800000002' })
        .where('id', '=', id),
      db.updateTable('audit_events').set({ details: '{"a":2}' }).where('id', '=', id),
      db.updateTable('audit_events').set({ action: 'export' }).where('id', '=', id),
      db.deleteFrom('audit_events').where('id', '=', id),
    ];
    for (const query of refused) await expect(query.execute()).rejects.toThrow(/append-only/);
    if (DIALECT === 'postgres')
      await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);

    await db
      .updateTable('audit_events')
      .set({ subject: memberPseudonym('x') })
      .where('id', '=', id)
      .execute();
    await db
      .deleteFrom('audit_events')
      .where('id', '=', '0190a000-0000-7000-8000-000000000011')
      .execute();
    expect(await db.selectFrom('audit_events').select(['id', 'subject']).execute()).toEqual([
      { id, subject: memberPseudonym('x') },
    ]);
  });
});

describe('the erasure ledger', () => {
  it('appends one line per erasure and reads them back, skipping a line cut short', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
    try {
      expect(await readErasures(dir)).toEqual([]);
      await appendErasure(dir, { pseudonym: 'a'.repeat(64), erasedAt: '2026-12-22T09:00:00.000Z' });
      await appendErasure(dir, { pseudonym: 'b'.repeat(64), erasedAt: '2026-12-23T09:00:00.000Z' });
      const { appendFile } = await import('node:fs/promises');
      await appendFile(join(dir, 'erasures.jsonl'), '{"pseudonym":"cc');
      expect(await readErasures(dir)).toEqual([
        { pseudonym: 'a'.repeat(64), erasedAt: '2026-12-22T09:00:00.000Z' },
        { pseudonym: 'b'.repeat(64), erasedAt: '2026-12-23T09:00:00.000Z' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
