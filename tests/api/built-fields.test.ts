import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createWizardBusiness } from '../fixtures/forms';
import { changedTexts, withBuiltFields, type BuiltField } from '../helpers/built-form';
import { publishFiles, staffSession } from '../helpers/studio-staff';
import {
  bearer,
  businessBody,
  call,
  consentOf,
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/**
 * Fields staff build in the Studio, as members' answers reach the server directly: an answer to a
 * field the other answers hide is never stored, on every form that stores answers; codes are read
 * as the rule reads them; profile forms keep added answers; a retired field keeps them.
 */

const STAFF = '919812345677';
const MARKETS = [
  { value: 'europe', label: 'Europe' },
  { value: 'gulf', label: 'Gulf' },
];
const LANGUAGES = [
  { value: 'tamil', label: 'Tamil' },
  { value: 'hindi', label: 'Hindi' },
];

const businessFields: BuiltField[] = [
  { name: 'exports', kind: 'yesNo', label: 'Do you export?' },
  {
    name: 'exportMarkets',
    kind: 'severalChoices',
    label: 'Export markets',
    required: true,
    settings: { choices: MARKETS },
    showWhen: { field: 'exports', values: [true] },
  },
  { name: 'gstin', kind: 'gstin', label: 'GSTIN' },
];
const profileFields: BuiltField[] = [
  {
    name: 'languagesSpoken',
    kind: 'severalChoices',
    label: 'Languages spoken',
    settings: { choices: LANGUAGES },
  },
  { name: 'hasMentor', kind: 'yesNo', label: 'Do you have a mentor?' },
  {
    name: 'mentorName',
    kind: 'shortText',
    label: 'Mentor name',
    required: true,
    showWhen: { field: 'hasMentor', values: [true] },
  },
];

const draft = () => {
  let files = withBuiltFields(businessFields, 'business');
  for (const form of ['sign-up', 'profile', 'wizard-profile'])
    files = withBuiltFields(profileFields, form, files);
  return files;
};

let t: TestApp;
let staff: string;
let member: Awaited<ReturnType<typeof signUp>>;

const profile = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(token) })).body;
const updateProfile = (token: string, body: Record<string, unknown>) =>
  call(t.app, {
    method: 'POST',
    url: '/api/profile/update',
    headers: bearer(token),
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  staff = await staffSession(t.app, STAFF);
  const published = await publishFiles(t.app, staff, changedTexts(draft()), 'Built fields');
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  member = await signUp(t.app, {
    languagesSpoken: ['tamil'],
    hasMentor: false,
    mentorName: 'Hidden on sign-up',
  });
});
afterAll(() => t.close());

describe(`fields built in the Studio (${DIALECT})`, () => {
  it('keeps a business answer only while it is shown, and reads a GSTIN as the rule does', async () => {
    const create = async (answers: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/api/business',
        headers: bearer(member.token),
        payload: await businessBody(t.app, member.token, answers),
      });
    const refused = await create({ exports: true });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['/exportMarkets']);

    const wrongCheck = await create({ gstin: '27AAPFU0939F1ZW' });
    expect(wrongCheck.status).toBe(400);
    expect(Object.keys(wrongCheck.body.fields)).toEqual(['/gstin']);

    const made = await create({
      exports: false,
      exportMarkets: ['europe'],
      gstin: '27aapfu 0939f1zv',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data?.businessId ?? made.body.businessId ?? made.body.data?.id;
    const stored = await call(t.app, {
      method: 'GET',
      url: `/api/business/${id}`,
      headers: bearer(member.token),
    });
    const business = stored.body.data ?? stored.body;
    expect(business.exports).toBe(false);
    expect(business).not.toHaveProperty('exportMarkets');
    expect(business.gstin).toBe('27AAPFU0939F1ZV');

    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/business/${id}`,
      headers: bearer(member.token),
      payload: { exports: true, exportMarkets: ['gulf'] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const { db } = openDb(t.config);
    const row = await db
      .selectFrom('businesses')
      .select('document')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(JSON.parse(row.document)).toMatchObject({ exports: true, exportMarkets: ['gulf'] });
  });

  it('keeps added answers on sign-up, drops the hidden one, and edits them on the profile', async () => {
    const me = await profile(member.token);
    expect(me.languagesSpoken).toEqual(['tamil']);
    expect(me.hasMentor).toBe(false);
    expect(me).not.toHaveProperty('mentorName');

    expect((await updateProfile(member.token, { ...me, hasMentor: true })).status).toBe(400);
    const shown = await updateProfile(member.token, { ...me, hasMentor: true, mentorName: 'Ravi' });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect((await profile(member.token)).mentorName).toBe('Ravi');

    const hidden = await updateProfile(member.token, {
      ...me,
      hasMentor: false,
      mentorName: 'Ravi',
    });
    expect(hidden.status).toBe(200);
    const after = await profile(member.token);
    expect(after).not.toHaveProperty('mentorName');
    expect(after.languagesSpoken).toEqual(['tamil']);
  });

  it('drops a hidden answer sent to the wizard', async () => {
    const phone = nextPhone();
    const { uid } = await verifyPhone(t.app, phone);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/create-profile',
      payload: {
        profile: {
          ...createPerson(SAMPLE_GROUP),
          phone,
          uid,
          languagesSpoken: ['hindi'],
          hasMentor: false,
          mentorName: 'Hidden in the wizard',
        },
        businesses: [createWizardBusiness()],
        consent: consentOf(t.app),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { db } = openDb(t.config);
    const user = await db
      .selectFrom('users')
      .select('answers')
      .where('phone', '=', `+${phone}`)
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(JSON.parse(user.answers!)).toEqual({ languagesSpoken: ['hindi'], hasMentor: false });
  });

  it('counts the members who have no answer yet to a new required field', async () => {
    const files = withBuiltFields(
      [{ name: 'memberSince', kind: 'date', label: 'Member since', required: true }],
      'profile',
      draft(),
    );
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/studio/impact',
      headers: bearer(staff),
      payload: { files: changedTexts(files) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const profileImpact = res.body.impact.find((f: { form: string }) => f.form === 'profile');
    expect(profileImpact.reasons).toEqual([
      expect.objectContaining({
        pointer: '/memberSince',
        label: 'Member since',
        count: 2,
        unanswered: true,
      }),
    ]);
  });

  it('refuses to change the kind of a field members have answered, and offers retiring it', async () => {
    const changed = draft();
    const schema = changed['profile.schema.json'] as Record<string, any>;
    schema.properties.languagesSpoken = {
      title: 'Languages spoken',
      type: 'string',
      maxLength: 200,
    };
    const refused = await publishFiles(t.app, staff, changedTexts(changed), 'Languages as text');
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({
        file: 'profile.schema.json',
        pointer: '/properties/languagesSpoken',
        code: 'kindChanged',
        // The member who signed up and the one the wizard made.
        values: { answers: 2 },
      }),
    ]);
    expect(refused.body.problems[0].message).toMatch(/Retire it and add a new field/);

    // A field nobody has answered changes kind freely.
    const unanswered = withBuiltFields(
      [{ name: 'panNumber', kind: 'pan', label: 'PAN' }],
      'business',
      draft(),
    );
    expect((await publishFiles(t.app, staff, changedTexts(unanswered), 'PAN')).status).toBe(200);
    const asText = structuredClone(unanswered);
    (asText['business.ui.json'] as Record<string, any>).panNumber['ui:options'].kind = 'shortText';
    expect((await publishFiles(t.app, staff, changedTexts(asText), 'PAN as text')).status).toBe(
      200,
    );
  });

  it('keeps the answers of a retired field, on saves that no longer send it', async () => {
    const files = draft();
    const ui = files['profile.ui.json'] as Record<string, any>;
    ui.languagesSpoken = {
      ...ui.languagesSpoken,
      'ui:options': { ...ui.languagesSpoken['ui:options'], retired: true },
    };
    const published = await publishFiles(t.app, staff, changedTexts(files), 'Retire languages');
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const { languagesSpoken: _gone, ...rest } = await profile(member.token);
    expect((await updateProfile(member.token, { ...rest, firstName: 'Asha' })).status).toBe(200);
    expect((await profile(member.token)).languagesSpoken).toEqual(['tamil']);

    const detail = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/${member.userId}`,
      headers: bearer(staff),
    });
    expect(detail.body.member.answers).toContainEqual({
      key: 'languagesSpoken',
      label: 'Languages spoken',
      value: 'Tamil',
      retired: true,
    });

    // The export has a column for it, headed by its label and marked retired, read as labels.
    const exported = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/export?kind=members&q=${member.phone}`,
      headers: bearer(staff),
    });
    expect(exported.status).toBe(200);
    const [header, row] = parse(exported.body as string, { bom: true }) as string[][];
    const column = header!.indexOf('Languages spoken (retired)');
    expect(column).toBeGreaterThan(0);
    expect(row![column]).toBe('Tamil');
    expect(row![header!.indexOf('Do you have a mentor?')]).toBe('No');
  });
});
