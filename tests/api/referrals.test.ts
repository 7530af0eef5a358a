import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseMember } from '../../src/server/services/erasure';
import { createReferral } from '../fixtures/forms';
import {
  bearer,
  businessBody,
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
 * Referrals between members: given to a listed business with the referral form, told to the
 * receiver by WhatsApp in their language, followed up New → Contacted → Won or Lost by the
 * receiver and seen by both, counted in India time, summed for the Studio per month and group
 * (and exported as CSV, audited), the contact's details erased REFERRAL_CONTACT_DAYS after closing,
 * and a member's erasure leaving the other member's referral from "a former member".
 */

const ADMIN = '919811000061';
const ORIGIN = 'https://members.example.org';
const DAY = 24 * 60 * 60 * 1000;
const EVIL = '=HYPERLINK("http://evil.example")';

type Member = { token: string; userId: string; phone: string };

let t: TestApp;
let admin: string;
let viewer: string;
let editor: string;
let viewerPhone = '';
let editorPhone = '';
let asha: Member;
let ravi: Member;
let sunil: Member;
/** Asha's listed business, one of hers not listed, and Ravi's listed one. */
let listed = '';
let unlisted = '';
let ravisOwn = '';

const as = (member: Member | string) => ({
  authorization: `Bearer ${typeof member === 'string' ? member : member.token}`,
});

const give = (member: Member | undefined, businessId: string, body: object = createReferral()) =>
  call(t.app, {
    method: 'POST',
    url: `/api/directory/${businessId}/referrals`,
    payload: body,
    headers: member ? as(member) : {},
  });
const list = (member: Member, tab: 'given' | 'received') =>
  call(t.app, { method: 'GET', url: `/api/referrals?tab=${tab}`, headers: as(member) });
const move = (member: Member, id: string, body: object) =>
  call(t.app, {
    method: 'POST',
    url: `/api/referrals/${id}/status`,
    payload: body,
    headers: as(member),
  });
const summary = (member: Member) =>
  call(t.app, { method: 'GET', url: '/api/referrals/summary', headers: as(member) });
const studio = (token: string, path: string) =>
  call(t.app, { method: 'GET', url: `/api/studio/referrals${path}`, headers: bearer(token) });
const referralMessages = async () =>
  (await call(t.app, { method: 'GET', url: '/api/dev/outbox?kind=referral' })).body as Array<{
    to: string;
    kind: string;
    text: string;
    language: string;
    parameters: string[];
  }>;

/** A business of the member's, shown in the directory or not, through the business API. */
async function business(member: Member, name: string, show: boolean): Promise<string> {
  const body = await businessBody(t.app, member.token, {
    businessName: name,
    showInDirectory: show,
  });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: body,
    headers: as(member),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.businessId;
  expect(typeof id).toBe('string');
  const row = await t.app.db
    .selectFrom('directory_listings')
    .select('business_id')
    .where('business_id', '=', id)
    .executeTakeFirst();
  expect(Boolean(row), `${name} listed: ${show}`).toBe(show);
  return id as string;
}

/** Time passes (the injected clock): members sign in again, as tokens last minutes, not days. */
async function timePasses(ms: number) {
  t.clock.advance(ms);
  for (const member of [asha, ravi, sunil]) {
    const proof = await verifyPhone(t.app, member.phone);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: member.phone, ...proof },
    });
    if (res.status === 200) member.token = res.body.token;
  }
  admin = await staffSession(t.app, ADMIN);
  viewer = await staffSession(t.app, viewerPhone);
  editor = await staffSession(t.app, editorPhone);
}

beforeAll(async () => {
  t = await createTestApp({
    staffPhones: [`+${ADMIN}`],
    publicOrigin: ORIGIN,
    referralContactDays: 180,
  });
  admin = await staffSession(t.app, ADMIN);
  viewerPhone = nextPhone();
  await setRole(t.app, admin, viewerPhone, 'viewer');
  viewer = await staffSession(t.app, viewerPhone);
  editorPhone = nextPhone();
  await setRole(t.app, admin, editorPhone, 'editor');
  editor = await staffSession(t.app, editorPhone);
  // Two groups of the office's list; one named like a formula, as a hostile import might.
  await t.app.db
    .insertInto('groups')
    .values([
      { group_number: '931', group_name: 'Pune Central', region: 'West', is_sample: 0 },
      { group_number: '922', group_name: EVIL, region: 'South', is_sample: 0 },
    ])
    .execute();
  asha = await signUp(t.app, {
    firstName: 'Asha',
    lastName: 'Rao',
    groupNumber: '931',
    groupName: 'Pune Central',
    region: 'West',
  });
  ravi = await signUp(t.app, {
    firstName: 'Ravi',
    lastName: 'Iyer',
    groupNumber: '922',
    groupName: EVIL,
    region: 'South',
  });
  sunil = await signUp(t.app, { firstName: 'Sunil', lastName: 'Das' });
  // Asha reads in Hindi: her referral messages come in Hindi.
  const chose = await call(t.app, {
    method: 'POST',
    url: '/api/profile/update',
    payload: { preferredLanguage: 'hi' },
    headers: as(asha),
  });
  expect(chose.status).toBe(200);
  listed = await business(asha, 'Asha Caterers', true);
  unlisted = await business(asha, 'Asha Quiet Traders', false);
  ravisOwn = await business(ravi, 'Ravi Prints', true);
}, 120_000);

afterAll(() => t?.close());

describe(`referrals (${DIALECT})`, () => {
  let first = '';

  it('gives a referral to a listed business and tells its owner by WhatsApp in her language', async () => {
    const res = await give(ravi, listed);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    first = res.body.id;
    const [message] = await referralMessages();
    expect(message).toMatchObject({
      to: `+${asha.phone}`,
      kind: 'referral',
      language: 'hi',
      parameters: [
        'Asha',
        'Ravi Iyer',
        'Asha Caterers',
        'Meena Iyer',
        createReferral().need,
        `${ORIGIN}/secure/referrals`,
      ],
    });
    // The Hindi catalogue's words, with the giver, the contact, the need and the link.
    expect(message!.text).toContain('रेफ़रल');
    for (const part of ['Ravi Iyer', 'Meena Iyer', createReferral().need as string])
      expect(message!.text).toContain(part);
    expect(message!.text).toContain(`${ORIGIN}/secure/referrals`);
    // The codes' outbox is not the messages'.
    const codes = (await call(t.app, { method: 'GET', url: '/api/dev/outbox' })).body;
    expect(codes.some((m: { kind?: string }) => m.kind === 'referral')).toBe(false);
  });

  it("refuses the giver's own business with REFERRAL_OWN_BUSINESS, in their language", async () => {
    const res = await give(ravi, ravisOwn);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REFERRAL_OWN_BUSINESS');
    expect(res.body.message).toBe(
      "This is your own business. Referrals go to other members' businesses.",
    );
    const hindi = await call(t.app, {
      method: 'POST',
      url: `/api/directory/${listed}/referrals`,
      payload: createReferral(),
      headers: { ...as(asha), 'accept-language': 'hi' },
    });
    expect(hindi.body.code).toBe('REFERRAL_OWN_BUSINESS');
    expect(hindi.body.message).toBe('यह आपका अपना बिज़नेस है। रेफ़रल दूसरे सदस्यों के बिज़नेस को दिए जाते हैं।');
  });

  it('answers 404 for a business not listed, or none', async () => {
    for (const id of [unlisted, randomUUID()]) {
      const res = await give(ravi, id);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('validates the answers with the referral form, its phone through the phone rule', async () => {
    const res = await give(
      ravi,
      listed,
      createReferral({ contactPhone: '12345', contactAgreed: false, warmth: 'lukewarm' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.fields).sort()).toEqual([
      '/contactAgreed',
      '/contactPhone',
      '/warmth',
    ]);
    const missing = await give(ravi, listed, createReferral({ contactAgreed: undefined }));
    expect(missing.body.fields['/contactAgreed']).toBe('Tick this box once they have agreed.');
    // A phone pasted with spaces is read as its number.
    const spaced = await give(ravi, listed, createReferral({ contactPhone: '+91 98765 01234' }));
    expect(spaced.status).toBe(201);
    const mine = (await list(ravi, 'given')).body.items;
    expect(mine[0].contact.phone).toEqual({
      display: '+91 98765 01234',
      tel: '+919876501234',
      whatsapp: '919876501234',
    });
    // Not kept for the rest of the file: its own story is told below.
    await t.app.db.deleteFrom('referrals').where('id', '=', spaced.body.id).execute();
  });

  it('hides every referral route from strangers: no token, a forged one, a Studio token', async () => {
    const routes = [
      ['POST', `/api/directory/${listed}/referrals`, createReferral()],
      ['GET', '/api/referrals?tab=received'],
      ['GET', '/api/referrals/summary'],
      ['POST', `/api/referrals/${first}/status`, { status: 'contacted' }],
    ] as const;
    for (const headers of [{}, { authorization: 'Bearer forged.token.here' }, bearer(admin)])
      for (const [method, url, payload] of routes) {
        const res = await call(t.app, { method, url, payload, headers });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
  });

  it('lists received and given referrals, newest first, each with its history', async () => {
    const received = (await list(asha, 'received')).body.items;
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      id: first,
      businessId: listed,
      businessName: 'Asha Caterers',
      giverName: 'Ravi Iyer',
      receiverName: 'Asha Rao',
      contact: {
        name: 'Meena Iyer',
        phone: { display: '+91 98765 01234', tel: '+919876501234', whatsapp: '919876501234' },
      },
      need: createReferral().need,
      warmth: 'hot',
      status: 'new',
      value: null,
      lostReason: null,
      createdAt: new Date(t.clock.ms).toISOString(),
      updatedAt: new Date(t.clock.ms).toISOString(),
      closedAt: null,
      history: [{ status: 'new', at: new Date(t.clock.ms).toISOString() }],
      mine: 'received',
    });
    const given = (await list(ravi, 'given')).body.items;
    expect(given.map((r: { id: string; mine: string }) => [r.id, r.mine])).toEqual([
      [first, 'given'],
    ]);
    expect((await list(ravi, 'received')).body.items).toEqual([]);
    expect((await list(asha, 'given')).body.items).toEqual([]);
    expect((await list(sunil, 'received')).body.items).toEqual([]);
    // Newest first.
    t.clock.advance(60_000);
    const second = (await give(sunil, listed, createReferral({ contactName: 'Kiran' }))).body.id;
    const now = (await list(asha, 'received')).body.items;
    expect(now.map((r: { id: string }) => r.id)).toEqual([second, first]);
  });

  it('lets only the receiver move it on: New → Contacted → Won, each change in the history', async () => {
    for (const other of [ravi, sunil]) {
      const res = await move(other, first, { status: 'contacted' });
      expect(res.status).toBe(404);
    }
    expect((await move(asha, randomUUID(), { status: 'contacted' })).status).toBe(404);
    // Won says its value, lost its reason.
    expect((await move(asha, first, { status: 'won' })).status).toBe(400);
    expect((await move(asha, first, { status: 'lost' })).status).toBe(400);
    for (const reason of ['   ', 'a\u0000b', 'two\nlines'])
      expect((await move(asha, first, { status: 'lost', reason })).status, reason).toBe(400);
    expect((await move(asha, first, { status: 'won', value: 0 })).status).toBe(400);
    expect((await move(asha, first, { status: 'won', value: 10.5 })).status).toBe(400);
    // New cannot be won at once.
    const early = await move(asha, first, { status: 'won', value: 50_000 });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('REFERRAL_STATUS_CONFLICT');
    const contacted = await move(asha, first, { status: 'contacted' });
    expect(contacted.status, JSON.stringify(contacted.body)).toBe(200);
    expect(contacted.body).toMatchObject({ status: 'contacted', closedAt: null, mine: 'received' });
    expect((await move(asha, first, { status: 'contacted' })).status).toBe(409);
    t.clock.advance(60_000);
    const won = await move(asha, first, { status: 'won', value: 50_000, reason: 'ignored' });
    expect(won.status).toBe(200);
    expect(won.body).toMatchObject({
      status: 'won',
      value: 50_000,
      lostReason: null,
      closedAt: new Date(t.clock.ms).toISOString(),
    });
    expect(won.body.history.map((h: { status: string }) => h.status)).toEqual([
      'new',
      'contacted',
      'won',
    ]);
    // Won is final.
    const lost = await move(asha, first, { status: 'lost', reason: 'Changed their mind' });
    expect(lost.status).toBe(409);
    // The giver sees every change.
    const seen = (await list(ravi, 'given')).body.items[0];
    expect(seen).toMatchObject({ id: first, status: 'won', value: 50_000, mine: 'given' });
    expect(seen.history).toEqual(won.body.history);
  });

  it("sums the member's month and year in India time", async () => {
    // 30 November, 19:00 UTC: 1 December, 00:30 in India. A new month there, not yet in UTC.
    t.clock.ms = Date.UTC(2026, 10, 30, 19, 0, 0);
    await timePasses(0);
    const december = await give(ravi, listed, createReferral({ contactName: 'Dev' }));
    expect(december.status).toBe(201);
    await move(asha, december.body.id, { status: 'contacted' });
    await move(asha, december.body.id, { status: 'won', value: 150_000 });
    expect((await summary(ravi)).body).toEqual({
      month: { given: 1, received: 0, wonValue: 0 },
      year: { given: 2, received: 0, wonValue: 0 },
    });
    expect((await summary(asha)).body).toEqual({
      month: { given: 0, received: 1, wonValue: 150_000 },
      year: { given: 0, received: 3, wonValue: 200_000 },
    });
    expect((await summary(sunil)).body).toEqual({
      month: { given: 0, received: 0, wonValue: 0 },
      year: { given: 1, received: 0, wonValue: 0 },
    });
  });

  it('gives the Studio the figures per month and group, and a formula-safe CSV, audited', async () => {
    const res = await studio(viewer, '?from=2026-11&to=2026-12');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sample = { groupNumber: '101', groupName: 'Sample Pune Central', region: 'West' };
    const pune = { groupNumber: '931', groupName: 'Pune Central', region: 'West' };
    const evil = { groupNumber: '922', groupName: EVIL, region: 'South' };
    expect(res.body.rows).toEqual([
      { month: '2026-11', ...sample, given: 1, received: 0, won: 0, wonValue: 0 },
      { month: '2026-11', ...evil, given: 1, received: 0, won: 0, wonValue: 0 },
      { month: '2026-11', ...pune, given: 0, received: 2, won: 1, wonValue: 50_000 },
      { month: '2026-12', ...evil, given: 1, received: 0, won: 0, wonValue: 0 },
      { month: '2026-12', ...pune, given: 0, received: 1, won: 1, wonValue: 150_000 },
    ]);
    // Only December.
    expect((await studio(viewer, '?from=2026-12&to=2026-12')).body.rows).toHaveLength(2);
    // Backwards, or more than five years: refused.
    expect((await studio(viewer, '?from=2026-12&to=2026-11')).status).toBe(400);
    expect((await studio(viewer, '?from=2020-01&to=2026-12')).status).toBe(400);
    // Editors have no members area.
    expect((await studio(editor, '')).status).toBe(404);
    expect((await studio(editor, '.csv')).status).toBe(404);

    const csv = await studio(viewer, '.csv?from=2026-11&to=2026-12');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('referrals-2026-11-2026-12.csv');
    const text = csv.raw.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Month,Group number,Group name,Region,Referrals given,Referrals received,Won,"Value won (₹, excluding GST)"',
    );
    expect(lines).toHaveLength(6);
    // A cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(lines[2]).toBe(`2026-11,922,"'=HYPERLINK(""http://evil.example"")",South,1,0,0,0`);
    expect(lines.some((line) => /(^|,)"?=/.test(line))).toBe(false);
    const hindi = await studio(viewer, '.csv?from=2026-11&to=2026-12&lang=hi');
    expect(hindi.raw.body.slice(1).split('\n')[0]).toContain('महीना');

    const audit = (
      await call(t.app, {
        method: 'GET',
        url: '/api/studio/audit?action=export',
        headers: bearer(admin),
      })
    ).body.items as Array<Record<string, any>>;
    expect(audit[0]).toMatchObject({
      actorRole: 'viewer',
      action: 'export',
      details: { kind: 'referrals', from: '2026-11', to: '2026-12', rows: 5, complete: true },
    });
  });

  it('names referrals in the privacy notice, and in Your data and its downloads', async () => {
    const notice = (await call(t.app, { method: 'GET', url: '/api/privacy/notice' })).body;
    expect(notice.items.find((i: { id: string }) => i.id === 'record.referrals')).toMatchObject({
      data: "Referrals you give and receive: the contact's name, phone number and need, and how each went",
      recipients: ['host', 'members', 'whatsapp'],
    });
    // The referral form's fields, each with its purpose.
    expect(notice.items.find((i: { id: string }) => i.id === 'contactPhone')).toMatchObject({
      data: "Contact's phone number",
      purpose: 'To pass business between members, and to show how each referral is going.',
      recipients: ['host', 'members'],
    });
    expect(notice.retention.find((r: { id: string }) => r.id === 'referrals')).toEqual({
      id: 'referrals',
      data: "A referral's contact details (name, phone number, what they need)",
      period: 'Erased 180 days after the referral is closed.',
    });

    const held = (await call(t.app, { method: 'GET', url: '/api/me/data', headers: as(asha) }))
      .body;
    expect(
      held.referrals.map((r: Record<string, unknown>) => [
        r.mine,
        r.businessName,
        r.status,
        r.value,
      ]),
    ).toEqual([
      ['received', 'Asha Caterers', 'won', 150_000],
      ['received', 'Asha Caterers', 'new', null],
      ['received', 'Asha Caterers', 'won', 50_000],
    ]);
    // The contact's details are a third person's: not in the member's own data.
    expect(JSON.stringify(held.referrals)).not.toContain('9876501234');
    const csv = await call(t.app, { method: 'GET', url: '/api/me/data.csv', headers: as(ravi) });
    expect(csv.status).toBe(200);
    const rows = (csv.raw.body as string)
      .split('\n')
      .filter((line) => line.startsWith('referral,'));
    expect(rows).toHaveLength(2);
    expect(rows.every((line) => line.includes(',given,'))).toBe(true);
    const json = await call(t.app, { method: 'GET', url: '/api/me/data.json', headers: as(ravi) });
    expect(json.body.referrals).toHaveLength(2);
  });

  it("erases a closed referral's contact REFERRAL_CONTACT_DAYS after it closed, by the app's clock", async () => {
    // A referral lost now; one still open.
    const lost = (await give(ravi, listed, createReferral({ contactName: 'Lata' }))).body.id;
    const open = (await give(ravi, listed, createReferral({ contactName: 'Open Case' }))).body.id;
    expect((await move(asha, lost, { status: 'lost', reason: 'Went elsewhere' })).status).toBe(200);
    const closedAt = t.clock.ms;
    const byId = async (id: string) =>
      ((await list(asha, 'received')).body.items as Array<Record<string, any>>).find(
        (r) => r.id === id,
      )!;

    await timePasses(180 * DAY - 60_000);
    await t.app.services.retention.purge();
    expect((await byId(lost)).contact).not.toBeNull();

    await timePasses(2 * 60_000);
    const purged = await t.app.services.retention.purge();
    // The December one, won before it, too; the first (won in November) went on the same run.
    expect(purged.referralContacts).toBeGreaterThanOrEqual(1);
    const gone = await byId(lost);
    expect(gone).toMatchObject({
      contact: null,
      need: null,
      status: 'lost',
      lostReason: 'Went elsewhere',
    });
    expect(gone.closedAt).toBe(new Date(closedAt).toISOString());
    expect((await byId(open)).contact).toMatchObject({ name: 'Open Case' });
    const row = await t.app.db
      .selectFrom('referrals')
      .select(['contact_name', 'contact_phone', 'need', 'answers', 'contact_erased_at'])
      .where('id', '=', lost)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      contact_name: null,
      contact_phone: null,
      need: null,
      answers: null,
      contact_erased_at: new Date(t.clock.ms).toISOString(),
    });
    // The giver sees the same.
    const giverView = ((await list(ravi, 'given')).body.items as Array<Record<string, any>>).find(
      (r) => r.id === lost,
    );
    expect(giverView).toMatchObject({ contact: null, need: null });
  });

  it("erases a member: the other keeps the referral, from a former member, without the contact's details", async () => {
    const open = (await give(ravi, listed, createReferral({ contactName: 'Zoya' }))).body.id;
    expect(await eraseMember(t.app.db, ravi.userId, new Date(t.clock.ms).toISOString())).toBe(true);
    const kept = ((await list(asha, 'received')).body.items as Array<Record<string, any>>).find(
      (r) => r.id === open,
    )!;
    expect(kept).toMatchObject({
      giverName: null,
      receiverName: 'Asha Rao',
      contact: null,
      need: null,
      status: 'new',
    });
    const rows = await t.app.db
      .selectFrom('referrals')
      .select(['giver_id', 'contact_name'])
      .where((eb) => eb.or([eb('giver_id', '=', ravi.userId), eb('receiver_id', '=', ravi.userId)]))
      .execute();
    expect(rows).toEqual([]);
    const events = await t.app.db
      .selectFrom('referral_events')
      .select('id')
      .where('actor', '=', ravi.userId)
      .execute();
    expect(events).toEqual([]);
    // Asha still follows it up; the Studio's figures keep the group it was given under.
    expect((await move(asha, open, { status: 'contacted' })).status).toBe(200);
  });
  it("answers 401 to a member's own token that has expired, so the app refreshes it", async () => {
    const stale = { ...sunil };
    t.clock.advance(2 * 60 * 60 * 1000);
    const routes = [
      ['POST', `/api/directory/${listed}/referrals`, createReferral()],
      ['GET', '/api/referrals?tab=given'],
      ['GET', '/api/referrals/summary'],
      ['POST', `/api/referrals/${randomUUID()}/status`, { status: 'contacted' }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const res = await call(t.app, { method, url, payload, headers: as(stale) });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
  });
});
