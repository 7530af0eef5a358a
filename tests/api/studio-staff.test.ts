import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { typedSpellings } from '../helpers/phone-spellings';
import { removeStaff, setRole, staffSession } from '../helpers/studio-staff';

/** The staff API: roles read on every request, bootstrap admins fixed, every change audited. */

const ADMIN = '919811000011';
const OTHER_ADMIN = '919811000012';

let t: TestApp;
let admin: string;

const as = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, { method, url: `/api/studio${url}`, payload, headers: bearer(token) });

const auditOf = async (query: string) =>
  (await as(admin, 'GET', `/audit?${query}`)).body.items as Array<Record<string, any>>;

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`, `+${OTHER_ADMIN}`] });
  admin = await staffSession(t.app, ADMIN);
}, 60_000);

afterAll(() => t?.close());

describe(`staff roles (${DIALECT})`, () => {
  it('tells a bootstrap admin who they are and every area', async () => {
    const me = await as(admin, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      phone: `+${ADMIN}`,
      role: 'admin',
      areas: ['forms', 'members', 'staff', 'audit', 'requests'],
    });
  });

  it('ends the sessions of someone whose role changes: they sign in again to take it up', async () => {
    const phone = nextPhone();
    const added = await as(admin, 'PUT', `/staff/${phone}`, { role: 'editor' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      phone: `+${phone}`,
      role: 'editor',
      bootstrap: false,
      addedBy: `+${ADMIN}`,
      since: expect.any(String),
    });
    const token = await staffSession(t.app, phone);
    const otherTab = await staffSession(t.app, phone);
    expect((await as(token, 'GET', '/me')).body).toMatchObject({
      role: 'editor',
      areas: ['forms'],
    });
    expect((await as(token, 'GET', '/forms')).status).toBe(200);
    expect((await as(token, 'GET', '/staff')).status).toBe(404);

    // The same role again changes nothing, and ends nothing.
    await setRole(t.app, admin, phone, 'editor');
    expect((await as(token, 'GET', '/me')).status).toBe(200);

    await setRole(t.app, admin, phone, 'viewer');
    for (const old of [token, otherTab]) {
      for (const url of ['/me', '/forms', '/members']) {
        const res = await as(old, 'GET', url);
        expect(res.status, url).toBe(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND', message: english['errors.NOT_FOUND'] });
      }
    }
    const viewer = await staffSession(t.app, phone);
    const me = (await as(viewer, 'GET', '/me')).body;
    expect(me.role).toBe('viewer');
    expect(me.areas).toContain('members');
    expect(me.areas).not.toContain('forms');
    expect((await as(viewer, 'GET', '/forms')).status).toBe(404);

    await setRole(t.app, admin, phone, 'admin');
    expect((await as(viewer, 'GET', '/staff')).status).toBe(404);
    const promoted = await staffSession(t.app, phone);
    expect((await as(promoted, 'GET', '/staff')).status).toBe(200);
  });

  it("never takes a removed, then re-added phone's old token again", async () => {
    const phone = nextPhone();
    await setRole(t.app, admin, phone, 'editor');
    const first = await staffSession(t.app, phone);
    expect((await as(first, 'GET', '/me')).status).toBe(200);
    expect(await removeStaff(t.app, admin, phone)).toEqual({ removed: true });
    // Added again with the very role it had: the token of before stays dead.
    await setRole(t.app, admin, phone, 'editor');
    expect((await as(first, 'GET', '/me')).status).toBe(404);
    const second = await staffSession(t.app, phone);
    expect((await as(second, 'GET', '/me')).body.role).toBe('editor');
    // Removed and re-added once more: neither earlier token comes back.
    await removeStaff(t.app, admin, phone);
    await setRole(t.app, admin, phone, 'editor');
    for (const old of [first, second]) expect((await as(old, 'GET', '/me')).status).toBe(404);
    expect((await as(await staffSession(t.app, phone), 'GET', '/me')).status).toBe(200);
  });

  it('keeps a bootstrap admin signed in through changes to others', async () => {
    const phone = nextPhone();
    await setRole(t.app, admin, phone, 'viewer');
    await removeStaff(t.app, admin, phone);
    expect((await as(admin, 'GET', '/me')).body.role).toBe('admin');
  });

  it('refuses a removed person from their next request, and their next sign-in', async () => {
    const phone = nextPhone();
    await setRole(t.app, admin, phone, 'editor');
    const token = await staffSession(t.app, phone);
    expect((await as(token, 'GET', '/me')).status).toBe(200);
    expect(await removeStaff(t.app, admin, phone)).toEqual({ removed: true });
    for (const url of ['/me', '/forms']) {
      const res = await as(token, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const proof = await verifyPhone(t.app, phone);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/studio/session',
      payload: { phone, ...proof },
    });
    expect(again.status).toBe(404);
    expect((await auditOf(`actor=${phone}&action=sign-in-refused`)).length).toBe(1);
    const refused = await auditOf(`actor=${phone}&action=refused`);
    expect(refused.map((e) => e.details)).toEqual([
      { method: 'GET', route: '/api/studio/forms' },
      { method: 'GET', route: '/api/studio/me' },
    ]);
  });

  it('lists the bootstrap admins first, then everyone added', async () => {
    const phone = nextPhone();
    await setRole(t.app, admin, phone, 'viewer');
    const res = await as(admin, 'GET', '/staff');
    expect(res.status).toBe(200);
    expect(res.body.staff.slice(0, 2)).toEqual([
      { phone: `+${ADMIN}`, role: 'admin', bootstrap: true, addedBy: null, since: null },
      { phone: `+${OTHER_ADMIN}`, role: 'admin', bootstrap: true, addedBy: null, since: null },
    ]);
    expect(res.body.staff).toContainEqual(
      expect.objectContaining({ phone: `+${phone}`, role: 'viewer', bootstrap: false }),
    );
  });

  it('answers 409 STAFF_BOOTSTRAP to changing or removing a STAFF_PHONES admin, in any spelling', async () => {
    for (const url of [`/staff/${OTHER_ADMIN}`, `/staff/%2B${OTHER_ADMIN}`, `/staff/${ADMIN}`]) {
      const put = await as(admin, 'PUT', url, { role: 'viewer' });
      expect(put.status, url).toBe(409);
      expect(put.body).toEqual({
        code: 'STAFF_BOOTSTRAP',
        message: english['errors.STAFF_BOOTSTRAP'],
      });
      expect((await as(admin, 'DELETE', url)).status, url).toBe(409);
    }
    const other = await staffSession(t.app, OTHER_ADMIN);
    expect((await as(other, 'GET', '/me')).body.role).toBe('admin');
  });

  it('refuses a phone that is not one, and a role that is not one', async () => {
    const bad = await as(admin, 'PUT', '/staff/123456', { role: 'viewer' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_PHONE');
    const role = await as(admin, 'PUT', `/staff/${nextPhone()}`, { role: 'owner' });
    expect(role.status).toBe(400);
    // A path segment that is no phone at all is a path that does not exist, as elsewhere.
    expect((await as(admin, 'PUT', '/staff/abc', { role: 'viewer' })).status).toBe(404);
  });

  it('reads a phone as typed beside its country: every spelling is one E.164 and one entry', async () => {
    const phone = nextPhone();
    for (const spelling of typedSpellings(phone.slice(2))) {
      for (const country of [{ country: 'IN' }, {}]) {
        const url = `/staff/${encodeURIComponent(spelling)}`;
        const res = await as(admin, 'PUT', url, { role: 'viewer', ...country });
        expect([res.status, res.body.phone], spelling).toEqual([200, `+${phone}`]);
      }
    }
    const listed = (await as(admin, 'GET', '/staff')).body.staff as Array<{ phone: string }>;
    expect(listed.filter((p) => p.phone.endsWith(phone.slice(2)))).toEqual([
      expect.objectContaining({ phone: `+${phone}` }),
    ]);
    const added = (await auditOf('action=staff-added&limit=100')).filter((e) =>
      String(e.subject).endsWith(phone.slice(2)),
    );
    expect(added.map((e) => e.subject)).toEqual([`+${phone}`]);
  });

  it('refuses a number of another country than the box showed, and stores nothing', async () => {
    const ten = nextPhone().slice(2);
    const refusals = [
      // An Indian number typed with its code beside the United Kingdom's, and the other way round.
      [`+91 ${ten}`, { country: 'GB' }],
      ['+44 7911 123456', { country: 'IN' }],
      // Digits without a plus and without a country are read in India: these are British.
      ['447911123456', {}],
    ] as const;
    for (const [spelling, country] of refusals) {
      const url = `/staff/${encodeURIComponent(spelling)}`;
      const res = await as(admin, 'PUT', url, { role: 'viewer', ...country });
      expect([res.status, res.body.code], spelling).toEqual([400, 'PHONE_COUNTRY']);
      expect(res.body.message).toBe(english['errors.PHONE_COUNTRY']);
    }
    const listed = (await as(admin, 'GET', '/staff')).body.staff as Array<{ phone: string }>;
    expect(listed.map((p) => p.phone)).not.toContain('+447911123456');
    expect(listed.some((p) => p.phone.endsWith(ten.slice(2)))).toBe(false);
    // A British number typed beside the United Kingdom is taken, though libphonenumber files it
    // under Guernsey, which shares +44: the box's country is compared by its dialling code.
    const typedBritish = await as(admin, 'PUT', `/staff/${encodeURIComponent('07911 123456')}`, {
      role: 'viewer',
      country: 'GB',
    });
    expect([typedBritish.status, typedBritish.body.phone]).toEqual([200, '+447911123456']);
    expect(await removeStaff(t.app, admin, '%2B447911123456')).toEqual({ removed: true });
    // A number with its plus and no country named is what it says, as the staff list shows it.
    const british = await as(admin, 'PUT', `/staff/${encodeURIComponent('+447911123456')}`, {
      role: 'viewer',
    });
    expect([british.status, british.body.phone]).toEqual([200, '+447911123456']);
    expect(await removeStaff(t.app, admin, '%2B447911123456')).toEqual({ removed: true });
  });

  it('answers removed: false for a phone not on staff, and audits nothing for it', async () => {
    const phone = nextPhone();
    expect(await removeStaff(t.app, admin, phone)).toEqual({ removed: false });
    expect(await auditOf(`action=staff-removed&actor=${ADMIN}`)).not.toContainEqual(
      expect.objectContaining({ subject: `+${phone}` }),
    );
  });

  it('audits every change: who, what, to whom, from which address', async () => {
    const phone = nextPhone();
    await setRole(t.app, admin, phone, 'viewer');
    await setRole(t.app, admin, phone, 'viewer');
    await setRole(t.app, admin, phone, 'editor');
    await removeStaff(t.app, admin, phone);
    const entries = (await auditOf(`actor=${ADMIN}&limit=100`)).filter(
      (e) => e.subject === `+${phone}`,
    );
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['staff-removed', { role: 'editor' }],
      ['staff-role-changed', { from: 'viewer', to: 'editor' }],
      ['staff-added', { role: 'viewer' }],
    ]);
    for (const e of entries)
      expect(e).toMatchObject({ actor: `+${ADMIN}`, actorRole: 'admin', ip: '127.0.0.1' });
  });

  it('adds a phone once when admins add it at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const phone = nextPhone();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => as(admin, 'PUT', `/staff/${phone}`, { role: 'viewer' })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const added = (await auditOf('action=staff-added&limit=100')).filter(
        (e) => e.subject === `+${phone}`,
      );
      expect(added).toHaveLength(1);
    }
  });
});
