import { businessSchemaWithInstagram, businessUiWithInstagram } from '../fixtures/studio-drafts';
import { compileForm } from '../../src/form-engine/compile';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFiles } from '../../src/form-engine/form-files';
import type { JsonObject } from '../../src/shared/validation/bundle-schema';
import english from '../../schemas/i18n/en.json';
import { maskPhones } from '../../src/server/log-masking';
import { buildApp } from '../../src/server/app';
import { formModulesRepository } from '../../src/server/repositories/form-modules';
import { setLiveForms } from '../../src/server/validation';
import { ConfigError, loadConfig } from '../../src/server/config';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/** The Form Studio's API: staff only, drafts checked, previewed, measured, published, rolled back. */

const STAFF = '919812345678';
const STAFF_E164 = `+${STAFF}`;
const MASKED_STAFF = maskPhones(STAFF_E164);

let t: TestApp;
let staff: string;
let member: { token: string; phone: string };

const clone = <T>(value: T): T => structuredClone(value);
const text = (json: unknown) => JSON.stringify(json, null, 2);
const baseline = (path: string) =>
  clone(baselineFiles()[path]!) as JsonObject & Record<string, any>;

const studio = (method: 'GET' | 'POST', url: string, payload?: object, token = staff) =>
  call(t.app, { method, url: `/api/studio${url}`, payload, headers: bearer(token) });

const liveVersion = async (): Promise<number | null> =>
  (await studio('GET', '/forms')).body.version?.id ?? null;

const publish = async (files: Record<string, string>, note = 'A change') =>
  studio('POST', '/publish', { files, note, baseVersion: await liveVersion() });

/** The business schema with a new optional field with a rule and message, and a new label. */
function businessDraft(maxTagline?: number) {
  const schema = businessSchemaWithInstagram({
    businessTagline: { title: 'Motto', ...(maxTagline ? { maxLength: maxTagline } : {}) },
  });
  return { 'business.schema.json': text(schema), ...businessUiWithInstagram() };
}

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [STAFF_E164] });
  const proof = await verifyPhone(t.app, STAFF);
  const session = await call(t.app, {
    method: 'POST',
    url: '/api/studio/session',
    payload: { phone: STAFF, ...proof },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  expect(session.body).toEqual({
    token: expect.any(String),
    expiresAt: expect.any(String),
    phone: STAFF_E164,
  });
  staff = session.body.token;
  member = await signUp(t.app);
}, 60_000);

afterAll(() => t?.close());

describe(`who reaches the Studio (${DIALECT})`, () => {
  const routes: Array<['GET' | 'POST', string, object?]> = [
    ['GET', '/forms'],
    ['POST', '/check', { files: {} }],
    ['POST', '/preview', { files: {} }],
    ['POST', '/impact', { files: {} }],
    ['POST', '/publish', { files: {}, note: 'x', baseVersion: null }],
    ['GET', '/versions'],
    ['POST', '/versions/1/rollback', {}],
  ];

  it('answers 404 NOT_FOUND to anonymous, member and forged tokens on every route', async () => {
    for (const [method, url, payload] of routes) {
      for (const headers of [
        {},
        bearer(member.token),
        bearer('garbage'),
        bearer(`${staff}x`),
        { authorization: staff },
      ]) {
        const res = await call(t.app, { method, url: `/api/studio${url}`, payload, headers });
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND', message: english['errors.NOT_FOUND'] });
      }
    }
  });

  it('answers a staff token with 200 on the same routes', async () => {
    expect((await studio('GET', '/forms')).status).toBe(200);
    expect((await studio('GET', '/versions')).status).toBe(200);
    expect((await studio('POST', '/check', { files: {} })).status).toBe(200);
  });

  it('refuses a staff token on member routes as any invalid token', async () => {
    for (const url of ['/api/profile/me', '/api/business/']) {
      const res = await call(t.app, { method: 'GET', url, headers: bearer(staff) });
      expect(res.status, url).toBe(401);
    }
  });

  it('signs in no phone outside STAFF_PHONES, even with a valid proof', async () => {
    const phone = nextPhone();
    const proof = await verifyPhone(t.app, phone);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/studio/session',
      payload: { phone, ...proof },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses a staff sign-in without a valid proof', async () => {
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/studio/session',
      payload: { phone: STAFF, uid: 'x', token: 'not-a-proof' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('INVALID_TOKEN');
  });

  it('ends a staff session after 8 hours', async () => {
    const now = t.clock.ms;
    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await studio('GET', '/forms')).status).toBe(404);
    t.clock.ms = now;
    expect((await studio('GET', '/forms')).status).toBe(200);
  });
});

describe(`drafts (${DIALECT})`, () => {
  it('lists every file with its baseline and live content, and the files of each form', async () => {
    const res = await studio('GET', '/forms');
    expect(res.body.version).toBeNull();
    expect(res.body.baselineHash).toMatch(/^[a-f0-9]{16}$/);
    expect(res.body.files['business.schema.json'].live).toEqual(baseline('business.schema.json'));
    expect(res.body.forms.business.files).toEqual(
      expect.arrayContaining(['business.schema.json', 'business.ui.json', 'defs/business.json']),
    );
  });

  it('names the file and pointer of each problem in a broken draft', async () => {
    const ui = baseline('business.ui.json');
    ui.businessName = { 'ui:widget': 'no-such-widget' };
    const res = await studio('POST', '/check', {
      files: { 'business.ui.json': text(ui), 'defs/address.json': '{ "type": ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'defs/address.json', pointer: '' })]),
    );
    const widget = await studio('POST', '/check', { files: { 'business.ui.json': text(ui) } });
    expect(widget.body.problems).toEqual([
      expect.objectContaining({ file: 'business.ui.json', pointer: '/businessName/ui:widget' }),
    ]);
  });

  it('finds no problem in an unchanged or a good draft', async () => {
    expect((await studio('POST', '/check', { files: businessDraft() })).body.problems).toEqual([]);
  });

  it('refuses to publish a broken draft and stores nothing', async () => {
    const res = await publish({ 'business.schema.json': '{' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FORM_PROBLEMS');
    expect(res.body.message).toBe(english['errors.FORM_PROBLEMS']);
    expect(res.body.problems[0]).toMatchObject({ file: 'business.schema.json' });
    const { db } = openDb(t.config);
    expect(await db.selectFrom('form_versions').selectAll().execute()).toEqual([]);
    await db.destroy();
  });

  it('refuses guard-rail breaches: businessName removed, phone made optional', async () => {
    const business = baseline('defs/business.json');
    business.required = (business.required as string[]).filter((f) => f !== 'businessName');
    const noName = await publish({ 'defs/business.json': text(business) });
    expect(noName.status).toBe(400);
    expect(noName.body.code).toBe('FORM_PROBLEMS');
    expect(JSON.stringify(noName.body.problems)).toContain('businessName');

    const profile = baseline('profile.schema.json');
    profile.required = (profile.required as string[]).filter((f) => f !== 'phone');
    const optionalPhone = await publish({ 'profile.schema.json': text(profile) });
    expect(optionalPhone.status).toBe(400);
    expect(JSON.stringify(optionalPhone.body.problems)).toContain('phone');
    expect(await liveVersion()).toBeNull();
  });

  it('refuses to publish a pattern that could make the server slow, and stores nothing', async () => {
    // Published on the business name, one member request of 26 characters took 1.5 s.
    const business = baseline('defs/business.json');
    business.properties.businessName.pattern = '^(a|a)+$';
    business.properties.businessName.errorMessage = { pattern: 'Letters only.' };
    const files = { 'defs/business.json': text(business) };
    const problem = {
      file: 'defs/business.json',
      pointer: '/properties/businessName/pattern',
      code: 'unsafePattern',
      message: english['studio.problem.unsafePattern'],
    };
    expect((await studio('POST', '/check', { files })).body.problems).toEqual([problem]);
    const res = await publish(files);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FORM_PROBLEMS', problems: [problem] });
    const { db } = openDb(t.config);
    expect(await db.selectFrom('form_versions').selectAll().execute()).toEqual([]);
    await db.destroy();
  });

  it('refuses a publish without a note', async () => {
    const res = await studio('POST', '/publish', {
      files: businessDraft(),
      note: '  ',
      baseVersion: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOTE_REQUIRED');
  });

  it('previews a draft with validator modules any process serves', async () => {
    const res = await studio('POST', '/preview', { files: businessDraft() });
    expect(res.status).toBe(200);
    const business = res.body.forms.business;
    expect(business.schema.properties.instagram.maxLength).toBe(30);
    expect(business.validator).toMatch(/^\/forms\/[a-f0-9]+\.js$/);
    // Not live: served from the database.
    const module = await call(t.app, { method: 'GET', url: business.validator });
    expect(module.status).toBe(200);
    expect(module.raw.body).toMatch(/export ?\{[^}]* as default/);
    // A day on, the stored preview modules go.
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString();
    expect(await formModulesRepository(t.app.db).purgeOlderThan(tomorrow)).toBeGreaterThan(0);
    expect((await call(t.app, { method: 'GET', url: business.validator })).status).toBe(404);
  });
});

describe(`hostile drafts (${DIALECT})`, () => {
  const nasty: Array<Record<string, string>> = [
    { 'business.schema.json': '{"allOf": [{"$ref": "business.schema.json"}]}' },
    { 'business.schema.json': '{"allOf": [{"$ref": "../../package.json"}]}' },
    { 'business.schema.json': '{"allOf": [{"$ref": "defs/nope.json"}]}' },
    { 'business.schema.json': '{"type": 5, "properties": []}' },
    { 'business.schema.json': '[]' },
    { 'business.schema.json': 'null' },
    { 'business.ui.json': '{"$ref": "business.ui.json"}' },
    { 'business.ui.json': '{"ui:order": "x", "businessName": 3}' },
    { 'defs/business.json': JSON.stringify({ properties: { __proto__: { type: 'string' } } }) },
    { 'defs/business.json': '{"properties": {"constructor": {"type": "object"}}}' },
    { 'defs/new.json': '{}' },
    { 'brand-new.schema.json': '{"type": "object"}' },
    { 'business.schema.json': `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { 'business.schema.json': JSON.stringify({ properties: { x: { pattern: '(a+)+$' } } }) },
    { 'business.schema.json': JSON.stringify({ properties: { x: { format: 'no-such' } } }) },
  ];

  it('answers every hostile draft with problems or a refusal, never a 5xx', async () => {
    for (const files of nasty) {
      for (const url of ['/check', '/preview', '/impact']) {
        const res = await studio('POST', url, { files });
        expect(res.status, `${url} ${JSON.stringify(files).slice(0, 80)}`).toBeLessThan(500);
        if (res.status === 200) expect(res.body.problems.length).toBeGreaterThan(0);
      }
      const published = await publish(files);
      expect(published.status, JSON.stringify(files).slice(0, 80)).toBe(400);
    }
    expect(await liveVersion()).toBeNull();
  });
});

describe(`impact (${DIALECT})`, () => {
  it('counts the stored businesses a tightened rule would make invalid, why, and whose', async () => {
    const owner = await signUp(t.app, { firstName: 'Asha', middleName: 'K', lastName: 'Rao' });
    const names = ['Short Stores', 'Long Tagline Traders', 'Longer Tagline Mills'];
    const taglines = ['Short', 'A much longer tagline', 'Another long tagline'];
    for (const [i, tagline] of taglines.entries()) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/business',
        payload: await businessBody(t.app, owner.token, {
          businessTagline: tagline,
          businessName: names[i],
        }),
        headers: bearer(owner.token),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const res = await studio('POST', '/impact', { files: businessDraft(10) });
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual([]);
    const business = res.body.impact.find((i: { form: string }) => i.form === 'business');
    expect(business).toMatchObject({ records: 3, invalid: 2, alreadyInvalid: 0 });
    // One person, once, with both of their businesses the draft reaches, by name.
    expect(res.body.affectedMembers).toBe(1);
    expect(res.body.affected).toEqual([
      { memberId: owner.userId, memberName: 'Asha K Rao', businesses: names.slice(1) },
    ]);
    expect(business.reasons).toEqual([
      { pointer: '/businessTagline', label: 'Motto', message: expect.any(String), count: 2 },
    ]);
    // Forms the draft does not touch are not listed.
    expect(res.body.impact.map((i: { form: string }) => i.form)).not.toContain('profile');
  });

  it('checks members’ profiles against a profile change', async () => {
    const person = baseline('defs/person.json');
    person.properties.lastName = { ...person.properties.lastName, maxLength: 2 };
    const res = await studio('POST', '/impact', { files: { 'defs/person.json': text(person) } });
    expect(res.status).toBe(200);
    const profile = res.body.impact.find((i: { form: string }) => i.form === 'profile');
    expect(profile.records).toBeGreaterThanOrEqual(2);
    expect(profile.invalid).toBe(profile.records);
    expect(profile.reasons[0].pointer).toBe('/lastName');
    const signUpImpact = res.body.impact.find((i: { form: string }) => i.form === 'sign-up');
    // A stored member has no password; that is not counted against them.
    expect(signUpImpact.reasons.map((r: { pointer: string }) => r.pointer)).toEqual(['/lastName']);
  });
});

describe(`publish, history and rollback (${DIALECT})`, () => {
  let published: number;

  it('makes a version live at once: new schema, new validator module, the server validates with it', async () => {
    const before = (await call(t.app, { method: 'GET', url: '/api/forms/business' })).body;
    const res = await publish(businessDraft(), 'Instagram handle and a shorter label');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    published = res.body.version.id;
    expect(res.body.version).toMatchObject({
      id: 1,
      action: 'publish',
      rolledBackTo: null,
      author: MASKED_STAFF,
      note: 'Instagram handle and a shorter label',
      onCurrentBaseline: true,
      changedFiles: ['business.schema.json', 'business.ui.json'],
    });

    const form = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    expect(form.status).toBe(200);
    expect(form.body.version).toBe(published);
    expect(form.body.schema.properties.instagram.title).toBe('Instagram handle');
    expect(form.body.schema.properties.businessTagline.title).toBe('Motto');
    expect(form.body.validator).not.toBe(before.validator);
    const module = await call(t.app, { method: 'GET', url: form.body.validator });
    expect(module.status).toBe(200);
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(module.headers['x-content-type-options']).toBe('nosniff');
    // The page's policy, as for any script of ours, not the API's.
    expect(module.headers['content-security-policy']).toContain("script-src 'self'");

    const saved = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: await businessBody(t.app, member.token, { instagram: 'sharma.textiles' }),
      headers: bearer(member.token),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = await call(t.app, {
      method: 'GET',
      url: `/api/business/${saved.body.data.businessId}`,
      headers: bearer(member.token),
    });
    expect(stored.body.instagram).toBe('sharma.textiles');

    const tooLong = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: await businessBody(t.app, member.token, { instagram: 'x'.repeat(31) }),
      headers: bearer(member.token),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      '/instagram': 'An Instagram handle has at most 30 characters.',
    });
  });

  it('serves unknown or malformed module hashes a JSON 404', async () => {
    for (const url of ['/forms/0123456789abcdef.js', '/forms/NOT-A-HASH.js']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a publish on a stale base version with VERSION_CONFLICT', async () => {
    const res = await studio('POST', '/publish', {
      files: businessDraft(100),
      note: 'Stale',
      baseVersion: null,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'VERSION_CONFLICT',
      message: english['errors.VERSION_CONFLICT'],
    });
    expect(await liveVersion()).toBe(published);
  });

  it('lists versions newest first with their diff, author and note', async () => {
    const second = await publish(businessDraft(100), 'Tagline at most 100');
    expect(second.status).toBe(200);
    const res = await studio('GET', '/versions');
    expect(res.status).toBe(200);
    const [latest, first] = res.body.versions;
    expect(latest).toMatchObject({ id: 2, note: 'Tagline at most 100', author: MASKED_STAFF });
    expect(latest.diff).toContain('--- a/schemas/business.schema.json');
    expect(latest.diff).toContain('+      "maxLength": 100');
    expect(first).toMatchObject({
      id: 1,
      changedFiles: ['business.schema.json', 'business.ui.json'],
    });
    expect(first.diff).toContain('+      "title": "Instagram handle"');
    // The same changes in words.
    expect(latest.changes).toEqual([
      {
        kind: 'maxLength',
        file: 'business.schema.json',
        field: 'Motto',
        // The shared part's limit, which the form now tightens.
        before: '150',
        after: '100',
      },
    ]);
    expect(first.changes).toEqual(
      expect.arrayContaining([
        { kind: 'added', file: 'business.schema.json', field: 'Instagram handle' },
        expect.objectContaining({ kind: 'label', after: 'Motto' }),
      ]),
    );
  });

  it('rolls back by publishing the chosen version again', async () => {
    const res = await studio('POST', '/versions/1/rollback', { note: 'Back to 30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toMatchObject({ id: 3, action: 'rollback', rolledBackTo: 1 });
    const form = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    expect(form.body.version).toBe(3);
    expect(form.body.schema.properties.businessTagline.maxLength).toBe(150);
    expect((await studio('GET', '/versions')).body.versions[0].changedFiles).toEqual([
      'business.schema.json',
    ]);
    expect((await studio('POST', '/versions/99/rollback', {})).status).toBe(404);
    // The note is optional, and so is the body.
    const bare = await call(t.app, {
      method: 'POST',
      url: '/api/studio/versions/99/rollback',
      headers: bearer(staff),
    });
    expect(bare.status).toBe(404);
  });

  it('rolls back to the baseline’s own files when asked for a version that changed them back', async () => {
    const res = await publish({
      'business.schema.json': text(baseline('business.schema.json')),
      'business.ui.json': text(baseline('business.ui.json')),
    });
    expect(res.status).toBe(200);
    const form = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    expect(form.body.schema.properties.instagram).toBeUndefined();
  });

  it('rolls back to the baseline itself as version 0', async () => {
    expect((await publish(businessDraft(120))).status).toBe(200);
    const res = await studio('POST', '/versions/0/rollback', { note: 'As shipped' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toMatchObject({ action: 'rollback', rolledBackTo: 0 });
    const form = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    expect(form.body.version).toBe(res.body.version.id);
    expect(form.body.schema).toEqual(compileForm(baselineFiles(), 'business').schema);
  });

  it('refuses a publish or rollback that changes nothing', async () => {
    const same = await publish({ 'business.schema.json': text(baseline('business.schema.json')) });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 'NO_CHANGES', message: english['errors.NO_CHANGES'] });
    expect((await studio('POST', '/versions/0/rollback', {})).body.code).toBe('NO_CHANGES');
  });

  it('marks a version made on an older baseline', async () => {
    // As after an upgrade that changed the shipped files: version 1 was made on other ones.
    await t.app.db
      .updateTable('form_versions')
      .set({ baseline_hash: 'an-older-one' })
      .where('id', '=', 1)
      .execute();
    const { versions } = (await studio('GET', '/versions')).body;
    const first = versions.find((v: { id: number }) => v.id === 1);
    expect(first).toMatchObject({ baselineHash: 'an-older-one', onCurrentBaseline: false });
    expect(
      versions.filter((v: { onCurrentBaseline: boolean }) => v.onCurrentBaseline),
    ).toHaveLength(versions.length - 1);
  });
});

describe(`another process on the same database (${DIALECT})`, () => {
  it('starts on the live version and follows the next publish', async () => {
    const other = await buildApp({ config: { ...t.config, formsPollMs: 100 }, logger: false });
    try {
      const version = await liveVersion();
      expect(other.liveForms.version()).toBe(version);
      const res = await publish(businessDraft(42), 'Followed');
      expect(res.status).toBe(200);
      const started = Date.now();
      while (other.liveForms.version() !== res.body.version.id && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(other.liveForms.version()).toBe(res.body.version.id);
      expect(other.liveForms.form('business').schema.properties).toMatchObject({
        businessTagline: { maxLength: 42 },
      });
    } finally {
      await other.close();
      // validation.ts reads the forms of the app built last; this file's app is the one tested.
      setLiveForms(t.app.liveForms);
    }
  });
});

describe(`audit log (${DIALECT})`, () => {
  it('writes one info line per publish and rollback: who (masked), which version, the note', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    const audited = await createTestApp({ staffPhones: [STAFF_E164] }, stream);
    try {
      const proof = await verifyPhone(audited.app, STAFF);
      const session = await call(audited.app, {
        method: 'POST',
        url: '/api/studio/session',
        payload: { phone: STAFF, ...proof },
      });
      const headers = bearer(session.body.token);
      const published = await call(audited.app, {
        method: 'POST',
        url: '/api/studio/publish',
        payload: { files: businessDraft(), note: 'Audit me', baseVersion: null },
        headers,
      });
      expect(published.status).toBe(200);
      await call(audited.app, {
        method: 'POST',
        url: '/api/studio/versions/0/rollback',
        payload: { note: 'And back' },
        headers,
      });
      const lines = logs
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((line) => line.formVersion && line.action);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 30,
          formVersion: 1,
          action: 'publish',
          author: MASKED_STAFF,
          note: 'Audit me',
        }),
        expect.objectContaining({
          level: 30,
          formVersion: 2,
          action: 'rollback',
          author: MASKED_STAFF,
          note: 'And back',
        }),
      ]);
      expect(JSON.stringify(lines)).not.toContain(STAFF);
    } finally {
      await audited.close();
      setLiveForms(t.app.liveForms);
    }
  });
});

describe('STAFF_PHONES', () => {
  it('is read as E.164, and an entry that is not a phone refuses the start', () => {
    expect(loadConfig({ STAFF_PHONES: '+91 98123 45678, 919876543210' }).staffPhones).toEqual([
      '+919812345678',
      '+919876543210',
    ]);
    expect(loadConfig({}).staffPhones).toEqual([]);
    expect(() => loadConfig({ STAFF_PHONES: '+919812345678,12345' })).toThrow(ConfigError);
    expect(() => loadConfig({ STAFF_PHONES: 'staff@example.in' })).toThrow(
      /STAFF_PHONES has "staff@example.in"/,
    );
  });
});

describe.skipIf(DIALECT !== 'postgres')('concurrent publishes (postgres)', () => {
  it('lets one of two publishes on the same base version through, the other gets 409', async () => {
    const base = await liveVersion();
    const [a, b] = await Promise.all(
      [10, 20].map((max) =>
        studio('POST', '/publish', {
          files: businessDraft(max),
          note: `${max}`,
          baseVersion: base,
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect(await liveVersion()).toBe((base ?? 0) + 1);
  });
});
