import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { iso } from '../../src/server/clock';
import { directoryKey } from '../../src/server/services/directory-key';
import { usersRepository } from '../../src/server/repositories/users';
import { createAddress } from '../fixtures/forms';
import { memberRow } from '../fixtures/member-rows';
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
import { staffSession } from '../helpers/studio-staff';

/**
 * The members' directory as members search it, through the real API: businesses are listed by
 * their owners on the business form (Yes to "Show this business in the members' directory"), and
 * found by signed-in members only, in any script; a listing's phone shows only when its owner
 * chose to show it; a member opens at most DIRECTORY_VIEWS_PER_DAY listings a day and pages at
 * most DIRECTORY_MAX_PAGES; the Studio sees who opens far more than the median member.
 */

const ADMIN = '919812345611';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Member = Awaited<ReturnType<typeof signUp>>;

const CHENNAI = { groupNumber: '201', groupName: 'Sample Chennai Marina', region: 'South' };

function client(t: TestApp) {
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: 'GET',
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const addBusiness = async (member: Member, overrides: Record<string, unknown>) => {
    const body = await businessBody(t.app, member.token, overrides);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: body,
      headers: bearer(member.token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.businessId as string;
  };
  const setBusiness = async (member: Member, id: string, changes: Record<string, unknown>) => {
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/business/${id}`,
      payload: changes,
      headers: bearer(member.token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const updateProfile = async (member: Member, changes: Record<string, unknown>) => {
    const me = (await get('/api/profile/me', member.token)).body;
    const { consentCurrent: _c, ...profile } = me;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/profile/update',
      payload: { ...profile, ...changes },
      headers: bearer(member.token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** The names a search finds, in order. */
  const found = async (token: string, query: string) => {
    const res = await get(`/api/directory?${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as { businessName: string }[]).map((i) => i.businessName);
  };
  return { get, addBusiness, setBusiness, updateProfile, found };
}

describe(`the members' directory (${DIALECT})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let asha: Member;
  let kavitha: Member;
  let viewer: Member;
  let sharmaTextiles: string;
  let quietTraders: string;
  let iyerJewellers: string;

  beforeAll(async () => {
    t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
    api = client(t);
    asha = await signUp(t.app, { firstName: 'Asha', lastName: 'शर्मा' });
    kavitha = await signUp(t.app, { firstName: 'Kavitha', lastName: 'Iyer', ...CHENNAI });
    viewer = await signUp(t.app, { firstName: 'Ravi', lastName: 'Kumar' });
    sharmaTextiles = await api.addBusiness(asha, {
      businessName: 'शर्मा टेक्सटाइल्स',
      businessCategory: 'Retail',
      businessSubCategory: 'Clothing',
      businessAddress: [createAddress({ city: 'Pune', addressLine2: 'Camp' })],
      showInDirectory: true,
    });
    // Not listed: its name, category and city are found nowhere.
    quietTraders = await api.addBusiness(asha, {
      businessName: 'Quiet Traders',
      businessCategory: 'Manufacturing',
      businessSubCategory: 'Textiles',
      businessAddress: [createAddress({ city: 'Nashik' })],
      showInDirectory: false,
    });
    iyerJewellers = await api.addBusiness(kavitha, {
      businessName: 'ஐயர் ஜுவல்லர்ஸ்',
      businessCategory: 'Professional Services',
      businessSubCategory: 'Consulting',
      businessAddress: [
        createAddress({ city: 'சென்னை', state: 'Tamil Nadu', pin: '600001' }),
        createAddress({ city: 'Madurai', state: 'Tamil Nadu', pin: '625001' }),
      ],
      showInDirectory: true,
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('finds only opted-in businesses, by any word, in any script, with every filter', async () => {
    const find = (query: string) => api.found(viewer.token, query);
    expect((await find('')).sort()).toEqual(['शर्मा टेक्सटाइल्स', 'ஐயர் ஜுவல்லர்ஸ்']);
    // Latin ↔ Devanagari ↔ Tamil, both ways, and across the name, city, category and owner.
    for (const q of ['sharma', 'Sharma', 'शर्मा', 'சர்மா', 'textile', 'sarma textiles pune', 'asha'])
      expect(await find(`q=${encodeURIComponent(q)}`), q).toEqual(['शर्मा टेक्सटाइल्स']);
    for (const q of ['iyer', 'अय्यर', 'Aiyar', 'jewellers', 'jewel', 'chennai', 'चेन्नई', 'madurai'])
      expect(await find(`q=${encodeURIComponent(q)}`), q).toEqual(['ஐயர் ஜுவல்லர்ஸ்']);
    // Every word must match; the business not listed is never found.
    expect(await find('q=sharma%20chennai')).toEqual([]);
    for (const q of ['quiet', 'Quiet Traders', 'nashik', 'manufacturing'])
      expect(await find(`q=${encodeURIComponent(q)}`), q).toEqual([]);
    expect(await find('category=Manufacturing')).toEqual([]);
    // Filters, exact; the city by its key or as typed in any script; group numbers in any digits.
    expect(await find('category=Retail')).toEqual(['शर्मा टेक्सटाइल्स']);
    expect(await find('region=South')).toEqual(['ஐயர் ஜுவல்லர்ஸ்']);
    expect(await find(`group=${encodeURIComponent('२०१')}`)).toEqual(['ஐயர் ஜுவல்லர்ஸ்']);
    expect(await find('group=101&q=sharma')).toEqual(['शर्मा टेक्सटाइल्स']);
    expect(await find(`city=${directoryKey('Chennai')}`)).toEqual(['ஐயர் ஜுவல்லர்ஸ்']);
    expect(await find('city=Madurai')).toEqual(['ஐயர் ஜுவல்லர்ஸ்']);
    expect(await find(`city=${encodeURIComponent('पुणे')}`)).toEqual(['शर्मा टेक्सटाइल्स']);
    expect(await find('city=Nashik')).toEqual([]);
  });

  it('answers a result with what the card shows, the category in the asked language', async () => {
    const res = await api.get('/api/directory?q=sharma&lang=hi', viewer.token);
    expect(res.body).toEqual({
      items: [
        {
          id: sharmaTextiles,
          businessName: 'शर्मा टेक्सटाइल्स',
          logo: expect.stringMatching(/^\/api\/business\/logo\//),
          category: 'Retail',
          categoryLabel: 'खुदरा व्यापार (रिटेल)',
          city: 'Pune',
          groupNumber: '101',
          groupName: 'Sample Pune Central',
          ownerName: 'Asha शर्मा',
        },
      ],
      page: 1,
      pageSize: 20,
      hasMore: false,
      lastPage: false,
    });
    const english = await api.get('/api/directory?q=sharma', viewer.token);
    expect(english.body.items[0].categoryLabel).toBe('Retail');
  });

  it('offers filters from listed businesses only', async () => {
    const res = await api.get('/api/directory/filters', viewer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      categories: [
        { value: 'Professional Services', label: 'Professional Services' },
        { value: 'Retail', label: 'Retail' },
      ],
      cities: [
        { value: directoryKey('Pune'), label: 'Pune' },
        { value: directoryKey('சென்னை'), label: 'சென்னை' },
      ],
      regions: ['South', 'West'],
      groups: [
        { number: '101', name: 'Sample Pune Central' },
        { number: '201', name: 'Sample Chennai Marina' },
      ],
    });
  });

  it('opens a listing with its addresses and Maps links, and 404 for one not listed', async () => {
    const res = await api.get(`/api/directory/${iyerJewellers}`, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: iyerJewellers,
      businessName: 'ஐயர் ஜுவல்லர்ஸ்',
      tagline: 'Fabrics since 1982',
      category: 'Professional Services',
      subCategory: 'Consulting',
      description: 'Wholesale and retail fabrics.',
      whatDoYouWantFromUs: 'Referrals',
      addresses: [
        {
          text: '12 MG Road, சென்னை, Tamil Nadu 600001',
          city: 'சென்னை',
          mapsUrl: 'https://maps.app.goo.gl/AbC123xyz',
        },
        {
          text: '12 MG Road, Madurai, Tamil Nadu 625001',
          city: 'Madurai',
          mapsUrl: 'https://maps.app.goo.gl/AbC123xyz',
        },
      ],
      owner: {
        name: 'Kavitha Iyer',
        groupNumber: '201',
        groupName: 'Sample Chennai Marina',
        region: 'South',
      },
      phone: null,
      own: false,
    });
    expect((await api.get(`/api/directory/${quietTraders}`, viewer.token)).status).toBe(404);
    expect((await api.get(`/api/directory/${quietTraders}`, asha.token)).status).toBe(404);
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await api.get(`/api/directory/${unknown}`, viewer.token)).body.code).toBe('NOT_FOUND');
  });

  it('shows the phone on the listing only when its owner shows it, and never in lists', async () => {
    const national = asha.phone.slice(2);
    const noPhone = async () => {
      for (const url of [
        '/api/directory',
        '/api/directory?q=sharma',
        '/api/directory/filters',
        `/api/directory/${sharmaTextiles}`,
      ]) {
        const res = await api.get(url, viewer.token);
        expect(res.status).toBe(200);
        expect(res.raw.body, url).not.toContain(national);
      }
    };
    await noPhone();
    expect((await api.get(`/api/directory/${sharmaTextiles}`, viewer.token)).body.phone).toBeNull();

    await api.updateProfile(asha, { showPhoneInDirectory: true });
    const shown = await api.get(`/api/directory/${sharmaTextiles}`, viewer.token);
    expect(shown.body.phone).toEqual({
      display: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
      tel: `+${asha.phone}`,
      whatsapp: asha.phone,
    });
    // Still in no list.
    for (const url of ['/api/directory', '/api/directory?q=sharma', '/api/directory/filters']) {
      const res = await api.get(url, viewer.token);
      expect(res.raw.body, url).not.toContain(national);
    }
    // Kavitha did not show hers.
    expect((await api.get(`/api/directory/${iyerJewellers}`, viewer.token)).body.phone).toBeNull();

    await api.updateProfile(asha, { showPhoneInDirectory: false });
    await noPhone();
  });

  it('says No, and the listing is gone from search and from its link at once', async () => {
    const id = await api.addBusiness(kavitha, {
      businessName: 'Kavitha Tiffins',
      showInDirectory: true,
    });
    expect(await api.found(viewer.token, 'q=tiffins')).toEqual(['Kavitha Tiffins']);
    await api.setBusiness(kavitha, id, { showInDirectory: false });
    expect(await api.found(viewer.token, 'q=tiffins')).toEqual([]);
    expect((await api.get(`/api/directory/${id}`, viewer.token)).status).toBe(404);
  });

  it('is 404 to anyone but a signed-in member, and 401 to a member whose token expired', async () => {
    const staff = await staffSession(t.app, ADMIN);
    const urls = [
      '/api/directory?q=sharma',
      '/api/directory/filters',
      `/api/directory/${sharmaTextiles}`,
    ];
    for (const url of urls) {
      for (const headers of <Record<string, string>[]>[
        {},
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${staff}` },
        { authorization: `Bearer ${viewer.token.slice(0, -2)}xx` },
      ]) {
        const res = await api.get(url, undefined, headers);
        expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    }
    // An expired member token: 401, so the app refreshes it and asks again.
    const token = viewer.token;
    t.clock.advance(16 * MINUTE);
    try {
      for (const url of urls) {
        const res = await api.get(url, token);
        expect(res.status, url).toBe(401);
      }
      // A fresh session reads it again.
      const fresh = await call(t.app, {
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { token: viewer.rToken },
      });
      expect(fresh.status).toBe(200);
      expect((await api.get(urls[0]!, fresh.body.token)).status).toBe(200);
      viewer = { ...viewer, token: fresh.body.token, rToken: fresh.body.rToken };
    } finally {
      // The other tests' tokens were signed before the move: sign them again.
      for (const m of [asha, kavitha]) {
        const next = await call(t.app, {
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { token: m.rToken },
        });
        m.token = next.body.token;
        m.rToken = next.body.rToken;
      }
    }
  });

  it('pages by 20 up to DIRECTORY_MAX_PAGES, and refuses a page beyond', async () => {
    expect(loadConfig({}).directory.maxPages).toBe(10);
    const page = (n: number) => api.get(`/api/directory?page=${n}`, viewer.token);
    expect((await page(10)).body).toMatchObject({
      items: [],
      page: 10,
      hasMore: false,
      lastPage: true,
    });
    for (const n of [11, 12, 999999]) {
      const res = await page(n);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('DIRECTORY_PAGE_LIMIT');
    }
    const hindi = await api.get('/api/directory?page=11', viewer.token, {
      'accept-language': 'hi',
    });
    expect(hindi.body.message).toMatch(/डायरेक्टरी/);
    for (const bad of ['0', '-1', '1.5', 'x'])
      expect((await api.get(`/api/directory?page=${bad}`, viewer.token)).status).toBe(400);
    expect((await api.get(`/api/directory?q=${'a'.repeat(101)}`, viewer.token)).status).toBe(400);
  });
});

describe(`paging through the directory (${DIALECT})`, () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('says when more results follow, and the last allowed page is the last', async () => {
    t = await createTestApp({ directory: { viewsPerDay: 150, maxPages: 2 } });
    const api = client(t);
    const owners = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const names: string[] = [];
    for (let i = 0; i < 45; i++) {
      const name = `Gupta Traders ${String(i).padStart(2, '0')}`;
      names.push(name);
      await api.addBusiness(owners[i % 3]!, { businessName: name, showInDirectory: true });
    }
    const viewer = await signUp(t.app);
    const page = (n: number) => api.get(`/api/directory?q=gupta&page=${n}`, viewer.token);
    const first = await page(1);
    expect(first.body.items.map((i: { businessName: string }) => i.businessName)).toEqual(
      names.slice(0, 20),
    );
    expect(first.body).toMatchObject({ hasMore: true, lastPage: false });
    const second = await page(2);
    expect(second.body.items.map((i: { businessName: string }) => i.businessName)).toEqual(
      names.slice(20, 40),
    );
    // More exist, but page 3 is past DIRECTORY_MAX_PAGES: a narrower search finds them.
    expect(second.body).toMatchObject({ hasMore: true, lastPage: true });
    expect((await page(3)).body.code).toBe('DIRECTORY_PAGE_LIMIT');
    expect(await api.found(viewer.token, 'q=gupta%2044')).toEqual(['Gupta Traders 44']);
  }, 180_000);
});

describe(`the daily cap on listings opened (${DIALECT})`, () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('opens 150 listings a day by default and refuses the 151st with 429, until the next UTC day', async () => {
    expect(loadConfig({}).directory.viewsPerDay).toBe(150);
    t = await createTestApp();
    const api = client(t);
    const owner = await signUp(t.app);
    const viewer = await signUp(t.app);
    const id = await api.addBusiness(owner, { showInDirectory: true });
    const own = await api.addBusiness(viewer, {
      businessName: 'Viewer Own',
      showInDirectory: true,
    });
    // Opening one's own listing is not counted.
    for (let i = 0; i < 5; i++)
      expect((await api.get(`/api/directory/${own}`, viewer.token)).body.own).toBe(true);
    for (let i = 1; i <= 150; i++) {
      const res = await api.get(`/api/directory/${id}`, viewer.token);
      if (res.status !== 200)
        throw new Error(`view ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const refused = await api.get(`/api/directory/${id}`, viewer.token, {
      'accept-language': 'ta',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('DIRECTORY_VIEW_LIMIT');
    expect(refused.body.message).toMatch(/நாளை/);
    // Until 00:00 UTC: the test clock is at 09:00.
    expect(refused.body.retryAfter).toBe(15 * 60 * 60);
    expect(refused.headers['retry-after']).toBe(String(15 * 60 * 60));
    // Own listing, search and filters still answer.
    expect((await api.get(`/api/directory/${own}`, viewer.token)).status).toBe(200);
    expect((await api.get('/api/directory', viewer.token)).status).toBe(200);
    const db = openDb(t.config).db;
    try {
      const rows = await db.selectFrom('directory_views').selectAll().execute();
      expect(rows).toEqual([
        { user_id: viewer.userId, day: iso(t.clock.now()).slice(0, 10), views: 150 },
      ]);
    } finally {
      await db.destroy();
    }
    // The next UTC day counts afresh.
    t.clock.advance(15 * 60 * MINUTE);
    const fresh = await call(t.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { token: viewer.rToken },
    });
    expect((await api.get(`/api/directory/${id}`, fresh.body.token)).status).toBe(200);
  }, 120_000);

  it('lets concurrent opens pass the cap not once (DIRECTORY_VIEWS_PER_DAY from the config)', async () => {
    const small = await createTestApp({ directory: { viewsPerDay: 3, maxPages: 10 } });
    try {
      const api = client(small);
      const owner = await signUp(small.app);
      const viewer = await signUp(small.app);
      const id = await api.addBusiness(owner, { showInDirectory: true });
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => api.get(`/api/directory/${id}`, viewer.token)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe(`heavy viewers in the Studio (${DIALECT})`, () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('names members far above the median over 30 days, audited as a look at each', async () => {
    t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
    const db = openDb(t.config).db;
    try {
      const members = [...'ABCDEFG'].map((letter, i) => ({
        userId: '',
        row: memberRow(`+9170000004${String(i).padStart(2, '0')}`, iso(t.clock.now()), {
          first_name: `Member${letter}`,
          last_name: 'Sharma',
        }),
      }));
      for (const m of members) {
        await usersRepository(db).insert(db, m.row);
        m.userId = m.row.id;
      }
      const day = (offset: number) => iso(t.clock.now() + offset * DAY).slice(0, 10);
      // Four ordinary members (50 to 80 views in the window), one heavy (450 in the window, and
      // more 40 days ago, outside it), one heavy only 40 days ago (not counted at all), and one
      // with a busy day (160).
      await db
        .insertInto('directory_views')
        .values([
          { user_id: members[0]!.userId, day: day(0), views: 50 },
          { user_id: members[1]!.userId, day: day(-1), views: 60 },
          { user_id: members[2]!.userId, day: day(-2), views: 70 },
          { user_id: members[3]!.userId, day: day(-29), views: 150 },
          { user_id: members[3]!.userId, day: day(-28), views: 150 },
          { user_id: members[3]!.userId, day: day(0), views: 150 },
          { user_id: members[3]!.userId, day: day(-40), views: 150 },
          { user_id: members[4]!.userId, day: day(-40), views: 150 },
          { user_id: members[5]!.userId, day: day(0), views: 80 },
          { user_id: members[6]!.userId, day: day(-3), views: 160 },
        ])
        .execute();
      const admin = await staffSession(t.app, ADMIN);
      const res = await call(t.app, {
        method: 'GET',
        url: '/api/studio/directory/heavy-viewers',
        headers: bearer(admin),
      });
      expect(res.status).toBe(200);
      // Totals in the window: 50, 60, 70, 80, 160, 450 → median 75. 160 is above a day's cap but
      // only 2.1 × the median: not flagged.
      expect(res.body).toEqual({
        days: 30,
        median: 75,
        members: [
          {
            userId: members[3]!.userId,
            name: 'MemberD Sharma',
            groupNumber: '101',
            views: 450,
            ratio: 6,
          },
        ],
      });
      const audit = await db
        .selectFrom('audit_events')
        .select(['action', 'subject', 'details'])
        .where('action', '=', 'member-viewed')
        .execute();
      expect(audit).toEqual([
        {
          action: 'member-viewed',
          subject: members[3]!.userId,
          details: expect.stringContaining('directory-views'),
        },
      ]);
      // A quiet month: 10 views is 10 × the median of 1, but below a day's cap, so no one is named.
      await db.deleteFrom('directory_views').execute();
      await db
        .insertInto('directory_views')
        .values([
          { user_id: members[0]!.userId, day: day(0), views: 1 },
          { user_id: members[1]!.userId, day: day(0), views: 1 },
          { user_id: members[2]!.userId, day: day(0), views: 10 },
        ])
        .execute();
      const quiet = await call(t.app, {
        method: 'GET',
        url: '/api/studio/directory/heavy-viewers',
        headers: bearer(admin),
      });
      expect(quiet.body).toEqual({ days: 30, median: 1, members: [] });
      // A member's token is no Studio token.
      const member = await signUp(t.app);
      const asMember = await call(t.app, {
        method: 'GET',
        url: '/api/studio/directory/heavy-viewers',
        headers: bearer(member.token),
      });
      expect(asMember.status).toBe(404);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  it('keeps 90 days of views', async () => {
    const db = openDb(t.config).db;
    try {
      const day = (offset: number) => iso(t.clock.now() + offset * DAY).slice(0, 10);
      const someone = (await db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow())
        .id;
      await db
        .insertInto('directory_views')
        .values([
          { user_id: someone, day: day(-89), views: 1 },
          { user_id: someone, day: day(-90), views: 1 },
        ])
        .execute();
      const purged = await t.app.services.retention.purge();
      expect(purged.directoryViews).toBe(1);
      const days = (
        await db
          .selectFrom('directory_views')
          .select('day')
          .where('user_id', '=', someone)
          .execute()
      ).map((r) => r.day);
      expect(days).toContain(day(-89));
      expect(days).not.toContain(day(-90));
    } finally {
      await db.destroy();
    }
  });
});
