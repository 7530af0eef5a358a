import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAddress, createPerson, createWizardBusiness } from '../fixtures/forms';
import {
  call,
  consentOf,
  createTestApp,
  nextPhone,
  openDb,
  pngBytes,
  SAMPLE_GROUP,
  uploadLogo,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    limits: { businessesPerMember: 20, businessesPerWizardSubmit: 3, anonymousUploadsPerDay: 100 },
  });
});
afterEach(() => t.close());

/** The wizard's submit, with the consent it carries unless the payload says otherwise. */
const submit = (payload: unknown) =>
  call(t.app, {
    method: 'POST',
    url: '/api/v2/user/create-profile',
    payload: { consent: consentOf(t.app), ...(payload as object) },
  });

async function verifiedProfile(overrides: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const { uid } = await verifyPhone(t.app, phone);
  return { ...createPerson(SAMPLE_GROUP), phone, uid, ...overrides };
}

async function countRows() {
  const { db } = openDb(t.config);
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const businesses = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  await db.destroy();
  return { users: Number(users.n), businesses: Number(businesses.n) };
}

describe('POST /api/v2/user/create-profile', () => {
  it('writes the person and their businesses, who can then log in and see them', async () => {
    const profile = await verifiedProfile();
    const logo = (await uploadLogo(t.app, await pngBytes())).body.data.url;
    const res = await submit({
      profile,
      businesses: [
        createWizardBusiness({ businessLogo: logo }),
        createWizardBusiness({ businessName: 'Second' }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });

    t.clock.advance(60_000);
    const proof = await verifyPhone(t.app, profile.phone);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: profile.phone, ...proof },
    });
    expect(login.status).toBe(200);
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/business/',
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(list.body.map((b: { businessName: string }) => b.businessName)).toEqual([
      'Sharma Textiles',
      'Second',
    ]);
    // The wizard asks less than the business form: its business still reads back, with no logo.
    const second = await call(t.app, {
      method: 'GET',
      url: `/api/business/${list.body[1].businessId}`,
      headers: { authorization: `Bearer ${login.body.token}` },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ businessName: 'Second', country: 'India' });
    expect(second.body.businessLogo).toBeUndefined();
    const phoneCheck = await call(t.app, {
      method: 'GET',
      url: `/api/auth/phone/${profile.phone}`,
    });
    expect(phoneCheck.body.code).toBe('USER_EXIST');
  });

  it('answers 409 USER_EXIST to a second submit for the same phone', async () => {
    const profile = await verifiedProfile();
    expect((await submit({ profile, businesses: [createWizardBusiness()] })).status).toBe(200);
    t.clock.advance(60_000);
    const { uid } = await verifyPhone(t.app, profile.phone);
    const again = await submit({
      profile: { ...profile, uid },
      businesses: [createWizardBusiness()],
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'USER_EXIST',
      message: 'Your data has already been submitted using this phone number.',
    });
  });

  it("refuses a uid that is not from a verification of the profile's phone, stale or used", async () => {
    const other = await verifyPhone(t.app, nextPhone());
    expect(
      (
        await submit({
          profile: await verifiedProfile({ uid: other.uid }),
          businesses: [createWizardBusiness()],
        })
      ).body.code,
    ).toBe('VERIFICATION_INVALID');
    expect(
      (
        await submit({
          profile: await verifiedProfile({ uid: 'made-up' }),
          businesses: [createWizardBusiness()],
        })
      ).status,
    ).toBe(400);

    const stale = await verifiedProfile();
    t.clock.advance(30 * 60 * 1000 + 1);
    expect((await submit({ profile: stale, businesses: [createWizardBusiness()] })).body.code).toBe(
      'VERIFICATION_INVALID',
    );
    expect(await countRows()).toEqual({ users: 0, businesses: 0 });
  });

  it('validates the profile and each business with the wizard schemas, naming where', async () => {
    const profile = await verifiedProfile({ firstName: '' });
    const res = await submit({
      profile,
      businesses: [
        createWizardBusiness(),
        createWizardBusiness({ businessAddress: [createAddress({ pin: '1' })] }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ '/profile/firstName': 'First name is required.' });
    const res2 = await submit({
      profile: { ...profile, firstName: 'Asha' },
      businesses: [
        createWizardBusiness(),
        createWizardBusiness({ businessAddress: [createAddress({ pin: '1' })] }),
      ],
    });
    expect(res2.body.fields).toEqual({
      '/businesses/1/businessAddress/0/pin': 'PIN code must be at least 4 characters.',
    });
  });

  it('needs at least one business and at most the cap', async () => {
    const profile = await verifiedProfile();
    expect((await submit({ profile, businesses: [] })).body.fields).toEqual({
      '/businesses': 'Add at least one business.',
    });
    expect(
      (
        await submit({
          profile,
          businesses: Array.from({ length: 4 }, () => createWizardBusiness()),
        })
      ).status,
    ).toBe(400);
  });

  it('writes nothing when a later part fails inside the transaction', async () => {
    const profile = await verifiedProfile();
    const good = (await uploadLogo(t.app, await pngBytes())).body.data.url;
    const res = await submit({
      profile,
      businesses: [
        createWizardBusiness({ businessLogo: good }),
        createWizardBusiness({ businessLogo: '/api/business/logo/does-not-exist' }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      '/businesses/1/businessLogo': 'Please upload the logo again.',
    });
    expect(await countRows()).toEqual({ users: 0, businesses: 0 });
    // The verification was not spent by the failed attempt.
    expect(
      (await submit({ profile, businesses: [createWizardBusiness({ businessLogo: good })] }))
        .status,
    ).toBe(200);
    expect(await countRows()).toEqual({ users: 1, businesses: 1 });
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of [[], 'text', { profile: 'x', businesses: 'y' }]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v2/user/create-profile',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
