import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesOf } from '../../src/form-engine/compile';
import { baselineFiles, bundleFile, schemaPath } from '../../src/form-engine/form-files';
import type { FormFiles } from '../../src/form-engine/types';
import { STORED_FORMS } from '../../src/shared/stored-forms';
import { changedTexts, withBuiltFields } from '../helpers/built-form';
import { publishFiles, staffSession } from '../helpers/studio-staff';
import { call, createTestApp, DIALECT, type TestApp } from '../helpers/api-app';

/**
 * The privacy notice as members read it: every field the stored forms keep, with its purpose and
 * who receives it; a field staff just added appears with the purpose they gave; the version moves
 * with the notice's wording and items and with nothing else; the contact person is the setting's.
 */

const STAFF = '919812345676';
const CONTACT = { name: 'Meera Iyer', email: 'dpo@network.example', phone: '+91 44 4000 5678' };

let t: TestApp;
let staff: string;

const notice = async (lang?: string) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/privacy/notice${lang ? `?lang=${lang}` : ''}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    version: string;
    language: string;
    title: string;
    items: {
      id: string;
      data: string;
      purpose: string;
      sharedWith: string[];
      recipients: string[];
    }[];
    sections: { id: string; heading: string; text: string }[];
    retention: { id: string; data: string; period: string }[];
    contact: typeof CONTACT;
  };
};

/** The draft published so far, as texts the Studio sends: each publish builds on the last. */
let files: FormFiles;
const publish = async (note: string) => {
  const res = await publishFiles(t.app, staff, changedTexts(files), note);
  return res;
};

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`], privacyContact: CONTACT });
  staff = await staffSession(t.app, STAFF);
  files = structuredClone(baselineFiles()) as FormFiles;
});
afterAll(() => t.close());

describe(`the privacy notice (${DIALECT})`, () => {
  it('lists every field the stored forms keep, each with a purpose and who receives it', async () => {
    const body = await notice();
    expect(body.version).toMatch(/^[0-9a-f]{12}$/);
    expect(body.language).toBe('en');
    expect(body.title).toBe('Privacy notice');
    const ids = body.items.map((item) => item.id);
    for (const form of STORED_FORMS)
      for (const field of Object.keys(
        propertiesOf(bundleFile(baselineFiles(), schemaPath(form)).bundle),
      ))
        expect(ids, `${form}.${field}`).toContain(field);
    // What is kept beside the forms: the language, consents, codes, concerns, technical records.
    expect(ids).toEqual(
      expect.arrayContaining([
        'record.language',
        'record.consents',
        'record.codes',
        'record.concerns',
        'record.logs',
      ]),
    );
    for (const item of body.items) {
      expect(item.purpose, item.id).not.toBe('');
      expect(item.sharedWith.length, item.id).toBeGreaterThan(0);
    }
    const phone = body.items.find((item) => item.id === 'phone')!;
    expect(phone).toMatchObject({ data: 'Phone Number', sharedWith: expect.any(Array) });
    expect(phone.recipients).toEqual(['host', 'office', 'whatsapp']);
    expect(body.items.find((item) => item.id === 'businessLogo')?.purpose).toBe(
      "To show your business's logo with its details.",
    );
    expect(body.sections.map((s) => s.id)).toEqual([
      'withdraw',
      'download',
      'delete',
      'concern',
      'rights',
      'board',
    ]);
    expect(body.sections.find((s) => s.id === 'board')?.text).toContain(
      'Data Protection Board of India',
    );
    expect(body.sections.find((s) => s.id === 'concern')?.text).toContain('within 30 days');
    expect(body.retention.find((r) => r.id === 'drafts')?.period).toBe('Deleted after 7 days.');
    expect(body.retention.find((r) => r.id === 'directoryViews')?.period).toBe(
      'Deleted after 90 days.',
    );
  });

  it('names the contact person of the settings', async () => {
    expect((await notice()).contact).toEqual(CONTACT);
    const contact = await call(t.app, { method: 'GET', url: '/api/privacy/contact' });
    expect(contact.status).toBe(200);
    expect(contact.body).toEqual(CONTACT);
  });

  it('answers in Hindi for lang=hi, and in English for a language not offered', async () => {
    const english = await notice();
    const hindi = await notice('hi');
    expect(hindi.language).toBe('hi');
    expect(hindi.title).toBe('प्राइवेसी नोटिस');
    expect(hindi.version).toBe(english.version);
    expect(hindi.items.find((item) => item.id === 'firstName')?.data).toBe('पहला नाम');
    expect(hindi.items.find((item) => item.id === 'phone')?.purpose).toBe(
      'कोड से आपको लॉग इन कराने और आपसे संपर्क करने के लिए।',
    );
    expect(hindi.contact).toEqual(CONTACT);
    const other = await notice('fr');
    expect(other.language).toBe('en');
    expect(other.title).toBe('Privacy notice');
  });

  it('lists a field the Studio just added, with the purpose staff gave it, in their words and translated', async () => {
    const before = await notice();
    files = withBuiltFields(
      [
        {
          name: 'exportMarkets',
          kind: 'shortText',
          label: 'Export markets',
          purpose: 'To introduce exporters to buyers abroad.',
        },
      ],
      'business',
      files,
    );
    const purposeKey = 'business.ui.json#/exportMarkets/ui:options/purpose';
    (files['i18n/hi.json'] as Record<string, unknown>)[purposeKey] = {
      text: 'निर्यात करने वालों को विदेशी खरीदारों से मिलाने के लिए।',
      en: 'To introduce exporters to buyers abroad.',
    };
    const published = await publish('Export markets');
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const after = await notice();
    expect(after.items.find((item) => item.id === 'exportMarkets')).toMatchObject({
      data: 'Export markets',
      purpose: 'To introduce exporters to buyers abroad.',
      recipients: ['host', 'office'],
    });
    expect(after.version).not.toBe(before.version);
    const hindi = await notice('hi');
    expect(hindi.items.find((item) => item.id === 'exportMarkets')?.purpose).toBe(
      'निर्यात करने वालों को विदेशी खरीदारों से मिलाने के लिए।',
    );
  });

  it('refuses to publish a field added without a purpose, with a coded problem', async () => {
    const draft = withBuiltFields(
      [{ name: 'nickname', kind: 'shortText', label: 'Nickname', purpose: '' }],
      'profile',
      structuredClone(files),
    );
    const res = await publishFiles(t.app, staff, changedTexts(draft), 'No purpose');
    expect(res.status).toBe(400);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ file: 'profile.ui.json', pointer: '/nickname', code: 'noPurpose' }),
    ]);
  });

  it('changes its version when a notice text changes, and not when another text does', async () => {
    const start = (await notice()).version;
    const english = files['i18n/en.json'] as Record<string, string>;
    english['app.tryAgain'] = 'Please try again';
    expect((await publish('Another text')).status).toBe(200);
    expect((await notice()).version).toBe(start);

    english['privacy.intro'] = 'This notice says what we keep about you and why.';
    expect((await publish('Notice wording')).status).toBe(200);
    const reworded = await notice();
    expect(reworded.version).not.toBe(start);

    // A translation staff edit in the Studio changes it too.
    (files['i18n/ta.json'] as Record<string, { text: string; en: string }>)['privacy.title'] = {
      text: 'தனியுரிமை அறிவிப்பு (புதியது)',
      en: 'Privacy notice',
    };
    expect((await publish('Tamil wording')).status).toBe(200);
    const tamil = await notice('ta');
    expect(tamil.title).toBe('தனியுரிமை அறிவிப்பு (புதியது)');
    expect(tamil.version).not.toBe(reworded.version);
  });
});
