import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eraseMember } from '../../src/server/services/erasure';
import { directoryKey } from '../../src/server/services/directory-key';
import { createAddress, createPerson, createWizardBusiness } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  consentOf,
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { staffSession } from '../helpers/studio-staff';

/**
 * The directory's writes: a business is listed only while its owner says Yes and has not asked to
 * be deleted, its row follows the business and the owner's profile in the same transaction, each
 * Yes or No is recorded once with the notice's version, and erasure leaves nothing behind.
 */

const ADMIN = '919812345679';

let t: TestApp;
let db: ReturnType<typeof openDb>['db'];
beforeEach(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
  db = openDb(t.config).db;
});
afterEach(async () => {
  await db.destroy();
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUp>>;

const as = (token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, headers: bearer(token) }),
  send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    call(t.app, { method, url, payload: payload as object, headers: bearer(token) }),
});

async function addBusiness(member: Member, overrides: Record<string, unknown> = {}) {
  const body = await businessBody(t.app, member.token, overrides);
  const res = await as(member.token).send('POST', '/api/business', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.businessId as string;
}

const patch = async (member: Member, id: string, changes: Record<string, unknown>) => {
  const res = await as(member.token).send('PATCH', `/api/business/${id}`, changes);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const listings = (ownerId?: string) => {
  let query = db.selectFrom('directory_listings').selectAll().orderBy('business_name');
  if (ownerId) query = query.where('owner_id', '=', ownerId);
  return query.execute();
};
const listedIds = async (ownerId: string) => (await listings(ownerId)).map((r) => r.business_id);

const choices = (userId: string) =>
  db
    .selectFrom('directory_choices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const version = () => t.app.services.privacyNotice.currentVersion();

async function updateProfile(member: Member, changes: Record<string, unknown>) {
  const me = (await as(member.token).get('/api/profile/me')).body;
  const { consentCurrent: _c, ...profile } = me;
  const res = await as(member.token).send('POST', '/api/profile/update', {
    ...profile,
    ...changes,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe(`the directory's listings (${DIALECT})`, () => {
  it('lists only the businesses their owner said Yes to, with what the directory shows and searches', async () => {
    const member = await signUp(t.app, { firstName: 'Asha', lastName: 'Sharma' });
    const yes = await addBusiness(member, {
      businessName: 'Sharma Textiles',
      showInDirectory: true,
      businessAddress: [createAddress({ city: 'Pune' }), createAddress({ city: 'मुंबई' })],
    });
    await addBusiness(member, { businessName: 'Quiet Traders', showInDirectory: false });
    await addBusiness(member, { businessName: 'Never Asked' });

    const rows = await listings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      business_id: yes,
      owner_id: member.userId,
      business_name: 'Sharma Textiles',
      category: 'Retail',
      sub_category: 'Clothing',
      city: 'Pune',
      cities: `|${directoryKey('Pune')}|${directoryKey('मुंबई')}|`,
      group_number: SAMPLE_GROUP.groupNumber,
      group_name: SAMPLE_GROUP.groupName,
      region: SAMPLE_GROUP.region,
      owner_name: 'Asha Sharma',
      logo: expect.stringMatching(/^\/api\/business\/logo\//),
      search_key: directoryKey(
        'Sharma Textiles Retail Clothing Pune मुंबई Silk, cotton Exports Asha Sharma',
      ),
    });
  });

  it("lists a business whose own category is Other under the member's own text", async () => {
    const member = await signUp(t.app);
    await addBusiness(member, {
      businessCategory: 'other',
      otherBusinessCategory: 'Bee keeping',
      businessSubCategory: undefined,
      showInDirectory: true,
    });
    expect((await listings(member.userId))[0]).toMatchObject({
      category: 'Bee keeping',
      sub_category: null,
    });
  });

  it('removes a listing at once on No or a delete, and Undo brings it back', async () => {
    const member = await signUp(t.app);
    const id = await addBusiness(member, { showInDirectory: true });
    expect(await listedIds(member.userId)).toEqual([id]);

    await patch(member, id, { showInDirectory: false });
    expect(await listedIds(member.userId)).toEqual([]);
    await patch(member, id, { showInDirectory: true, businessName: 'Renamed Silks' });
    expect((await listings(member.userId)).map((r) => r.business_name)).toEqual(['Renamed Silks']);
    // A save that does not send the answer keeps it.
    await patch(member, id, { businessTagline: 'Since 1982' });
    expect(await listedIds(member.userId)).toEqual([id]);

    expect((await as(member.token).send('DELETE', `/api/business/${id}`)).status).toBe(200);
    expect(await listedIds(member.userId)).toEqual([]);
    expect((await as(member.token).send('POST', `/api/business/${id}/restore`, {})).status).toBe(
      200,
    );
    expect(await listedIds(member.userId)).toEqual([id]);
  });

  it("keeps the owner's name on every listing in step with the profile", async () => {
    const member = await signUp(t.app, { firstName: 'Asha', lastName: 'Sharma' });
    await addBusiness(member, { businessName: 'One', showInDirectory: true });
    await addBusiness(member, { businessName: 'Two', showInDirectory: true });
    await updateProfile(member, { firstName: 'Asha', middleName: 'Devi', lastName: 'Verma' });
    const rows = await listings(member.userId);
    expect(rows.map((r) => r.owner_name)).toEqual(['Asha Devi Verma', 'Asha Devi Verma']);
    expect(rows[0]!.search_key).toBe(
      directoryKey('One Retail Clothing Pune Silk, cotton Exports Asha Devi Verma'),
    );
    await updateProfile(member, { middleName: undefined });
    expect((await listings(member.userId)).map((r) => r.owner_name)).toEqual([
      'Asha Verma',
      'Asha Verma',
    ]);
  });

  it('takes every listing down when the member asks to be deleted, and Keep my account puts them back', async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    const listed = await addBusiness(member, { businessName: 'Listed', showInDirectory: true });
    await addBusiness(member, { businessName: 'Unlisted', showInDirectory: false });
    const theirs = await addBusiness(other, { showInDirectory: true });

    const asked = await as(member.token).send(
      'POST',
      '/api/me/deletion',
      await verifyPhone(t.app, member.phone),
    );
    expect(asked.status).toBe(200);
    expect(await listedIds(member.userId)).toEqual([]);
    expect(await listedIds(other.userId)).toEqual([theirs]);

    t.clock.advance(1000);
    const proof = await verifyPhone(t.app, member.phone);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: member.phone, ...proof },
    });
    expect(login.status).toBe(200);
    expect((await as(login.body.token).send('DELETE', '/api/me/deletion')).status).toBe(200);
    expect(await listedIds(member.userId)).toEqual([listed]);
  });

  it("erases the member's listings, choices and views, and nobody else's", async () => {
    const member = await signUp(t.app);
    const other = await signUp(t.app);
    await addBusiness(member, { showInDirectory: true });
    await updateProfile(member, { showPhoneInDirectory: true });
    const theirs = await addBusiness(other, { showInDirectory: true });
    await db
      .insertInto('directory_views')
      .values([
        { user_id: member.userId, day: '2026-11-22', views: 12 },
        { user_id: other.userId, day: '2026-11-22', views: 3 },
      ])
      .execute();

    expect(await eraseMember(db, member.userId, '2026-11-22T10:00:00.000Z')).toBe(true);
    for (const table of ['directory_choices', 'directory_views'] as const) {
      const rows = await db.selectFrom(table).select('user_id').execute();
      expect(
        rows.map((r) => r.user_id),
        table,
      ).not.toContain(member.userId);
      expect(
        rows.map((r) => r.user_id),
        table,
      ).toContain(other.userId);
    }
    expect((await listings()).map((r) => r.business_id)).toEqual([theirs]);
  });
});

describe(`the directory choices, the opt-ins' consent record (${DIALECT})`, () => {
  it("records a business's Yes or No when it is made or changed, with the notice's version, never on a save that keeps it", async () => {
    const member = await signUp(t.app);
    const id = await addBusiness(member, { showInDirectory: true });
    await patch(member, id, { businessName: 'Same answer', showInDirectory: true });
    await patch(member, id, { businessTagline: 'Answer not sent' });
    await patch(member, id, { showInDirectory: false });
    await patch(member, id, { showInDirectory: false });
    const silent = await addBusiness(member, { businessName: 'Never asked' });
    // A business saved before the question was asked: its first answer is a choice made.
    await patch(member, silent, { showInDirectory: false });

    const rows = await choices(member.userId);
    expect(rows.map((r) => [r.business_id, r.choice, r.shown])).toEqual([
      [id, 'listing', 1],
      [id, 'listing', 0],
      [silent, 'listing', 0],
    ]);
    for (const row of rows) expect(row.notice_version).toBe(version());
    expect(rows[0]!.created_at).toBe(new Date(t.clock.ms).toISOString());
  });

  it('keeps the phone choice on the profile (No until chosen), recorded only when it changes', async () => {
    const member = await signUp(t.app);
    expect((await as(member.token).get('/api/profile/me')).body.showPhoneInDirectory).toBe(false);

    await updateProfile(member, { showPhoneInDirectory: true });
    expect((await as(member.token).get('/api/profile/me')).body.showPhoneInDirectory).toBe(true);
    const stored = await db
      .selectFrom('users')
      .select('directory_phone')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(stored.directory_phone).toBe(1);
    await updateProfile(member, { firstName: 'Renamed' });
    // The language control sends only the language: the choice stays.
    await as(member.token).send('POST', '/api/profile/update', { preferredLanguage: 'hi' });
    await updateProfile(member, { showPhoneInDirectory: false });
    expect((await as(member.token).get('/api/profile/me')).body.showPhoneInDirectory).toBe(false);

    const rows = await choices(member.userId);
    expect(rows.map((r) => [r.business_id, r.choice, r.shown, r.notice_version])).toEqual([
      [null, 'phone', 1, version()],
      [null, 'phone', 0, version()],
    ]);
  });

  it('asks the phone choice on the profile form only, and the listing on both business forms, No first', async () => {
    const form = async (name: string) =>
      (await call(t.app, { method: 'GET', url: `/api/forms/${name}` })).body;
    const profile = await form('profile');
    expect(profile.schema.properties.showPhoneInDirectory).toMatchObject({
      type: 'boolean',
      default: false,
    });
    expect(profile.uiSchema.showPhoneInDirectory['ui:widget']).toBe('choice-radios');
    for (const name of ['sign-up', 'wizard-profile', 'business', 'wizard-business'])
      expect(JSON.stringify((await form(name)).schema), name).not.toContain('showPhoneInDirectory');
    for (const name of ['business', 'wizard-business']) {
      const business = await form(name);
      const field = JSON.stringify(business.schema);
      expect(field, name).toContain('"showInDirectory"');
      expect(business.uiSchema.showInDirectory, name).toMatchObject({
        'ui:widget': 'choice-radios',
        'ui:options': { kind: 'yesNo' },
      });
      expect(business.uiSchema['ui:order'], name).toContain('showInDirectory');
    }
  });

  it("lists the wizard's businesses the member said Yes to, and records those answers", async () => {
    const phone = nextPhone();
    const { uid } = await verifyPhone(t.app, phone);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/create-profile',
      payload: {
        consent: consentOf(t.app),
        profile: { ...createPerson(SAMPLE_GROUP), phone, uid },
        businesses: [
          createWizardBusiness({ businessName: 'Listed', showInDirectory: true }),
          createWizardBusiness({ businessName: 'Not listed', showInDirectory: false }),
          createWizardBusiness({ businessName: 'Default' }),
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', `+${phone}`)
      .executeTakeFirstOrThrow();
    expect((await listings(user.id)).map((r) => r.business_name)).toEqual(['Listed']);
    expect((await choices(user.id)).map((r) => r.shown).sort()).toEqual([0, 1]);
  });

  it('refuses an answer that is not Yes or No', async () => {
    const member = await signUp(t.app);
    const body = await businessBody(t.app, member.token, { showInDirectory: 'yes' });
    expect((await as(member.token).send('POST', '/api/business', body)).status).toBe(400);
    const me = (await as(member.token).get('/api/profile/me')).body;
    const { consentCurrent: _c, ...profile } = me;
    const res = await as(member.token).send('POST', '/api/profile/update', {
      ...profile,
      showPhoneInDirectory: 'yes',
    });
    expect(res.status).toBe(400);
    expect(await listings(member.userId)).toEqual([]);
    expect(await choices(member.userId)).toEqual([]);
  });
});

describe(`the directory in Your data, the Studio and the notice (${DIALECT})`, () => {
  it('shows each business as listed or not, the choices, and the phone choice in Your data and its downloads', async () => {
    const member = await signUp(t.app);
    const listed = await addBusiness(member, { businessName: 'Listed', showInDirectory: true });
    const quiet = await addBusiness(member, { businessName: 'Quiet', showInDirectory: false });
    await updateProfile(member, { showPhoneInDirectory: true });

    const data = (await as(member.token).get('/api/me/data')).body;
    expect(
      data.businesses.map((b: { businessId: string; listed: boolean }) => [b.businessId, b.listed]),
    ).toEqual([
      [listed, true],
      [quiet, false],
    ]);
    expect(data.profile).toContainEqual({
      name: 'showPhoneInDirectory',
      label: 'Show my phone in the directory',
      value: true,
    });
    expect(data.directoryChoices).toEqual([
      expect.objectContaining({ choice: 'phone', businessId: null, shown: true }),
      expect.objectContaining({
        choice: 'listing',
        businessId: quiet,
        businessName: 'Quiet',
        shown: false,
      }),
      expect.objectContaining({
        choice: 'listing',
        businessId: listed,
        businessName: 'Listed',
        shown: true,
        noticeVersion: version(),
      }),
    ]);
    const members = data.recipients.find((r: { id: string }) => r.id === 'members');
    expect(members.items).toEqual(
      expect.arrayContaining([
        "Show this business in the members' directory",
        'Show my phone in the directory',
      ]),
    );

    const json = (await as(member.token).get('/api/me/data.json')).body;
    expect(json.directoryChoices).toHaveLength(3);
    const csv = (await as(member.token).get('/api/me/data.csv')).body as string;
    expect(csv).toContain(`business ${listed},listed,,true`);
    expect(csv).toContain('directory choice');
  });

  it("shows the Studio the member's phone choice, what is listed now and every choice", async () => {
    const member = await signUp(t.app);
    const listed = await addBusiness(member, { businessName: 'Listed', showInDirectory: true });
    await updateProfile(member, { showPhoneInDirectory: true });
    const admin = await staffSession(t.app, ADMIN);
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/${member.userId}`,
      headers: bearer(admin),
    });
    expect(res.status).toBe(200);
    expect(res.body.directory).toEqual({
      phoneShown: true,
      choices: [
        expect.objectContaining({ choice: 'phone', shown: true, noticeVersion: version() }),
        expect.objectContaining({ choice: 'listing', businessId: listed, businessName: 'Listed' }),
      ],
    });
    expect(res.body.businesses[0]).toMatchObject({ id: listed, listed: true });
  });

  it('names other signed-in members as receiving what the directory shows, each choice with its purpose', async () => {
    const notice = (await call(t.app, { method: 'GET', url: '/api/privacy/notice' })).body;
    for (const field of ['showInDirectory', 'showPhoneInDirectory']) {
      const item = notice.items.find((i: { id: string }) => i.id === field);
      expect(item, field).toBeDefined();
      expect(item.recipients, field).toEqual(['host', 'office', 'members']);
      expect(item.purpose, field).toMatch(/only if you choose Yes/);
    }
    expect(notice.recipients).toContainEqual({
      id: 'members',
      name: 'Other signed-in members',
      receives: expect.stringContaining('Your phone number only if you choose to show it'),
    });
    const ids = notice.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining(['record.directoryChoices', 'record.directoryViews']),
    );
    const hindi = (await call(t.app, { method: 'GET', url: '/api/privacy/notice?lang=hi' })).body;
    expect(hindi.items.find((i: { id: string }) => i.id === 'showInDirectory').data).toBe(
      'इस बिज़नेस को सदस्यों की डायरेक्टरी में दिखाएँ',
    );
  });
});
