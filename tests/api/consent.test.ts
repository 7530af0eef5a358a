import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import { iso } from '../../src/server/clock';
import { createPerson, createSignUp, createWizardBusiness } from '../fixtures/forms';
import { fakeServer } from '../helpers/fake-server';
import { staffSession } from '../helpers/studio-staff';
import {
  bearer,
  call,
  consentOf,
  createTestApp,
  nextPhone,
  openDb,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/**
 * Consent, asked and proved: sign-up and the wizard store nothing without a consent to the current
 * privacy notice by someone 18 or older, and write one consent row with the member; a member a
 * volunteer entered is told by WhatsApp; a changed notice is agreed to again.
 */

const STAFF = '919812300001';
let t: TestApp;
let db: ReturnType<typeof openDb>['db'];
beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  db = openDb(t.config).db;
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});
afterEach(() => vi.restoreAllMocks());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url, payload: payload as object, headers });

const userByPhone = (phone: string) =>
  db.selectFrom('users').selectAll().where('phone', '=', `+${phone}`).executeTakeFirst();
const consentsOf = (userId: string) =>
  db.selectFrom('consents').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const allConsents = async () =>
  Number(
    (
      await db
        .selectFrom('consents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function signUpBody(consent?: unknown) {
  const phone = nextPhone();
  const { token, uid } = await verifyPhone(t.app, phone);
  const body = { ...createSignUp(SAMPLE_GROUP), phone, uid, token, isVerified: true };
  return { phone, body: consent === undefined ? body : { ...body, consent } };
}

async function wizardBody(consent?: unknown, businesses = 1) {
  const phone = nextPhone();
  const { uid } = await verifyPhone(t.app, phone);
  const body = {
    profile: { ...createPerson(SAMPLE_GROUP), firstName: 'Meena', phone, uid },
    businesses: Array.from({ length: businesses }, (_, i) =>
      createWizardBusiness({ businessName: `Shop ${i + 1}` }),
    ),
  };
  return { phone, body: consent === undefined ? body : { ...body, consent } };
}

const REFUSALS: [string, string, () => unknown][] = [
  ['no consent', 'CONSENT_REQUIRED', () => undefined],
  ['adult false', 'CONSENT_REQUIRED', () => ({ ...consentOf(t.app), adult: false })],
  ['no adult', 'CONSENT_REQUIRED', () => ({ notice: consentOf(t.app).notice })],
  ['no notice version', 'CONSENT_REQUIRED', () => ({ adult: true })],
  ['an old notice version', 'NOTICE_OUTDATED', () => ({ notice: 'old-version', adult: true })],
];

describe('POST /api/auth/signup', () => {
  it.each(REFUSALS)('%s: 400 %s, no member and no consent stored', async (_, code, consent) => {
    const before = await allConsents();
    const { phone, body } = await signUpBody(consent());
    const res = await post('/api/auth/signup', body, { 'accept-language': 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toBe(hindi[`errors.${code}` as 'errors.CONSENT_REQUIRED'].text);
    expect(await userByPhone(phone)).toBeUndefined();
    expect(await allConsents()).toBe(before);
    // Nothing was used up either: the same phone proof signs up once the consent comes.
    const again = await post('/api/auth/signup', { ...body, consent: consentOf(t.app) });
    expect(again.status).toBe(200);
  });

  it('refuses the consent before the form: a body wrong in both answers CONSENT_REQUIRED', async () => {
    const { body } = await signUpBody();
    const res = await post('/api/auth/signup', { ...body, email: 'not an email', password: '' });
    expect(res.body.code).toBe('CONSENT_REQUIRED');
  });

  it('writes one consent with the member: version, language, channel, time, self-entered', async () => {
    t.clock.advance(1000);
    const { phone, body } = await signUpBody(consentOf(t.app));
    const res = await post('/api/auth/signup', body, { 'accept-language': 'ta-IN,ta;q=0.9' });
    expect(res.status).toBe(200);
    const user = await userByPhone(phone);
    expect(await consentsOf(user!.id)).toEqual([
      {
        id: expect.any(String),
        user_id: user!.id,
        notice_version: t.app.services.privacyNotice.currentVersion(),
        language: 'ta',
        channel: 'signup',
        entered_by_other: 0,
        created_at: iso(t.clock.now()),
      },
    ]);
  });
});

describe('POST /api/v2/user/create-profile', () => {
  it.each(REFUSALS)('%s: 400 %s, no member and no consent stored', async (_, code, consent) => {
    const before = await allConsents();
    const { phone, body } = await wizardBody(consent());
    const res = await post('/api/v2/user/create-profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code,
      message: english[`errors.${code}` as 'errors.CONSENT_REQUIRED'],
    });
    expect(await userByPhone(phone)).toBeUndefined();
    expect(await allConsents()).toBe(before);
    const again = await post('/api/v2/user/create-profile', { ...body, consent: consentOf(t.app) });
    expect(again.status).toBe(200);
  });

  it('writes one consent with the member, and sends no message when the member filled it in', async () => {
    const { phone, body } = await wizardBody(consentOf(t.app));
    const res = await post('/api/v2/user/create-profile', body, { 'accept-language': 'hi' });
    expect(res.status).toBe(200);
    const user = await userByPhone(phone);
    expect(await consentsOf(user!.id)).toEqual([
      expect.objectContaining({
        notice_version: t.app.services.privacyNotice.currentVersion(),
        language: 'hi',
        channel: 'wizard',
        entered_by_other: 0,
        created_at: iso(t.clock.now()),
      }),
    ]);
    const notices = await call(t.app, { method: 'GET', url: '/api/dev/outbox?kind=registered' });
    expect(notices.body.filter((m: { to: string }) => m.to === `+${phone}`)).toEqual([]);
  });

  it('a volunteer entry: recorded as entered by someone else, and the member told in their language', async () => {
    const { phone, body } = await wizardBody(consentOf(t.app, { enteredForOther: true }), 2);
    const res = await post('/api/v2/user/create-profile', body, { 'accept-language': 'ta' });
    expect(res.status).toBe(200);
    const user = await userByPhone(phone);
    expect(await consentsOf(user!.id)).toEqual([
      expect.objectContaining({ channel: 'wizard', language: 'ta', entered_by_other: 1 }),
    ]);

    const notices = await call(t.app, { method: 'GET', url: '/api/dev/outbox?kind=registered' });
    const told = notices.body.filter((m: { to: string }) => m.to === `+${phone}`);
    const link = 'http://localhost:80/secure/my-data';
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'registered',
        language: 'ta',
        channel: 'WHATSAPP',
        parameters: ['Meena', '2', link],
      }),
    ]);
    // In Tamil, with the name, the count and the link.
    expect(told[0].text).toContain('வணக்கம் Meena');
    expect(told[0].text).toContain('2 தொழில்களுடன்');
    expect(told[0].text).toContain(link);
    // The codes' outbox, as its readers have always read it, holds codes only.
    const codes = await call(t.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(codes.body.every((m: { code?: string }) => /^\d{6}$/.test(m.code ?? ''))).toBe(true);
  });

  it('the Studio member page shows the consent', async () => {
    const { phone, body } = await wizardBody(consentOf(t.app, { enteredForOther: true }));
    expect(
      (await post('/api/v2/user/create-profile', body, { 'accept-language': 'hi' })).status,
    ).toBe(200);
    const user = await userByPhone(phone);
    const staff = await staffSession(t.app, STAFF);
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/${user!.id}`,
      headers: bearer(staff),
    });
    expect(page.status).toBe(200);
    expect(page.body.consents).toEqual([
      {
        noticeVersion: t.app.services.privacyNotice.currentVersion(),
        language: 'hi',
        at: iso(t.clock.now()),
        channel: 'wizard',
        enteredByOther: true,
      },
    ]);
  });
});

describe('agreeing again', () => {
  const me = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(token) })).body;

  it('after the notice changes, the member is asked again and agrees with channel renewal', async () => {
    const member = await signUp(t.app);
    expect((await me(member.token)).consentCurrent).toBe(true);

    const first = t.app.services.privacyNotice.currentVersion();
    vi.spyOn(t.app.services.privacyNotice, 'currentVersion').mockReturnValue(`${first}-changed`);
    expect((await me(member.token)).consentCurrent).toBe(false);

    const stale = await post(
      '/api/me/consent',
      { notice: first, adult: true },
      bearer(member.token),
    );
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('NOTICE_OUTDATED');
    const notAdult = await post(
      '/api/me/consent',
      { notice: `${first}-changed` },
      bearer(member.token),
    );
    expect(notAdult.body.code).toBe('CONSENT_REQUIRED');

    t.clock.advance(5000);
    const agreed = await post(
      '/api/me/consent',
      { notice: `${first}-changed`, adult: true },
      { ...bearer(member.token), 'accept-language': 'hi' },
    );
    expect(agreed.status).toBe(200);
    expect(agreed.body).toEqual({ success: true });
    expect((await me(member.token)).consentCurrent).toBe(true);
    const rows = await consentsOf(member.userId);
    expect(rows.map((r) => [r.notice_version, r.channel])).toEqual([
      [first, 'signup'],
      [`${first}-changed`, 'renewal'],
    ]);
    expect(rows[1]!.created_at).toBe(iso(t.clock.now()));
  });

  it('a member who joined before consent was asked is asked too', async () => {
    const member = await signUp(t.app);
    await db.deleteFrom('consents').where('user_id', '=', member.userId).execute();
    expect((await me(member.token)).consentCurrent).toBe(false);
    const agreed = await post('/api/me/consent', consentOf(t.app), bearer(member.token));
    expect(agreed.status).toBe(200);
    expect((await me(member.token)).consentCurrent).toBe(true);
  });

  it('needs a signed-in member', async () => {
    const res = await post('/api/me/consent', consentOf(t.app));
    expect(res.status).toBe(401);
  });
});

describe('with WhatsApp configured', () => {
  let wa: Awaited<ReturnType<typeof fakeServer>>;
  let w: TestApp;
  beforeAll(async () => {
    wa = await fakeServer(() => ({ status: 200, body: { messages: [{ id: 'wamid.1' }] } }));
    w = await createTestApp({
      otpDelivery: 'whatsapp',
      publicOrigin: 'https://members.example.org',
      whatsapp: {
        apiUrl: wa.url,
        phoneNumberId: '1055',
        accessToken: 'wa-token',
        template: 'otp_login',
        language: 'en_US',
        languages: { hi: 'hi', ta: 'ta_IN' },
        registeredTemplate: 'member_registered_v2',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await w?.close();
    await wa?.close();
  });

  it('sends the registered template in the member’s language, with the site’s own link', async () => {
    const phone = nextPhone();
    await call(w.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: { channel: 'PHONE', phone: phone.slice(2), countryCode: '+91' },
    });
    const code = wa.requests.at(-1)!.body.template.components[0].parameters[0].text;
    const verified = await call(w.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { channel: 'PHONE', phone: phone.slice(2), countryCode: '+91', otp: code },
    });
    const uid = verified.body.response.userId;
    const res = await call(w.app, {
      method: 'POST',
      url: '/api/v2/user/create-profile',
      headers: { 'accept-language': 'ta', host: 'evil.example' },
      payload: {
        profile: { ...createPerson(SAMPLE_GROUP), firstName: 'Meena', phone, uid },
        businesses: [createWizardBusiness()],
        consent: consentOf(w.app, { enteredForOther: true }),
      },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(wa.requests.length).toBe(2));
    expect(wa.requests.at(-1)!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone,
      type: 'template',
      template: {
        name: 'member_registered_v2',
        language: { code: 'ta_IN' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Meena' },
              { type: 'text', text: '1' },
              { type: 'text', text: 'https://members.example.org/secure/my-data' },
            ],
          },
        ],
      },
    });
  });
});
