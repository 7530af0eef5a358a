import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAddress } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
let member: { token: string; userId: string };
beforeEach(async () => {
  t = await createTestApp({
    limits: { businessesPerMember: 3, businessesPerWizardSubmit: 20, anonymousUploadsPerDay: 100 },
  });
  member = await signUp(t.app);
});
afterEach(() => t.close());

const as = (token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload: unknown) =>
    call(t.app, { method: 'POST', url, payload: payload as object, headers: bearer(token) }),
  patch: (url: string, payload: unknown) =>
    call(t.app, { method: 'PATCH', url, payload: payload as object, headers: bearer(token) }),
});

describe('reference data', () => {
  it('lists categories with sub-categories', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/business/business-categories' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body[0]).toEqual({
      category: expect.any(String),
      subCategories: expect.arrayContaining([expect.any(String)]),
    });
  });

  it("answers entity types per country as a list whose first item has them, India's included", async () => {
    const india = (
      await call(t.app, { method: 'GET', url: '/api/business/business-entity-types/India' })
    ).body;
    expect(india[0].entityTypes).toEqual(
      expect.arrayContaining([
        'Sole Proprietorship',
        'Partnership',
        'Private Limited Company',
        'Public Limited Company',
        'Trust',
        'Society',
      ]),
    );
    const elsewhere = (
      await call(t.app, { method: 'GET', url: '/api/business/business-entity-types/Narnia' })
    ).body;
    expect(elsewhere[0].entityTypes.length).toBeGreaterThan(0);
  });

  it("names a listed country's ISO code beside its entity types, so a page names it in its language", async () => {
    const get = async (country: string) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/business/business-entity-types/${encodeURIComponent(country)}`,
        })
      ).body[0];
    expect(await get('India')).toEqual({
      country: 'India',
      isoCode: 'IN',
      entityTypes: expect.arrayContaining(['Sole Proprietorship']),
    });
    // Known to the country list, though not to the entity types: the record still names it.
    expect(await get('germany')).toMatchObject({ country: 'germany', isoCode: 'DE' });
    const unknown = await get('Narnia');
    expect(unknown.country).toBe('Narnia');
    expect(unknown).not.toHaveProperty('isoCode');
  });
});

describe('businesses', () => {
  it('creates, lists, reads and updates a business', async () => {
    const api = as(member.token);
    const body = await businessBody(t.app, member.token, {
      businessAddress: [createAddress(), createAddress({ city: 'Mumbai' })],
    });
    const created = await api.post('/api/business', body);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, data: { businessId: expect.any(String) } });
    const id = created.body.data.businessId;

    expect((await api.get('/api/business/')).body).toEqual([
      { businessId: id, businessName: body.businessName },
    ]);
    const read = await api.get(`/api/business/${id}`);
    expect(read.body).toEqual({ ...body, businessId: id });

    const patched = await api.patch(`/api/business/${id}`, { businessName: 'Sharma Silks' });
    expect(patched.body).toEqual({ success: true, data: { businessId: id } });
    expect((await api.get(`/api/business/${id}`)).body.businessName).toBe('Sharma Silks');
    expect((await api.get('/api/business/')).body[0].businessName).toBe('Sharma Silks');
  });

  it('stores the custom category in place of "other"', async () => {
    const api = as(member.token);
    const body = await businessBody(t.app, member.token, {
      businessCategory: 'other',
      otherBusinessCategory: '  Pottery ',
    });
    const id = (await api.post('/api/business', body)).body.data.businessId;
    const read = (await api.get(`/api/business/${id}`)).body;
    expect(read.businessCategory).toBe('Pottery');
    expect(read).not.toHaveProperty('otherBusinessCategory');
  });

  it('validates with the business schema and its messages', async () => {
    const res = await as(member.token).post('/api/business', {
      businessName: '',
      businessAddress: [
        createAddress({ pin: '12', businessGoogleLocationUrl: 'https://maps.app.goo.gl/' }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.fields).toMatchObject({
      '/businessName': 'Business name is required.',
      '/businessAddress/0/pin': 'PIN code must be at least 4 characters.',
      '/businessAddress/0/businessGoogleLocationUrl': 'Must be a valid Google Maps location URL',
    });
  });

  it("answers 404 for another member's business, to read and to change", async () => {
    const owner = as(member.token);
    const id = (await owner.post('/api/business', await businessBody(t.app, member.token))).body
      .data.businessId;
    const intruder = await signUp(t.app);
    const other = as(intruder.token);
    expect((await other.get(`/api/business/${id}`)).status).toBe(404);
    const patch = await other.patch(`/api/business/${id}`, { businessName: 'Mine now' });
    expect(patch.status).toBe(404);
    expect(patch.body.code).toBe('NOT_FOUND');
    expect((await other.get('/api/business/')).body).toEqual([]);
    expect((await owner.get(`/api/business/${id}`)).body.businessName).toBe('Sharma Textiles');
  });

  it('lets PATCH change only schema fields: ids, owners and unknown keys change nothing', async () => {
    const api = as(member.token);
    const id = (await api.post('/api/business', await businessBody(t.app, member.token))).body.data
      .businessId;
    const intruder = await signUp(t.app);
    await api.patch(`/api/business/${id}`, {
      businessId: 'other-id',
      ownerId: intruder.userId,
      owner_id: intruder.userId,
      isAdmin: true,
      interests: 'Exports, imports',
    });
    const read = (await api.get(`/api/business/${id}`)).body;
    expect(read.businessId).toBe(id);
    expect(read.interests).toBe('Exports, imports');
    expect(read).not.toHaveProperty('isAdmin');
    expect(read).not.toHaveProperty('ownerId');
    expect((await as(intruder.token).get('/api/business/')).body).toEqual([]);
  });

  it('refuses a PATCH that would break the schema, keeping the business as it was', async () => {
    const api = as(member.token);
    const id = (await api.post('/api/business', await businessBody(t.app, member.token))).body.data
      .businessId;
    const res = await api.patch(`/api/business/${id}`, { businessAddress: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ '/businessAddress': 'At least one address is required.' });
    expect((await api.get(`/api/business/${id}`)).body.businessAddress).toHaveLength(1);
  });

  it('caps businesses per member and addresses per business', async () => {
    const api = as(member.token);
    for (let i = 0; i < 3; i++)
      expect(
        (await api.post('/api/business', await businessBody(t.app, member.token))).status,
      ).toBe(200);
    const fourth = await api.post('/api/business', await businessBody(t.app, member.token));
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('BUSINESS_LIMIT');

    const fresh = await signUp(t.app);
    const many = await as(fresh.token).post(
      '/api/business',
      await businessBody(t.app, fresh.token, {
        businessAddress: Array.from({ length: 11 }, () => createAddress()),
      }),
    );
    expect(many.status).toBe(400);
    expect(Object.keys(many.body.fields)).toEqual(['/businessAddress']);
  });

  it("refuses a logo URL that is not the member's upload", async () => {
    const other = await signUp(t.app);
    const theirs = await businessBody(t.app, other.token);
    const res = await as(member.token).post('/api/business', { ...theirs });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ '/businessLogo': 'Please upload the logo again.' });
    const made = await as(member.token).post('/api/business', {
      ...theirs,
      businessLogo: 'https://evil.example/logo.png',
    });
    expect(made.body.fields).toEqual({ '/businessLogo': 'Please upload the logo again.' });
  });

  it('needs a signed-in member', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/business/' })).status).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/business', payload: {} })).body.code,
    ).toBe('UNAUTHORIZED');
  });
});

describe('profile', () => {
  it('saves names and the alternate phone and reads them back; phone, email and group stay', async () => {
    const api = as(member.token);
    const before = (await api.get('/api/profile/me')).body;
    const res = await api.post('/api/profile/update', {
      ...before,
      firstName: 'Asha',
      middleName: 'K',
      lastName: 'Rao',
      alternatePhone: '919812345678',
      phone: '919999999999',
      email: 'new@x.in',
      groupNumber: '201',
      groupName: 'Sample Chennai Marina',
      region: 'South',
    });
    expect(res.body).toEqual({ success: 'true' });
    const after = (await api.get('/api/profile/me')).body;
    expect(after).toEqual({
      ...before,
      middleName: 'K',
      lastName: 'Rao',
      alternatePhone: '919812345678',
    });
  });

  it('treats a bare country code as no alternate phone and validates the rest', async () => {
    const api = as(member.token);
    const before = (await api.get('/api/profile/me')).body;
    expect(
      (await api.post('/api/profile/update', { ...before, alternatePhone: '91' })).status,
    ).toBe(200);
    const bad = await api.post('/api/profile/update', {
      ...before,
      firstName: '',
      alternatePhone: '9198765',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      '/firstName': 'First name is required.',
      '/alternatePhone': 'Invalid phone number',
    });
  });
});

describe('groups', () => {
  const get = (url: string) => call(t.app, { method: 'GET', url });

  it('looks a group up by number and answers 404 with the spec text', async () => {
    expect((await get('/api/groups/101')).body).toEqual({
      groupNumber: '101',
      groupName: 'Sample Pune Central',
      region: 'West',
    });
    expect((await get('/api/groups/999')).body).toEqual({
      code: 'GROUP_NOT_FOUND',
      message: 'Group not found.',
    });
  });

  it('lists regions and searches names, within a region when given', async () => {
    expect((await get('/api/groups/regions')).body).toEqual(
      expect.arrayContaining(['West', 'South', 'North']),
    );
    expect(
      (await get('/api/groups/search?name=PUNE')).body.map(
        (g: { groupNumber: string }) => g.groupNumber,
      ),
    ).toEqual(['101', '102']);
    expect(
      (await get('/api/groups/by-region?region=South&name=a')).body.every(
        (g: { region: string }) => g.region === 'South',
      ),
    ).toBe(true);
    expect((await get('/api/groups/search?name=%25')).body).toEqual([]);
    expect((await get('/api/groups/search?name=')).body).toEqual([]);
  });
});
