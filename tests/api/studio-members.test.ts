import fc from 'fast-check';
import tamilTexts from '../../schemas/i18n/ta.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { iso } from '../../src/server/clock';
import { openDb } from '../helpers/api-app';
import { usersRepository } from '../../src/server/repositories/users';
import { businessSchemaWithInstagram, businessUiWithInstagram } from '../fixtures/studio-drafts';
import { businessRow, memberRow } from '../fixtures/member-rows';
import { hostileQuery } from '../helpers/fuzz/hostile-values';
import { publishFiles, staffSession as staffToken } from '../helpers/studio-staff';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  signUp,
  type TestApp,
} from '../helpers/api-app';

/** The Studio's members' list and member page: search, filters, keyset pages, refusals. */

const STAFF = '919812345678';
let t: TestApp;
let staff: string;
let db: ReturnType<typeof openDb>['db'];
let seq = 0;

const list = (query: Record<string, string> = {}, token = staff) =>
  call(t.app, {
    method: 'GET',
    url: `/api/studio/members?${new URLSearchParams(query)}`,
    headers: bearer(token),
  });
const ids = async (query: Record<string, string>) => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Array<{ id: string }>).map((m) => m.id);
};

/** A stored member with a phone of its own (seq keeps them apart across tests). */
async function insertMember(createdAt: string, overrides: Parameters<typeof memberRow>[2] = {}) {
  seq += 1;
  const row = memberRow(`+9170${String(10_000_000 + seq).slice(-8)}`, createdAt, overrides);
  await usersRepository(db).insert(db, row);
  return row;
}

const AT = iso(Date.UTC(2026, 5, 1, 12));

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  staff = await staffToken(t.app, STAFF);
  db = openDb(t.config).db;
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

describe(`members' list (${DIALECT})`, () => {
  it('answers 404 NOT_FOUND to anyone but staff on every members route', async () => {
    const member = await signUp(t.app);
    for (const url of [
      '/api/studio/members',
      '/api/studio/members/export?kind=members',
      `/api/studio/members/${member.userId}`,
    ])
      for (const headers of [{}, bearer(member.token), bearer(`${staff}x`)]) {
        const res = await call(t.app, { method: 'GET', url, headers });
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND', message: english['errors.NOT_FOUND'] });
      }
  });

  it('lists newest first with name, phone, group, region, source, joined and business count', async () => {
    const older = await insertMember(iso(Date.UTC(2026, 0, 1)), { region: 'Rows' });
    const newer = await insertMember(iso(Date.UTC(2026, 0, 2)), {
      region: 'Rows',
      middle_name: 'K',
      source: 'wizard',
    });
    for (let i = 0; i < 3; i++)
      await db.insertInto('businesses').values(businessRow(newer.id, AT)).execute();
    const res = await list({ region: 'Rows' });
    expect(res.body).toEqual({
      items: [
        {
          id: newer.id,
          name: 'Asha K Patil',
          phone: newer.phone,
          groupNumber: '101',
          groupName: 'Sample Pune Central',
          region: 'Rows',
          source: 'wizard',
          joined: newer.created_at,
          businesses: 3,
        },
        expect.objectContaining({ id: older.id, businesses: 0, source: 'signup' }),
      ],
      next: null,
    });
  });

  it('finds a member by every form of their phone a person pastes, and by the alternate phone', async () => {
    const m = await insertMember(AT, {
      phone: '+919876543210',
      alternate_phone: '+919123456780',
      first_name: 'Paste',
    });
    const forms = [
      '98765 43210',
      '+91 98765-43210',
      '+91 98765 43210',
      '0091 98765 43210',
      '0091-9876543210',
      '919876543210',
      '098765-43210',
      '(+91) 98765.43210',
      '९८७६५ ४३२१०',
      '+९१ ९८७६५-४३२१०',
      '௯௮௭௬௫ ௪௩௨௧௦',
      ' 91 98765 43210 ',
      '91234 56780',
    ];
    for (const q of forms) expect(await ids({ q }), q).toEqual([m.id]);
  });

  it('finds by name (any part, any case, Indic scripts), business name and group number', async () => {
    const latin = await insertMember(AT, { first_name: 'Kavitha', last_name: 'Ramanathan' });
    const tamil = await insertMember(AT, { first_name: 'கவிதா', last_name: 'ராமன்' });
    const hindi = await insertMember(AT, {
      first_name: 'सुनीता',
      middle_name: 'देवी',
      last_name: 'शर्मा',
    });
    const owner = await insertMember(AT, { group_number: '4242', group_name: 'Far Group' });
    await db
      .insertInto('businesses')
      .values(businessRow(owner.id, AT, { businessName: 'Zebra Crossing Tiffins' }))
      .execute();
    expect(await ids({ q: 'kavitha ramanathan' })).toEqual([latin.id]);
    expect(await ids({ q: 'RAMANA' })).toEqual([latin.id]);
    expect(await ids({ q: 'கவிதா' })).toEqual([tamil.id]);
    expect(await ids({ q: 'सुनीता देवी शर्मा' })).toEqual([hindi.id]);
    expect(await ids({ q: 'crossing tiff' })).toEqual([owner.id]);
    expect(await ids({ q: '4242' })).toEqual([owner.id]);
    expect(await ids({ q: '४२४२' })).toEqual([owner.id]);
    // With a page of one, each search fills its page among the newest members, row by row.
    for (const [q, id] of [
      ['RAMANA', latin.id],
      ['சுப', undefined],
      ['सुनीता देवी शर्मा', hindi.id],
      ['crossing tiff', owner.id],
      ['4242', owner.id],
    ] as const)
      expect(await ids({ q, limit: '1' }), q).toEqual(id ? [id] : []);
    // A LIKE wildcard typed by staff is a character, not "anything".
    expect(await ids({ q: '%' })).toEqual([]);
    expect(await ids({ q: 'zebra_crossing' })).toEqual([]);
  });

  it('pages through a search, whether the page fills among the newest members or from the indexes', async () => {
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await insertMember(iso(Date.UTC(2026, 1, 1, 0, 0, i)), { last_name: 'Windowed' }));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await list({ q: 'windowed', limit: '2', ...(next ? { cursor: next } : {}) });
      seen.push(...res.body.items.map((m: { id: string }) => m.id));
      next = res.body.next;
    } while (next);
    expect(seen).toEqual(made.map((m) => m.id).reverse());
  });

  it('filters by region, group, source and joined dates (both days included, UTC)', async () => {
    const region = 'Filters';
    const a = await insertMember('2025-03-01T00:00:00.000Z', { region, group_number: '7' });
    const b = await insertMember('2025-03-02T23:59:59.999Z', { region, source: 'wizard' });
    const c = await insertMember('2025-03-03T00:00:00.000Z', { region, group_number: '7' });
    expect(await ids({ region })).toEqual([c.id, b.id, a.id]);
    expect(await ids({ region, group: '7' })).toEqual([c.id, a.id]);
    expect(await ids({ region, group: '௭' })).toEqual([c.id, a.id]);
    expect(await ids({ region, source: 'wizard' })).toEqual([b.id]);
    expect(await ids({ region, source: 'signup' })).toEqual([c.id, a.id]);
    expect(await ids({ region, from: '2025-03-02' })).toEqual([c.id, b.id]);
    expect(await ids({ region, to: '2025-03-02' })).toEqual([b.id, a.id]);
    expect(await ids({ region, from: '2025-03-02', to: '2025-03-02' })).toEqual([b.id]);
    expect(await ids({ region, from: '2025-03-04' })).toEqual([]);
    expect(await ids({ region: 'Nowhere' })).toEqual([]);
  });

  it('refuses out-of-bounds queries with 400 before any query runs', async () => {
    const queries: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '101' },
      { limit: '1.5' },
      { limit: '-1' },
      { q: 'x'.repeat(101) },
      { q: 'a\u0000b' },
      { region: 'r'.repeat(101) },
      { group: '1'.repeat(21) },
      { group: '1;drop' },
      { source: 'import' },
      { from: '2026-13-01' },
      { to: 'yesterday' },
      { cursor: 'not a cursor' },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    expect((await list({ limit: '100' })).status).toBe(200);
    expect((await list({ limit: '1' })).body.items).toHaveLength(1);
  });

  it('pages with `limit` and `next` until `next` is null', async () => {
    const region = 'Paging';
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await insertMember(AT, { region }));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await list({ region, limit: '2', ...(next ? { cursor: next } : {}) });
      seen.push(...res.body.items.map((m: { id: string }) => m.id));
      next = res.body.next;
    } while (next);
    expect(seen).toEqual(
      made
        .map((m) => m.id)
        .sort()
        .reverse(),
    );
  });
});

describe(`keyset paging while members join (${DIALECT})`, () => {
  it('returns every member exactly once, whatever joins between pages', async () => {
    let run = 0;
    const times = [0, 1, 2, 3].map((s) => iso(Date.UTC(2026, 7, 1, 10, 0, s)));
    const time = fc.constantFrom(...times);
    await fc.assert(
      fc.asyncProperty(
        fc.array(time, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.array(time, { maxLength: 3 }), { maxLength: 10 }),
        async (initial, limit, joining) => {
          run += 1;
          const region = `Keyset ${run}`;
          const before = [];
          for (const at of initial) before.push((await insertMember(at, { region })).id);
          const seen: string[] = [];
          let next: string | null = null;
          let page = 0;
          do {
            const res = await list({
              region,
              limit: String(limit),
              ...(next ? { cursor: next } : {}),
            });
            expect(res.status).toBe(200);
            seen.push(...res.body.items.map((m: { id: string }) => m.id));
            next = res.body.next;
            for (const at of joining[page] ?? []) await insertMember(at, { region });
            page += 1;
          } while (next);
          expect(new Set(seen).size).toBe(seen.length);
          for (const id of before) expect(seen.filter((s) => s === id)).toHaveLength(1);
        },
      ),
      { numRuns: 15, seed: 24 },
    );
  }, 120_000);
});

describe(`cursor refusals (${DIALECT})`, () => {
  let cursor: string;
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await insertMember(AT, { region: 'Cursor' });
    cursor = (await list({ region: 'Cursor', limit: '1' })).body.next;
    expect(cursor).toEqual(expect.any(String));
  });

  const refused = async (query: Record<string, string>) => {
    const res = await list(query);
    expect(res.status, JSON.stringify(query)).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_CURSOR',
      message: english['errors.INVALID_CURSOR'],
    });
  };

  it('accepts its own cursor with the same query', async () => {
    expect((await list({ region: 'Cursor', limit: '1', cursor })).status).toBe(200);
    // The page size is not part of the query: a cursor goes on with any limit.
    expect((await list({ region: 'Cursor', limit: '5', cursor })).status).toBe(200);
  });

  it('refuses a forged, edited or other query’s cursor with 400 INVALID_CURSOR', async () => {
    const [payload, mac] = cursor.split('.') as [string, string];
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString());
    edited.c = '9999-01-01T00:00:00.000Z';
    const forgedPayload = Buffer.from(JSON.stringify(edited)).toString('base64url');
    await refused({ region: 'Cursor', cursor: `${forgedPayload}.${mac}` });
    await refused({ region: 'Cursor', cursor: `${payload}.${'A'.repeat(43)}` });
    await refused({ region: 'Cursor', cursor: `${'e30'}.${mac}` });
    await refused({ region: 'Other', cursor });
    await refused({ cursor });
    await refused({ region: 'Cursor', q: 'asha', cursor });
  });

  it('refuses a cursor older than a day', async () => {
    t.clock.advance(25 * 60 * 60 * 1000);
    // The staff token lasts 8 hours: sign in again on the new day.
    staff = await staffToken(t.app, STAFF);
    await refused({ region: 'Cursor', limit: '1', cursor });
  });
});

describe(`a member's page (${DIALECT})`, () => {
  it('shows the profile and each business through the live form: logo, staff-added field, Other text', async () => {
    const published = await publishFiles(
      t.app,
      staff,
      {
        'business.schema.json': JSON.stringify(businessSchemaWithInstagram()),
        ...businessUiWithInstagram(),
      },
      'Instagram',
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const m = await signUp(t.app);
    const body = await businessBody(t.app, m.token, {
      instagram: '@ashapatil',
      businessCategory: 'other',
      otherBusinessCategory: 'Pottery studio',
    });
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      headers: bearer(m.token),
      payload: body,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    const res = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/${m.userId}`,
      headers: bearer(staff),
    });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ id: m.userId, phone: `+${m.phone}`, businesses: 1 });
    // Each look at a member's data is audited: who, which member, from which address.
    const audit = await call(t.app, {
      method: 'GET',
      url: '/api/studio/audit?action=member-viewed',
      headers: bearer(staff),
    });
    expect(audit.body.items[0]).toMatchObject({
      actor: `+${STAFF}`,
      action: 'member-viewed',
      subject: m.userId,
      // The audit names the member looked at, as their record holds the name now.
      subjectName: res.body.member.name,
      ip: '127.0.0.1',
    });
    expect(res.body.member.name).toEqual(expect.stringMatching(/\S/));
    const [business] = res.body.businesses;
    const field = (key: string) => business.fields.find((f: { key: string }) => f.key === key);
    // Asked in the page's language, the fields are labelled in it.
    const tamil = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/${m.userId}?lang=ta`,
      headers: bearer(staff),
    });
    const tamilName = tamil.body.businesses[0].fields.find(
      (f: { key: string }) => f.key === 'businessName',
    );
    expect(tamilName.label).toBe(
      (tamilTexts as Record<string, { text: string }>)[
        'defs/business.json#/properties/businessName/title'
      ]!.text,
    );
    // The logo's field says its value is an image, so the member's page shows it as one.
    expect(field('businessLogo')).toEqual({
      key: 'businessLogo',
      label: expect.any(String),
      value: body.businessLogo,
      image: true,
    });
    expect(field('instagram')).toEqual({
      key: 'instagram',
      label: 'Instagram handle',
      value: '@ashapatil',
    });
    expect(field('businessCategory').value).toBe('other');
    expect(field('otherBusinessCategory')).toEqual({
      key: 'otherBusinessCategory',
      label: 'Other Business Category',
      value: 'Pottery studio',
    });
    expect(field('businessAddress').items[0]).toContainEqual({
      key: 'city',
      label: 'City',
      value: 'Pune',
    });
    expect(business.unlisted).toEqual({});
  });

  it('answers 404 for an id that is no member', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/studio/members/01900000-0000-7000-8000-000000000000',
      headers: bearer(staff),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/studio/members/not-a-uuid',
      headers: bearer(staff),
    });
    // A malformed id is no member either, as on every route with an id in its path.
    expect(bad.status).toBe(404);
  });
});

describe(`hostile queries from staff (${DIALECT})`, () => {
  it('answers no 5xx to 300 hostile query strings on the three routes', async () => {
    const paths = ['/api/studio/members', '/api/studio/members/export', '/api/studio/members/x'];
    const samples = fc.sample(fc.tuple(fc.constantFrom(...paths), hostileQuery), {
      numRuns: 300,
      seed: 24,
    });
    const statuses = new Map<number, number>();
    for (const [path, query] of samples) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${path}?${query}`,
        headers: bearer(staff),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${path}?${query}`).toBeLessThan(500);
    }
    console.log(`hostile member queries (${DIALECT}):`, Object.fromEntries(statuses));
  });
});
