import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { businessSchemaWithInstagram, businessUiWithInstagram } from '../fixtures/studio-drafts';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  signUp,
  type TestApp,
} from '../helpers/api-app';
import { setRole, staffSession } from '../helpers/studio-staff';

/** The audit: what it records, filtered and paged newest first, and nothing can change it. */

const ADMIN = '919811000021';

let t: TestApp;
let admin: string;

const get = (url: string, token = admin) =>
  call(t.app, { method: 'GET', url: `/api/studio/audit${url}`, headers: bearer(token) });

/** Every entry under `query`, page by page, `limit` at a time. */
async function allPages(query: string, limit: number) {
  const items: Array<Record<string, any>> = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const res = await get(
      `?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.items);
    cursor = res.body.next;
    if (!cursor) return items;
  }
  throw new Error('too many pages');
}

const refusal = (res: { status: number; body: any }) => [res.status, res.body.code];

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
  admin = await staffSession(t.app, ADMIN);
}, 60_000);

afterAll(() => t?.close());

describe(`the audit (${DIALECT})`, () => {
  it('records a staff sign-in with who, when and from which address', async () => {
    const [entry] = (await get('?action=sign-in')).body.items;
    expect(entry).toEqual({
      id: expect.any(String),
      at: new Date(t.clock.ms).toISOString(),
      actor: `+${ADMIN}`,
      actorRole: 'admin',
      action: 'sign-in',
      subject: null,
      subjectName: null,
      details: null,
      ip: '127.0.0.1',
    });
  });

  it('records a role refusal, and nothing for anonymous or forged requests', async () => {
    const before = (await allPages('', 100)).length;
    const editor = nextPhone();
    await setRole(t.app, admin, editor, 'editor');
    const token = await staffSession(t.app, editor);
    expect((await get('', token)).status).toBe(404);
    for (const headers of [{}, bearer('forged'), bearer((await signUp(t.app)).token)])
      expect((await call(t.app, { method: 'GET', url: '/api/studio/staff', headers })).status).toBe(
        404,
      );
    const after = await allPages('', 100);
    // staff-added, sign-in, refused: the three other requests wrote nothing.
    expect(after.length - before).toBe(3);
    expect(after[0]).toMatchObject({
      actor: `+${editor}`,
      actorRole: 'editor',
      action: 'refused',
      details: { method: 'GET', route: '/api/studio/audit' },
    });
  });

  it('records each publish and rollback with the version and the note', async () => {
    const files = {
      'business.schema.json': JSON.stringify(businessSchemaWithInstagram()),
      ...businessUiWithInstagram(),
    };
    const post = (url: string, payload: object) =>
      call(t.app, { method: 'POST', url: `/api/studio${url}`, payload, headers: bearer(admin) });
    expect((await post('/publish', { files, note: 'Instagram', baseVersion: null })).status).toBe(
      200,
    );
    expect((await post('/versions/0/rollback', { note: 'Back' })).status).toBe(200);
    const published = (await get('?action=publish')).body.items;
    const rolledBack = (await get('?action=rollback')).body.items;
    expect(published).toEqual([
      expect.objectContaining({
        actor: `+${ADMIN}`,
        subject: '1',
        details: { note: 'Instagram', rolledBackTo: null },
      }),
    ]);
    expect(rolledBack).toEqual([
      expect.objectContaining({ subject: '2', details: { note: 'Back', rolledBackTo: 0 } }),
    ]);
  });

  it('filters by person (in any spelling) and by action', async () => {
    const viewer = nextPhone();
    await setRole(t.app, admin, viewer, 'viewer');
    await staffSession(t.app, viewer);
    // As the audit's phone box sends it, and as a person types ten digits (read in India).
    for (const actor of [viewer, `%2B${viewer}`, `${viewer}&country=IN`, viewer.slice(2)]) {
      const items = (await get(`?actor=${actor}`)).body.items;
      expect(items.map((e: any) => [e.actor, e.action])).toEqual([[`+${viewer}`, 'sign-in']]);
    }
    const added = (await get('?action=staff-added&limit=100')).body.items;
    expect(added.length).toBeGreaterThanOrEqual(2);
    expect(added.every((e: any) => e.action === 'staff-added')).toBe(true);
    expect(refusal(await get('?action=delete-everything'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(refusal(await get('?actor=123456'))).toEqual([400, 'INVALID_PHONE']);
    expect(refusal(await get(`?actor=%2B${viewer}&country=GB`))).toEqual([400, 'PHONE_COUNTRY']);
  });

  it('names the member an entry looked at while they are a member, and no one once they are gone', async () => {
    const member = await signUp(t.app, { firstName: 'Meena', lastName: 'Iyer' });
    const look = () =>
      call(t.app, {
        method: 'GET',
        url: `/api/studio/members/${member.userId}`,
        headers: bearer(admin),
      });
    expect((await look()).status).toBe(200);
    const named = (await get('?action=member-viewed&limit=1')).body.items[0];
    expect(named).toMatchObject({ subject: member.userId, subjectName: 'Meena Iyer' });
    const { db } = openDb(t.config);
    try {
      await db.deleteFrom('users').where('id', '=', member.userId).execute();
    } finally {
      await db.destroy();
    }
    const gone = (await get('?action=member-viewed&limit=1')).body.items[0];
    expect(gone).toMatchObject({ id: named.id, subject: member.userId, subjectName: null });
  });

  it('pages newest first by (time, id): every entry once, ties in time included', async () => {
    // The test clock stands still, so many entries share one time: only the id orders them.
    t.clock.advance(1000);
    for (let i = 0; i < 7; i += 1) await setRole(t.app, admin, nextPhone(), 'viewer');
    const whole = (await get('?limit=100')).body.items as Array<Record<string, any>>;
    for (const limit of [1, 2, 3, 50]) {
      const paged = await allPages('', limit);
      expect(paged.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    }
    const keys = whole.map((e) => `${e.at} ${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(whole.map((e) => e.at)).size).toBeLessThan(whole.length);
  });

  it("refuses a forged, another filter's, or a stale cursor with 400 INVALID_CURSOR", async () => {
    const first = await get('?action=staff-added&limit=1');
    const cursor = first.body.next as string;
    expect(cursor).toEqual(expect.any(String));
    expect((await get(`?action=staff-added&limit=1&cursor=${cursor}`)).status).toBe(200);

    const [payload, mac] = cursor.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const moved = Buffer.from(JSON.stringify({ ...body, c: '2999-01-01T00:00:00.000Z' })).toString(
      'base64url',
    );
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === 'A' ? 'B' : 'A'}${mac.at(-1)}`;
    for (const forged of [`${moved}.${mac}`, `${payload}.${flipped}`]) {
      const res = await get(`?action=staff-added&limit=1&cursor=${forged}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'INVALID_CURSOR',
        message: english['errors.INVALID_CURSOR'],
      });
    }
    expect(refusal(await get(`?action=sign-in&limit=1&cursor=${cursor}`))).toEqual([
      400,
      'INVALID_CURSOR',
    ]);
    expect(refusal(await get(`?limit=1&cursor=${cursor}`))).toEqual([400, 'INVALID_CURSOR']);
    expect((await get('?cursor=not-a-cursor')).status).toBe(400);

    const now = t.clock.ms;
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // The staff token lasts 8 hours: sign in again to ask.
    admin = await staffSession(t.app, ADMIN);
    expect(refusal(await get(`?action=staff-added&limit=1&cursor=${cursor}`))).toEqual([
      400,
      'INVALID_CURSOR',
    ]);
    t.clock.ms = now;
  });

  it('cannot be changed or deleted, even with SQL', async () => {
    const { db } = openDb(t.config);
    try {
      const before = await db.selectFrom('audit_events').selectAll().orderBy('id').execute();
      expect(before.length).toBeGreaterThan(5);
      await expect(
        db.updateTable('audit_events').set({ actor: '+910000000000' }).execute(),
      ).rejects.toThrow(/append-only/);
      await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
      if (DIALECT === 'postgres')
        await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);
      expect(await db.selectFrom('audit_events').selectAll().orderBy('id').execute()).toEqual(
        before,
      );
    } finally {
      await db.destroy();
    }
  });

  it('is reached by no route that writes: the only audit route is a GET', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(t.app, {
        method,
        url: '/api/studio/audit',
        payload: {},
        headers: bearer(admin),
      });
      expect(res.status, method).toBe(404);
    }
  });

  it("logs a Studio request's path without its query, where a spaced phone would escape the mask", async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    const logged = await createTestApp({ staffPhones: [`+${ADMIN}`] }, stream);
    try {
      const token = await staffSession(logged.app, ADMIN);
      const res = await call(logged.app, {
        method: 'GET',
        url: '/api/studio/audit?actor=%2B91%2098765%2043210&limit=5',
        headers: bearer(token),
      });
      expect(res.status).toBe(200);
      expect(logs).toContain('"url":"/api/studio/audit"');
      expect(logs).not.toContain('98765');
    } finally {
      await logged.close();
    }
  });
});
