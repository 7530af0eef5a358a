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
  signUp as signUpWithout,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/** Sign-up with the consent it requires (the current notice, 18 or older). */
const signUp = (app: TestApp['app'], overrides: Record<string, unknown> = {}) =>
  signUpWithout(app, {
    consent: { notice: app.services.privacyNotice.currentVersion(), adult: true },
    ...overrides,
  });

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

const as = (token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload?: object) =>
    call(t.app, { method: 'POST', url, payload, headers: bearer(token) }),
  delete: (url: string) => call(t.app, { method: 'DELETE', url, headers: bearer(token) }),
});

const phoneCheck = async (phone: string) =>
  (await call(t.app, { method: 'GET', url: `/api/auth/phone/${phone}` })).body.code;

const logIn = async (phone: string) => {
  const proof = await verifyPhone(t.app, phone);
  return call(t.app, { method: 'POST', url: '/api/auth/login', payload: { phone, ...proof } });
};

const ledgerDir = () => t.config.backup!.dir;

describe('deleting my account', () => {
  it('schedules it with a code of my own phone, signs me out everywhere, and Keep my account cancels it', async () => {
    const member = await memberWithBusiness();
    const me = as(member.token);
    expect((await me.get('/api/me/deletion')).body).toEqual({ deletionDueAt: null });

    const proof = await verifyPhone(t.app, member.phone);
    const asked = await me.post('/api/me/deletion', proof);
    expect(asked.status).toBe(200);
    const due = new Date(t.clock.ms + 30 * DAY).toISOString();
    expect(asked.body).toEqual({ deletionDueAt: due, erased: false });

    // Signed out everywhere: the access token and the refresh token are refused.
    expect((await me.get('/api/me/data')).status).toBe(401);
    expect((await me.get('/api/business/')).status).toBe(401);
    const refreshed = await call(t.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { token: member.rToken },
    });
    expect(refreshed.status).toBe(401);
    // The token signed before the request asks nothing more.
    expect((await me.post('/api/me/deletion', proof)).status).toBe(401);

    // Signing in during the grace works, and says when the account goes.
    t.clock.advance(1000);
    const again = await logIn(member.phone);
    expect(again.status).toBe(200);
    const back = as(again.body.token);
    expect((await back.get('/api/me/deletion')).body).toEqual({ deletionDueAt: due });
    expect((await back.get('/api/me/data')).body.deletionDueAt).toBe(due);

    expect((await back.delete('/api/me/deletion')).body).toEqual({ success: true });
    expect((await back.get('/api/me/deletion')).body).toEqual({ deletionDueAt: null });
    // Nothing is erased once the grace would have passed.
    t.clock.advance(31 * DAY);
    expect(await t.app.services.accountDeletion.purgeDue()).toBe(0);
    expect(await phoneCheck(member.phone)).toBe('USER_EXIST');
    expect(await readErasures(ledgerDir())).toEqual([]);
  });

  it('refuses Keep my account once the day has passed, and never erases a member who kept it in time', async () => {
    const member = await memberWithBusiness();
    const asked = await as(member.token).post(
      '/api/me/deletion',
      await verifyPhone(t.app, member.phone),
    );
    expect(asked.status).toBe(200);
    t.clock.advance(1000);
    const back = as((await logIn(member.phone)).body.token);

    // The purge found the member due, and "Keep my account" landed before it erased them.
    const due = asked.body.deletionDueAt as string;
    expect((await back.delete('/api/me/deletion')).status).toBe(200);
    expect(await eraseMember(db, member.userId, due, { dueBy: due })).toBe(false);
    expect(await phoneCheck(member.phone)).toBe('USER_EXIST');

    // Asked again and left past its day: keeping is too late, and the purge erases.
    const again = await back.post('/api/me/deletion', await verifyPhone(t.app, member.phone));
    t.clock.advance(30 * DAY + 1000);
    const late = as((await logIn(member.phone)).body.token);
    const refused = await late.delete('/api/me/deletion');
    expect([refused.status, refused.body.code]).toEqual([409, 'DELETION_DUE']);
    expect((await late.get('/api/me/deletion')).body).toEqual({
      deletionDueAt: again.body.deletionDueAt,
    });
    expect(await t.app.services.accountDeletion.purgeDue()).toBe(1);
    expect(await phoneCheck(member.phone)).toBe('USER_NOT_FOUND');
  });

  it('is erased by the purge after the grace: rows gone, a shared logo kept, the audit pseudonymised, a ledger line', async () => {
    const member = await memberWithBusiness();
    const other = await memberWithBusiness('Other Traders');
    const otherRow = await db
      .selectFrom('businesses')
      .select('document')
      .where('id', '=', other.businessId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('businesses')
      .set({
        document: JSON.stringify({ ...JSON.parse(otherRow.document), businessLogo: member.logo }),
      })
      .where('id', '=', other.businessId)
      .execute();
    await db
      .insertInto('audit_events')
      .values(
        auditEntry(
          '0190a000-0000-7000-8000-000000000021',
          member.userId,
          null,
          new Date(t.clock.ms).toISOString(),
        ),
      )
      .execute();

    const asked = await as(member.token).post(
      '/api/me/deletion',
      await verifyPhone(t.app, member.phone),
    );
    expect(asked.status).toBe(200);

    t.clock.advance(30 * DAY - 1000);
    expect(await t.app.services.accountDeletion.purgeDue()).toBe(0);
    expect(await phoneCheck(member.phone)).toBe('USER_EXIST');

    t.clock.advance(1000);
    expect(await t.app.services.accountDeletion.purgeDue()).toBe(1);
    expect(await phoneCheck(member.phone)).toBe('USER_NOT_FOUND');
    expect(
      await db
        .selectFrom('businesses')
        .select('id')
        .where('owner_id', '=', member.userId)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('logos').select('id').where('id', '=', logoId(member.logo)).execute(),
    ).toHaveLength(1);
    const entry = await db
      .selectFrom('audit_events')
      .select('subject')
      .where('id', '=', '0190a000-0000-7000-8000-000000000021')
      .executeTakeFirstOrThrow();
    expect(entry.subject).toBe(memberPseudonym(member.userId));
    expect(await readErasures(ledgerDir())).toEqual([
      { pseudonym: memberPseudonym(member.userId), erasedAt: new Date(t.clock.ms).toISOString() },
    ]);
    // The other member is untouched.
    expect(await phoneCheck(other.phone)).toBe('USER_EXIST');
  });

  it('refuses a proof of another phone, a wrong uid, and a proof that is no proof', async () => {
    const member = await memberWithBusiness();
    const other = await signUp(t.app);
    const me = as(member.token);
    const theirs = await verifyPhone(t.app, other.phone);
    const refused = await me.post('/api/me/deletion', theirs);
    expect([refused.status, refused.body.code]).toEqual([403, 'NOT_YOUR_PHONE']);
    const mine = await verifyPhone(t.app, member.phone);
    expect((await me.post('/api/me/deletion', { ...mine, uid: theirs.uid })).body.code).toBe(
      'INVALID_TOKEN',
    );
    expect((await me.post('/api/me/deletion', { uid: 'x', token: 'nothing' })).status).toBe(400);
    expect((await me.post('/api/me/deletion', {})).status).toBe(400);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/me/deletion', payload: mine })).status,
    ).toBe(401);
    expect((await me.get('/api/me/deletion')).body).toEqual({ deletionDueAt: null });
  });

  it('deletes audit entries older than a year on the purge, and keeps younger ones', async () => {
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    const young = new Date(Date.now() - 200 * DAY).toISOString();
    await db
      .insertInto('audit_events')
      .values([
        auditEntry('0190a000-0000-7000-8000-000000000031', null, null, old),
        auditEntry('0190a000-0000-7000-8000-000000000032', null, null, young),
      ])
      .execute();
    t.clock.ms = Date.now() + 250 * DAY;
    // By the app's clock the young entry is a year old; by the database's it is not: it stays.
    expect(await t.app.services.accountDeletion.purgeAudit()).toBe(1);
    const ids = (await db.selectFrom('audit_events').select('id').execute()).map((r) => r.id);
    expect(ids).toContain('0190a000-0000-7000-8000-000000000032');
    expect(ids).not.toContain('0190a000-0000-7000-8000-000000000031');
  });
});

describe('deleting my account with no grace', () => {
  let t0: TestApp;
  beforeEach(async () => {
    t0 = await createTestApp({ accountDeletionGraceDays: 0 });
  });
  afterEach(() => t0.close());

  it('erases at once: the phone check answers USER_NOT_FOUND and the ledger has the line', async () => {
    const member = await signUp(t0.app);
    const asked = await call(t0.app, {
      method: 'POST',
      url: '/api/me/deletion',
      payload: await verifyPhone(t0.app, member.phone),
      headers: bearer(member.token),
    });
    expect(asked.body).toEqual({
      deletionDueAt: new Date(t0.clock.ms).toISOString(),
      erased: true,
    });
    expect(
      (await call(t0.app, { method: 'GET', url: `/api/auth/phone/${member.phone}` })).body.code,
    ).toBe('USER_NOT_FOUND');
    expect(await readErasures(t0.config.backup!.dir)).toEqual([
      { pseudonym: memberPseudonym(member.userId), erasedAt: new Date(t0.clock.ms).toISOString() },
    ]);
    expect(
      (await call(t0.app, { method: 'GET', url: '/api/me/data', headers: bearer(member.token) }))
        .status,
    ).toBe(401);
  });
});
