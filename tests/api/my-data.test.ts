import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  signUp as signUpWithout,
  type TestApp,
} from '../helpers/api-app';
import { staffSession } from '../helpers/studio-staff';

const ADMIN = '919812345670';

/** Sign-up with the consent it requires (the current notice, 18 or older). */
const signUp = (app: TestApp['app'], overrides: Record<string, unknown> = {}) =>
  signUpWithout(app, {
    consent: { notice: app.services.privacyNotice.currentVersion(), adult: true },
    ...overrides,
  });

let t: TestApp;
let admin: string;
let member: Awaited<ReturnType<typeof signUp>>;
let businessId: string;
beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
  admin = await staffSession(t.app, ADMIN);
  member = await signUp(t.app, { firstName: 'Meena', lastName: 'Iyer' });
  const body = await businessBody(t.app, member.token, { businessName: 'Iyer Silks' });
  const created = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: body,
    headers: bearer(member.token),
  });
  businessId = created.body.data.businessId;
}, 60_000);
afterAll(() => t.close());

const get = (url: string, token = member.token) =>
  call(t.app, { method: 'GET', url, headers: { ...bearer(token), host: 'members.test' } });

const valueOf = (fields: { name: string; value: unknown }[], name: string) =>
  fields.find((f) => f.name === name)?.value;

describe('Your data', () => {
  it('summarises the profile, businesses with their fields, consents, recipients and no office look yet', async () => {
    const res = await get('/api/me/data');
    expect(res.status).toBe(200);
    const data = res.body;
    expect(valueOf(data.profile, 'firstName')).toBe('Meena');
    expect(valueOf(data.profile, 'phone')).toBe(member.phone);
    // Each field has the label the notice gives it.
    expect(data.profile.find((f: any) => f.name === 'firstName').label).not.toBe('firstName');
    expect(data.businesses).toHaveLength(1);
    expect(data.businesses[0]).toMatchObject({ businessId, businessName: 'Iyer Silks' });
    expect(valueOf(data.businesses[0].fields, 'businessLogo')).toMatch(
      /^http:\/\/members\.test\/api\/business\/logo\/[0-9a-f-]+$/,
    );
    expect(data.consents.map((c: any) => c.channel)).toEqual(['signup']);
    const recipients = data.recipients.map((r: any) => r.id);
    expect(recipients).toEqual(expect.arrayContaining(['whatsapp', 'host', 'office']));
    expect(recipients).not.toContain('otpless');
    const whatsapp = data.recipients.find((r: any) => r.id === 'whatsapp');
    expect(whatsapp.items.length).toBeGreaterThan(0);
    expect(data.officeLastLooked).toBeNull();
    expect(data.deletionDueAt).toBeNull();
  });

  it('says when the office last looked at the record, and in which role, never who', async () => {
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/studio/members/${member.userId}`,
          headers: bearer(admin),
        })
      ).status,
    ).toBe(200);
    const { officeLastLooked } = (await get('/api/me/data')).body;
    expect(officeLastLooked).toEqual({ at: new Date(t.clock.ms).toISOString(), role: 'admin' });
    expect(JSON.stringify((await get('/api/me/data')).body)).not.toContain(ADMIN);
  });

  it("answers another member only with their own data, never this member's", async () => {
    const other = await signUp(t.app, { firstName: 'Ravi' });
    const res = await get('/api/me/data', other.token);
    expect(res.status).toBe(200);
    expect(valueOf(res.body.profile, 'firstName')).toBe('Ravi');
    expect(res.body.businesses).toEqual([]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(member.phone);
    expect(text).not.toContain(businessId);
    for (const url of ['/api/me/data.json', '/api/me/data.csv']) {
      const file = await get(url, other.token);
      expect(file.raw.body).not.toContain(member.phone);
    }
  });

  it('refuses without a token, and with a staff token', async () => {
    for (const url of ['/api/me/data', '/api/me/data.json', '/api/me/data.csv']) {
      expect((await call(t.app, { method: 'GET', url })).body.code).toBe('UNAUTHORIZED');
      expect((await get(url, admin)).status).toBe(401);
    }
  });

  it('downloads one JSON file holding the phone and the logos as links', async () => {
    const res = await get('/api/me/data.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.json"/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const file = JSON.parse(res.raw.body);
    expect(file.exportedAt).toBe(new Date(t.clock.ms).toISOString());
    expect(valueOf(file.profile, 'phone')).toBe(member.phone);
    expect(valueOf(file.businesses[0].fields, 'businessName')).toBe('Iyer Silks');
    expect(valueOf(file.businesses[0].fields, 'businessLogo')).toMatch(/^http:\/\/members\.test\//);
  });

  it('downloads a CSV a spreadsheet opens: byte-order mark, a row per value', async () => {
    const res = await get('/api/me/data.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-.*\.csv"/);
    const text = res.raw.body;
    expect(text.startsWith('\uFEFFsection,name,label,value')).toBe(true);
    expect(text).toContain(`profile,phone,`);
    expect(text).toContain(member.phone);
    expect(text).toContain('Iyer Silks');
  });
});
