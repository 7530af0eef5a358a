import { businessSchemaWithInstagram, businessUiWithInstagram } from '../fixtures/studio-drafts';
import { baselineFiles } from '../../src/form-engine/form-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createBusiness, createSignUp } from '../fixtures/forms';
import { DIALECT, nextPhone, pngBytes, SAMPLE_GROUP } from '../helpers/api-app';
import { initiate, verify } from '../helpers/race-cases';
import { codeFor, consentAt, send } from '../helpers/race-http';
import { createPgDatabase, startServer, type ServerProcess } from '../helpers/server-processes';

/**
 * Two server processes on one PostgreSQL database: a form published through one is what the other
 * serves and validates with within 5 s (each polls the latest version id every FORMS_POLL_MS), and
 * a staff member removed through one is refused by the other at once (roles are read per request).
 */

const STAFF = '919812345678';
const FOLLOW_LIMIT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(DIALECT !== 'postgres')('Form Studio across two server processes', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
  const servers: ServerProcess[] = [];
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await createPgDatabase();
    const env = {
      DATABASE_URL: database.url,
      OTP_DELIVERY: 'dev',
      VERIFICATION_PROVIDER: 'local',
      JWT_SECRET: 'two-process-studio-jwt-secret-0123456789abcdef',
      OTP_SECRET: 'two-process-studio-otp-secret-0123456789abcdef',
      RATE_LIMIT_VERIFICATION: '10000',
      RATE_LIMIT_AUTH: '10000',
      RATE_LIMIT_UPLOAD: '10000',
      STAFF_PHONES: `+${STAFF}`,
      LOG_LEVEL: 'warn',
    };
    // One after the other: both migrate and seed the database on start.
    servers.push(await startServer('a', env));
    servers.push(await startServer('b', env));
    [a, b] = servers.map((s) => s.base) as [string, string];
  }, 120_000);

  afterAll(async () => {
    const stopping = servers.map((s) => s.stop());
    await Promise.allSettled(stopping);
    await database?.drop();
    for (const result of await Promise.allSettled(stopping))
      if (result.status === 'rejected') throw result.reason;
  }, 30_000);

  /** A verification of `phone` through server a: the proof a sign-in spends. */
  async function proof(phone: string) {
    expect((await initiate(a, phone)).status).toBe(200);
    const verified = await verify(a, phone, await codeFor([a, b], phone));
    expect(verified.status).toBe(200);
    return { token: verified.body.response.token, uid: verified.body.response.userId };
  }

  it('validates with a publish made on the other process within 5 s', async () => {
    const session = await send(a, 'POST', '/api/studio/session', {
      phone: STAFF,
      ...(await proof(STAFF)),
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const staff = { authorization: `Bearer ${session.body.token}` };

    const phone = nextPhone();
    const signup = await send(a, 'POST', '/api/auth/signup', {
      ...createSignUp(SAMPLE_GROUP),
      phone,
      ...(await proof(phone)),
      isVerified: true,
      consent: await consentAt(a),
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(200);
    const member = { authorization: `Bearer ${signup.body.token}` };
    const business = async (extra: Record<string, unknown>) => {
      const form = new FormData();
      form.append('tempId', 'studio');
      form.append(
        'file',
        new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
        'logo.png',
      );
      const upload = await send(b, 'POST', '/api/business/upload-logo', form, member);
      expect(upload.status).toBe(200);
      return createBusiness({
        businessLogo: upload.body.data.url,
        businessAddress: [createAddress()],
        ...extra,
      });
    };

    const schema = businessSchemaWithInstagram();
    expect((await send(b, 'GET', '/api/forms/business')).body.version).toBeNull();

    const published = await send(
      a,
      'POST',
      '/api/studio/publish',
      {
        files: { 'business.schema.json': JSON.stringify(schema), ...businessUiWithInstagram() },
        note: 'Instagram',
        baseVersion: null,
      },
      staff,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const started = Date.now();
    let followed = -1;
    while (Date.now() - started < FOLLOW_LIMIT_MS + 2_000) {
      const form = await send(b, 'GET', '/api/forms/business');
      if (form.body.version === published.body.version.id) {
        followed = Date.now() - started;
        expect(form.body.schema.properties.instagram.maxLength).toBe(30);
        const module = await fetch(`${b}${form.body.validator}`);
        expect(module.status).toBe(200);
        expect(module.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        break;
      }
      await sleep(50);
    }
    console.log(`process b followed the publish on process a in ${followed} ms`);
    expect(followed).toBeGreaterThanOrEqual(0);
    expect(followed).toBeLessThan(FOLLOW_LIMIT_MS);

    const tooLong = await send(
      b,
      'POST',
      '/api/business',
      await business({ instagram: 'x'.repeat(31) }),
      member,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      '/instagram': 'An Instagram handle has at most 30 characters.',
    });
    const saved = await send(
      b,
      'POST',
      '/api/business',
      await business({ instagram: 'ok' }),
      member,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Two staff publishes on one base version, one through each process: one wins.
    const base = published.body.version.id;
    const racing = await Promise.all(
      [a, b].map((server, i) =>
        send(
          server,
          'POST',
          '/api/studio/publish',
          {
            files: { 'business.schema.json': JSON.stringify({ ...schema, title: `T${i}` }) },
            note: `race ${i}`,
            baseVersion: base,
          },
          staff,
        ),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
  }, 60_000);

  it('serves a translation published on the other process within 5 s, and a language added', async () => {
    const session = await send(a, 'POST', '/api/studio/session', {
      phone: STAFF,
      ...(await proof(STAFF)),
    });
    const staff = { authorization: `Bearer ${session.body.token}` };
    const hindiForm = async (server: string) =>
      (await send(server, 'GET', '/api/forms/business?lang=hi')).body;
    const before = await hindiForm(b);
    const etag = (await fetch(`${b}/api/v2/texts/hi`)).headers.get('etag');
    const hi = structuredClone(baselineFiles()['i18n/hi.json']) as Record<string, any>;
    hi['defs/business.json#/properties/businessName/title'].text = 'दुकान का नाम';
    hi['otp.title'].text = 'अपना फ़ोन जाँचें';
    const publish = async (files: Record<string, unknown>, note: string) => {
      const live = await send(a, 'GET', '/api/studio/forms', undefined, staff);
      const res = await send(
        a,
        'POST',
        '/api/studio/publish',
        { files, note, baseVersion: live.body.version?.id ?? null },
        staff,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.version.id as number;
    };
    const version = await publish({ 'i18n/hi.json': JSON.stringify(hi) }, 'Hindi: shop');

    const started = Date.now();
    let form = before;
    while (form.version !== version && Date.now() - started < FOLLOW_LIMIT_MS) {
      await sleep(50);
      form = await hindiForm(b);
    }
    expect(form.version).toBe(version);
    expect(form.schema.properties.businessName.title).toBe('दुकान का नाम');
    expect((await fetch(`${b}/api/v2/texts/hi`)).headers.get('etag')).not.toBe(etag);
    // The Hindi module either process names is served by both, whichever compiled it.
    for (const server of [a, b])
      expect((await fetch(`${server}${form.validator}`)).status).toBe(200);

    await publish({ 'i18n/mr.json': '{}' }, 'Marathi');
    let marathi = await fetch(`${b}/api/v2/texts/mr`);
    while (marathi.status !== 200 && Date.now() - started < 2 * FOLLOW_LIMIT_MS) {
      await sleep(50);
      marathi = await fetch(`${b}/api/v2/texts/mr`);
    }
    expect(marathi.status).toBe(200);
    expect(((await marathi.json()) as { languages: string[] }).languages).toContain('mr');
  }, 60_000);

  it('refuses on one process, from the next request, a person removed on the other', async () => {
    const signIn = async (phone: string) => {
      const session = await send(a, 'POST', '/api/studio/session', {
        phone,
        ...(await proof(phone)),
      });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      return { authorization: `Bearer ${session.body.token}` };
    };
    const admin = await signIn(STAFF);
    const editor = nextPhone();
    expect(
      (await send(a, 'PUT', `/api/studio/staff/${editor}`, { role: 'editor' }, admin)).status,
    ).toBe(200);
    const token = await signIn(editor);
    expect((await send(b, 'GET', '/api/studio/me', undefined, token)).status).toBe(200);
    expect((await send(a, 'DELETE', `/api/studio/staff/${editor}`, undefined, admin)).status).toBe(
      200,
    );
    const refused = await send(b, 'GET', '/api/studio/forms', undefined, token);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('NOT_FOUND');
  }, 60_000);
});
