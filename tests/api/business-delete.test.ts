import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESTORE_WITHIN_MS } from '../../src/server/services/businesses';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  openDb,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
let member: { token: string; userId: string };
beforeEach(async () => {
  t = await createTestApp({
    limits: { businessesPerMember: 2, businessesPerWizardSubmit: 20, anonymousUploadsPerDay: 100 },
  });
  member = await signUp(t.app);
});
afterEach(() => t.close());

const as = (token: string) => ({
  get: (url: string) => call(t.app, { method: 'GET', url, headers: bearer(token) }),
  post: (url: string, payload?: object) =>
    call(t.app, { method: 'POST', url, payload, headers: bearer(token) }),
  delete: (url: string) => call(t.app, { method: 'DELETE', url, headers: bearer(token) }),
});

async function createOne(token: string, name = 'Sharma Textiles') {
  const body = await businessBody(t.app, token, { businessName: name });
  const res = await as(token).post('/api/business', body);
  expect(res.status).toBe(200);
  return { id: res.body.data.businessId as string, body };
}

const logoAttached = async (url: string) => {
  const { db } = openDb(t.config);
  try {
    const row = await db
      .selectFrom('logos')
      .select('attached')
      .where('id', '=', url.split('/').pop()!)
      .executeTakeFirst();
    return row?.attached;
  } finally {
    await db.destroy();
  }
};

describe('deleting a business', () => {
  it('removes it from the list and from reading, and Undo brings it back as it was', async () => {
    const me = as(member.token);
    const { id } = await createOne(member.token);
    const before = (await me.get(`/api/business/${id}`)).body;

    const deleted = await me.delete(`/api/business/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: { businessId: id } });
    expect((await me.get('/api/business/')).body).toEqual([]);
    expect((await me.get(`/api/business/${id}`)).status).toBe(404);
    expect((await me.delete(`/api/business/${id}`)).status).toBe(404);

    expect((await me.post(`/api/business/${id}/restore`)).status).toBe(200);
    expect((await me.get(`/api/business/${id}`)).body).toEqual(before);
    expect((await me.post(`/api/business/${id}/restore`)).status).toBe(404);
  });

  it("answers 404 for another member's business, to delete and to restore, and leaves it", async () => {
    const { id } = await createOne(member.token);
    const other = as((await signUp(t.app)).token);
    expect((await other.delete(`/api/business/${id}`)).body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await as(member.token).get(`/api/business/${id}`)).status).toBe(200);

    expect((await as(member.token).delete(`/api/business/${id}`)).status).toBe(200);
    expect((await other.post(`/api/business/${id}/restore`)).status).toBe(404);
    expect((await as(member.token).post(`/api/business/${id}/restore`)).status).toBe(200);
  });

  it('needs a signed-in member and a real id', async () => {
    const { id } = await createOne(member.token);
    expect((await call(t.app, { method: 'DELETE', url: `/api/business/${id}` })).status).toBe(401);
    expect((await as(member.token).delete('/api/business/not-an-id')).status).toBe(404);
  });

  it('restores within the cap only', async () => {
    const first = await createOne(member.token, 'First');
    expect((await as(member.token).delete(`/api/business/${first.id}`)).status).toBe(200);
    await createOne(member.token, 'Second');
    await createOne(member.token, 'Third');
    const res = await as(member.token).post(`/api/business/${first.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BUSINESS_LIMIT');
  });

  it('forgets it after the restore window and releases its logo', async () => {
    const { id, body } = await createOne(member.token);
    expect(await logoAttached(body.businessLogo as string)).toBe(1);
    expect((await as(member.token).delete(`/api/business/${id}`)).status).toBe(200);

    // Within the window the purge keeps it, logo and all.
    await t.app.services.businesses.purgeDeleted();
    expect(await logoAttached(body.businessLogo as string)).toBe(1);

    t.clock.advance(RESTORE_WITHIN_MS + 1);
    await t.app.services.businesses.purgeDeleted();
    expect(await logoAttached(body.businessLogo as string)).toBe(0);
    expect((await as(member.token).post(`/api/business/${id}/restore`)).status).toBe(404);
  });

  it('deletes and restores once under concurrent requests', async () => {
    const me = as(member.token);
    const { id } = await createOne(member.token);
    const statuses = async (send: () => Promise<{ status: number }>) =>
      (await Promise.all(Array.from({ length: 6 }, send))).map((r) => r.status).sort();
    expect(await statuses(() => me.delete(`/api/business/${id}`))).toEqual([
      200, 404, 404, 404, 404, 404,
    ]);
    expect(await statuses(() => me.post(`/api/business/${id}/restore`))).toEqual([
      200, 404, 404, 404, 404, 404,
    ]);
    expect((await me.get('/api/business/')).body).toHaveLength(1);
  });

  it('keeps a logo another business of the member still shows', async () => {
    const { id, body } = await createOne(member.token, 'First');
    const second = await as(member.token).post('/api/business', {
      ...body,
      businessName: 'Second',
    });
    expect(second.status).toBe(200);
    expect((await as(member.token).delete(`/api/business/${id}`)).status).toBe(200);
    t.clock.advance(RESTORE_WITHIN_MS + 1);
    await t.app.services.businesses.purgeDeleted();
    expect(await logoAttached(body.businessLogo as string)).toBe(1);
  });
});
