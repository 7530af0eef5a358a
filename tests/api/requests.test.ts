import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import { STUDIO_ACCESS } from '../../src/server/routes/studio-access';
import { MOST_OPEN_CONCERNS } from '../../src/server/services/member-requests';
import { areasOf } from '../../src/shared/staff-roles';
import { createConcern } from '../fixtures/forms';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { setRole, staffSession } from '../helpers/studio-staff';

/**
 * Concerns answered on time: a member raises one with the concern form, the Studio's Requests
 * area lists it by due date (overdue first) to viewers and admins, staff reply, and the member
 * reads the reply. Opening and replying are audited; editors and other members see nothing.
 */

const ADMIN = '919811000031';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let viewer: string;
let viewerPhone: string;
let editor: string;
let editorPhone: string;
let asha: { token: string; userId: string; phone: string };
let ravi: { token: string; userId: string; phone: string };

/** Agreement to the notice as it reads now, as sign-up asks for it. */
const consentNow = async () => ({
  notice: (await call(t.app, { method: 'GET', url: '/api/privacy/notice' })).body.version,
  adult: true,
});

/** Days pass (the injected clock): everyone signs in again, as tokens last minutes, not weeks. */
async function daysPass(days: number) {
  t.clock.advance(days * DAY);
  for (const member of [asha, ravi]) {
    const proof = await verifyPhone(t.app, member.phone);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: member.phone, ...proof },
    });
    expect(res.status).toBe(200);
    member.token = res.body.token;
  }
  admin = await staffSession(t.app, ADMIN);
  viewer = await staffSession(t.app, viewerPhone);
  editor = await staffSession(t.app, editorPhone);
}

const raise = (token: string, body: object = createConcern(), query = '') =>
  call(t.app, {
    method: 'POST',
    url: `/api/me/concerns${query}`,
    payload: body,
    headers: bearer(token),
  });
const own = (token: string, query = '') =>
  call(t.app, { method: 'GET', url: `/api/me/concerns${query}`, headers: bearer(token) });
const studio = (token: string, path = '', payload?: object) =>
  call(t.app, {
    method: payload ? 'POST' : 'GET',
    url: `/api/studio/requests${path}`,
    headers: bearer(token),
    payload,
  });
const auditOf = async (action: string) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/studio/audit?action=${action}`,
      headers: bearer(admin),
    })
  ).body.items as Array<Record<string, any>>;

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
  admin = await staffSession(t.app, ADMIN);
  viewerPhone = nextPhone();
  await setRole(t.app, admin, viewerPhone, 'viewer');
  viewer = await staffSession(t.app, viewerPhone);
  editorPhone = nextPhone();
  await setRole(t.app, admin, editorPhone, 'editor');
  editor = await staffSession(t.app, editorPhone);
  const consent = await consentNow();
  asha = await signUp(t.app, { firstName: 'Asha', lastName: 'Rao', consent });
  ravi = await signUp(t.app, { firstName: 'Ravi', lastName: 'Iyer', consent });
}, 60_000);

afterAll(() => t?.close());

describe(`concerns (${DIALECT})`, () => {
  let first = '';

  it('raises a concern, due GRIEVANCE_DAYS later, its answers labelled by the live form', async () => {
    const res = await raise(asha.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { concern } = res.body;
    first = concern.id;
    const created = new Date(t.clock.ms).toISOString();
    expect(concern).toMatchObject({
      status: 'open',
      createdAt: created,
      dueAt: new Date(t.clock.ms + 30 * DAY).toISOString(),
      about: 'Correcting my data',
      reply: null,
      repliedAt: null,
    });
    expect(concern.answers).toEqual(
      expect.arrayContaining([
        { key: 'topic', label: 'What is it about?', value: 'Correcting my data' },
        { key: 'details', label: 'Your concern', value: createConcern().details },
      ]),
    );
  });

  it('validates the concern with the form on the server, in its own messages', async () => {
    const res = await raise(asha.token, { topic: 'lottery', details: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toEqual({
      '/topic': 'Choose one of the options.',
      '/details': 'Please write at least 10 characters.',
    });
    const missing = await raise(asha.token, { replyBy: 'email' });
    expect(missing.body.fields).toEqual({
      '/topic': 'Choose what your concern is about.',
      '/details': 'Please write your concern.',
    });
    expect(
      (await call(t.app, { method: 'POST', url: '/api/me/concerns', payload: createConcern() }))
        .status,
    ).toBe(401);
    expect((await own(asha.token)).body.concerns).toHaveLength(1);
  });

  it("lists a member's own concerns only: another member never sees one", async () => {
    const mine = await own(asha.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ canRaise: true, grievanceDays: 30 });
    expect(mine.body.concerns.map((c: { id: string }) => c.id)).toEqual([first]);
    const theirs = await own(ravi.token);
    expect(theirs.body.concerns).toEqual([]);
    expect(JSON.stringify(theirs.body)).not.toContain(first);
  });

  it('says the answers in the language asked', async () => {
    const res = await own(asha.token, '?lang=hi');
    expect(res.body.concerns[0].about).toBe(
      hindi['concern.schema.json#/properties/topic/oneOf/1/title'].text,
    );
  });

  it(`refuses a member's open concern past ${MOST_OPEN_CONCERNS} with CONCERN_LIMIT`, async () => {
    for (let n = 1; n < MOST_OPEN_CONCERNS; n += 1) {
      await daysPass(1);
      expect((await raise(asha.token, createConcern({ topic: 'access' }))).status).toBe(200);
    }
    const refused = await raise(asha.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'CONCERN_LIMIT',
      message: english['errors.CONCERN_LIMIT'],
    });
    expect((await own(asha.token)).body.canRaise).toBe(false);
    expect((await own(asha.token)).body.concerns).toHaveLength(MOST_OPEN_CONCERNS);
  });
});

describe(`the Studio's Requests area (${DIALECT})`, () => {
  it('is for viewers and admins, never editors (the access table)', async () => {
    expect(areasOf('viewer')).toContain('requests');
    expect(areasOf('admin')).toContain('requests');
    expect(areasOf('editor')).not.toContain('requests');
    const routes = Object.entries(STUDIO_ACCESS).filter(([route]) =>
      route.includes('/api/studio/requests'),
    );
    expect(routes.map(([route, area]) => `${route} ${area}`)).toEqual([
      'GET /api/studio/requests requests',
      'GET /api/studio/requests/:id requests',
      'POST /api/studio/requests/:id/reply requests',
    ]);
    const [concern] = (await own(asha.token)).body.concerns;
    for (const res of [
      await studio(editor),
      await studio(editor, `/${concern.id}`),
      await studio(editor, `/${concern.id}/reply`, { reply: 'An editor answers.' }),
      await studio(asha.token),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await own(asha.token)).body.concerns[0].status).toBe('open');
    expect((await studio(admin)).status).toBe(200);
  });

  it('lists overdue concerns first, then by due date, answered ones last (injected clock)', async () => {
    // Ravi's concern comes later; Asha's first two are overdue 31.5 days after the first.
    await daysPass(5);
    expect((await raise(ravi.token, createConcern({ topic: 'deletion' }))).status).toBe(200);
    await daysPass(24.5);
    const res = await studio(viewer);
    expect(res.status).toBe(200);
    expect(res.body.grievanceDays).toBe(30);
    const rows = res.body.requests as Array<Record<string, any>>;
    const now = new Date(t.clock.ms).toISOString();
    expect(rows.map((r) => [r.memberName, r.overdue])).toEqual([
      ['Asha Rao', true],
      ['Asha Rao', true],
      ['Asha Rao', false],
      ['Ravi Iyer', false],
    ]);
    expect(rows.every((r) => r.kind === 'concern' && r.status === 'open')).toBe(true);
    expect(rows.filter((r) => r.overdue).every((r) => r.dueAt < now)).toBe(true);
    const dues = rows.map((r) => r.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(rows[3]).toMatchObject({ memberId: ravi.userId, about: 'Deleting my data' });
  });

  it('opens a concern (audited), and a viewer replies (audited): the member reads the reply', async () => {
    const [oldest] = (await studio(viewer)).body.requests;
    const opened = await studio(viewer, `/${oldest.id}?lang=hi`);
    expect(opened.status).toBe(200);
    expect(opened.body.request).toMatchObject({
      id: oldest.id,
      memberName: 'Asha Rao',
      status: 'open',
      reply: null,
    });
    expect(opened.body.request.answers[0].label).toBe(
      hindi['concern.schema.json#/properties/topic/title'].text,
    );
    const [viewed] = await auditOf('request-viewed');
    expect(viewed).toMatchObject({
      actor: `+${viewerPhone}`,
      actorRole: 'viewer',
      subject: oldest.id,
      details: { member: asha.userId, kind: 'concern' },
    });

    const text = 'We corrected the group name on 12 December.';
    const replied = await studio(viewer, `/${oldest.id}/reply`, { reply: `  ${text}  ` });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.request).toMatchObject({
      status: 'answered',
      reply: text,
      repliedBy: `+${viewerPhone}`,
      repliedAt: new Date(t.clock.ms).toISOString(),
      overdue: false,
    });
    const [answered] = await auditOf('request-answered');
    expect(answered).toMatchObject({
      actor: `+${viewerPhone}`,
      actorRole: 'viewer',
      subject: oldest.id,
      details: { member: asha.userId, kind: 'concern', length: text.length },
    });

    const mine = (await own(asha.token)).body.concerns as Array<Record<string, any>>;
    const seen = mine.find((c) => c.id === oldest.id)!;
    expect(seen).toMatchObject({ status: 'answered', reply: text, repliedAt: answered!.at });
    // The member is not told which staff phone answered.
    expect(JSON.stringify(mine)).not.toContain(viewerPhone);
    expect((await own(asha.token)).body.canRaise).toBe(true);
    // Ravi's list still holds only his own.
    expect((await own(ravi.token)).body.concerns.map((c: { reply: unknown }) => c.reply)).toEqual([
      null,
    ]);

    // Answered: last in the list, and not answered twice.
    const rows = (await studio(admin)).body.requests as Array<Record<string, any>>;
    expect(rows.at(-1)).toMatchObject({ id: oldest.id, status: 'answered', overdue: false });
    const again = await studio(admin, `/${oldest.id}/reply`, { reply: 'Once more.' });
    expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ANSWERED']);
    expect((await auditOf('request-answered')).length).toBe(1);
  });

  it('lists the accounts members asked to delete, by their date, overdue ones first', async () => {
    const meena = await signUp(t.app, {
      firstName: 'Meena',
      lastName: 'Das',
      consent: await consentNow(),
    });
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/me/deletion',
      payload: await verifyPhone(t.app, meena.phone),
      headers: bearer(meena.token),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const dueAt = asked.body.deletionDueAt as string;
    const deletionOf = (rows: Array<Record<string, any>>) =>
      rows.findIndex((r) => r.kind === 'deletion' && r.memberId === meena.userId);

    let rows = (await studio(viewer)).body.requests as Array<Record<string, any>>;
    expect(rows[deletionOf(rows)]).toEqual({
      id: meena.userId,
      kind: 'deletion',
      memberId: meena.userId,
      memberName: 'Meena Das',
      about: null,
      status: 'scheduled',
      createdAt: new Date(t.clock.ms).toISOString(),
      dueAt,
      overdue: false,
    });
    // Due after every open concern: last of the open ones, before the answered one.
    expect(rows.map((r) => r.status)).toEqual(['open', 'open', 'open', 'scheduled', 'answered']);

    // Its date passes before the purge has run: it is overdue, among the overdue by date.
    await daysPass(31);
    rows = (await studio(viewer)).body.requests;
    expect(deletionOf(rows)).toBe(3);
    expect(rows.slice(0, 4).every((r) => r.overdue)).toBe(true);
    expect(rows.map((r) => r.dueAt).slice(0, 4)).toEqual(
      rows
        .map((r) => r.dueAt)
        .slice(0, 4)
        .sort(),
    );
    // Nothing to open: a deletion is no concern.
    expect((await studio(viewer, `/${meena.userId}`)).status).toBe(404);

    // Once the purge erases the member, the request is done and gone from the list.
    await t.app.services.accountDeletion.purgeDue();
    rows = (await studio(viewer)).body.requests;
    expect(deletionOf(rows)).toBe(-1);
  });

  it('refuses an empty reply and a request that does not exist', async () => {
    const [open] = (await studio(admin)).body.requests;
    // A NUL, which PostgreSQL refuses to store, is refused before it gets there.
    for (const reply of ['', '   ', 'x'.repeat(2001), 'Corrected.\u0000', '\u0007Corrected.']) {
      const res = await studio(admin, `/${open.id}/reply`, { reply });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const missing = '0193a7e2-8d1c-7b4a-9f1e-2c3d4e5f6a7b';
    for (const res of [
      await studio(admin, `/${missing}`),
      await studio(admin, `/${missing}/reply`, { reply: 'Hello.' }),
    ])
      expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await studio(admin, `/${open.id}`)).body.request.status).toBe('open');
  });
});
