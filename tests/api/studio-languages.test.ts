import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baselineFiles, formNames } from '../../src/form-engine/form-files';
import { buildApp } from '../../src/server/app';
import { setLiveForms } from '../../src/server/validation';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/**
 * Translations are published, previewed, versioned and rolled back with the forms: a language
 * file is a file of the Studio's drafts, and members read what is live on their next load.
 */

const STAFF = '919812345678';
const LABEL = 'defs/business.json#/properties/businessName/title';

let t: TestApp;
let staff: string;

const text = (json: unknown) => JSON.stringify(json, null, 2);
const hindi = () => structuredClone(baselineFiles()['i18n/hi.json']) as Record<string, any>;
const studio = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url: `/api/studio${url}`, payload, headers: bearer(staff) });
const liveVersion = async (): Promise<number | null> =>
  (await studio('GET', '/forms')).body.version?.id ?? null;
const publish = async (files: Record<string, string>, note = 'Texts') =>
  studio('POST', '/publish', { files, note, baseVersion: await liveVersion() });

/** What a member's page loads in a language: the business form's name label and the catalogue. */
async function member(app = t.app, language = 'hi') {
  const form = await call(app, { method: 'GET', url: `/api/forms/business?lang=${language}` });
  const texts = await call(app, { method: 'GET', url: `/api/v2/texts/${language}` });
  return {
    label: form.body.schema?.properties.businessName.title as string,
    version: form.body.version as number | null,
    status: texts.status,
    etag: texts.headers.etag,
    texts: texts.body,
  };
}

/** A Hindi draft with the business name's label and the OTP screen's title reworded. */
function hindiDraft() {
  const hi = hindi();
  hi[LABEL].text = 'दुकान का नाम';
  hi['otp.title'].text = 'अपना फ़ोन जाँचें';
  return { 'i18n/hi.json': text(hi) };
}

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  const proof = await verifyPhone(t.app, STAFF);
  const session = await call(t.app, {
    method: 'POST',
    url: '/api/studio/session',
    payload: { phone: STAFF, ...proof },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  staff = session.body.token;
}, 60_000);

afterAll(() => t?.close());

describe(`language files in the Studio (${DIALECT})`, () => {
  it('lists each language file beside the forms, in no form of its own', async () => {
    const res = await studio('GET', '/forms');
    expect(Object.keys(res.body.files)).toEqual(
      expect.arrayContaining(['i18n/en.json', 'i18n/hi.json', 'i18n/ta.json']),
    );
    expect(res.body.files['i18n/hi.json'].live).toEqual(baselineFiles()['i18n/hi.json']);
    expect(Object.keys(res.body.forms)).toEqual(formNames(baselineFiles()));
    const formFiles = Object.values(res.body.forms).flatMap((f: any) => f.files as string[]);
    expect(formFiles.filter((path) => path.startsWith('i18n/'))).toEqual([]);
    // What a translator reads beside each text: its English, and each language counted.
    expect(res.body.english[LABEL]).toBe('Business Name');
    expect(res.body.english['otp.resendIn']).toBe('Resend OTP in {seconds}s');
    expect(res.body.languages).toEqual([
      expect.objectContaining({ language: 'hi', missing: 0, stale: 0 }),
      expect.objectContaining({ language: 'ta', missing: 0, stale: 0 }),
    ]);
  });

  it('counts a draft language as the check sees it: a new language misses every text', async () => {
    const res = await studio('POST', '/check', { files: { 'i18n/mr.json': '{}' } });
    expect(res.status).toBe(200);
    expect(res.body.problems).toEqual([]);
    const texts = Object.keys((await studio('GET', '/forms')).body.english).length;
    expect(res.body.languages).toContainEqual({
      language: 'mr',
      texts,
      translated: 0,
      missing: texts,
      stale: 0,
    });
  });

  it('previews a draft form in the language asked for, with the draft translation', async () => {
    const hi = await studio('POST', '/preview', { files: hindiDraft(), language: 'hi' });
    expect(hi.status, JSON.stringify(hi.body)).toBe(200);
    expect(hi.body.forms.business.schema.properties.businessName.title).toBe('दुकान का नाम');
    const module = await call(t.app, { method: 'GET', url: hi.body.forms.business.validator });
    expect(module.status).toBe(200);
    const english = await studio('POST', '/preview', { files: hindiDraft() });
    expect(english.body.forms.business.schema.properties.businessName.title).toBe('Business Name');
    const unknown = await studio('POST', '/preview', { files: hindiDraft(), language: 'xx' });
    expect(unknown.status).toBe(400);
  });

  it('measures a language change against every form', async () => {
    const res = await studio('POST', '/impact', { files: hindiDraft() });
    expect(res.status).toBe(200);
    expect(res.body.impact.map((i: { form: string }) => i.form)).toEqual(
      formNames(baselineFiles()),
    );
    expect(res.body.impact.every((i: { invalid: number }) => i.invalid === 0)).toBe(true);
  });

  it('refuses a translation whose placeholders differ or that carries markup, naming it', async () => {
    const hi = hindi();
    hi['otp.resendIn'].text = hi['otp.resendIn'].text.replace('{seconds}', '{secs}');
    hi[LABEL].text = '<img src=x onerror=alert(1)>';
    const res = await publish({ 'i18n/hi.json': text(hi) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FORM_PROBLEMS');
    expect(res.body.problems).toEqual([
      expect.objectContaining({ file: 'i18n/hi.json', pointer: '/otp.resendIn' }),
      expect.objectContaining({
        file: 'i18n/hi.json',
        pointer: '/defs~1business.json#~1properties~1businessName~1title',
        message: 'A translation may not contain HTML or script.',
      }),
    ]);
    expect(await liveVersion()).toBeNull();
  });

  it('refuses a language code the product does not know', async () => {
    const res = await publish({ 'i18n/xx.json': '{}' });
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([
      expect.objectContaining({
        file: 'i18n/xx.json',
        message: expect.stringContaining('not a language the product knows'),
      }),
    ]);
    expect((await publish({ 'i18n/README.json': '{}' })).status).toBe(400);
    expect(await liveVersion()).toBeNull();
  });
});

describe(`published translations (${DIALECT})`, () => {
  let before: Awaited<ReturnType<typeof member>>;

  it('serves a published Hindi change in the form and the catalogue on the next load', async () => {
    before = await member();
    expect(before.label).not.toBe('दुकान का नाम');
    const res = await publish(hindiDraft(), 'Hindi: shop');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version.changedFiles).toEqual(['i18n/hi.json']);
    const after = await member();
    expect(after.label).toBe('दुकान का नाम');
    expect(after.version).toBe(res.body.version.id);
    expect(after.etag).not.toBe(before.etag);
    expect(after.texts.messages['otp.title']).not.toEqual(before.texts.messages['otp.title']);
    // English is untouched.
    expect((await member(t.app, 'en')).label).toBe('Business Name');
  });

  it('is followed by another process on the same database', async () => {
    const other = await buildApp({ config: { ...t.config, formsPollMs: 100 }, logger: false });
    try {
      expect((await member(other)).label).toBe('दुकान का नाम');
      const res = await publish({ 'i18n/hi.json': text(hindi()) }, 'Hindi: as shipped');
      expect(res.status).toBe(200);
      const started = Date.now();
      while (other.liveForms.version() !== res.body.version.id && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const followed = await member(other);
      expect(followed.label).toBe(before.label);
      expect(followed.etag).toBe(before.etag);
    } finally {
      await other.close();
      setLiveForms(t.app.liveForms);
    }
  });

  it('restores the translation a rollback goes back to', async () => {
    const res = await studio('POST', '/versions/1/rollback', { note: 'Shop again' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await member()).label).toBe('दुकान का नाम');
    expect((await studio('POST', '/versions/0/rollback', {})).status).toBe(200);
    const shipped = await member();
    expect(shipped.label).toBe(before.label);
    expect(shipped.etag).toBe(before.etag);
  });

  it('offers a language added as an empty file, with the English of every text', async () => {
    expect((await member(t.app, 'mr')).status).toBe(404);
    const res = await publish({ 'i18n/mr.json': '{}' }, 'Marathi');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const marathi = await member(t.app, 'mr');
    const english = await member(t.app, 'en');
    expect(marathi.status).toBe(200);
    expect(marathi.texts).toMatchObject({ language: 'mr', dir: 'ltr' });
    expect(marathi.texts.languages).toEqual(['en', 'hi', 'mr', 'ta']);
    expect(marathi.texts.messages).toEqual(english.texts.messages);
    expect(marathi.label).toBe('Business Name');
    expect((await studio('GET', '/forms')).body.files['i18n/mr.json']).toEqual({
      baseline: null,
      live: {},
    });
  });

  it('serves Urdu right to left', async () => {
    expect((await publish({ 'i18n/ur.json': '{}' }, 'Urdu')).status).toBe(200);
    expect((await member(t.app, 'ur')).texts).toMatchObject({ language: 'ur', dir: 'rtl' });
    // A later draft keeps both added languages.
    expect((await member(t.app, 'mr')).status).toBe(200);
  });
});
