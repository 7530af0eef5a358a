import { parse } from 'csv-parse/sync';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../src/server/repositories/users';
import tamilTexts from '../../schemas/i18n/ta.json';
import { businessSchemaWithInstagram, businessUiWithInstagram } from '../fixtures/studio-drafts';
import { businessRow, memberRow } from '../fixtures/member-rows';
import { createAddress } from '../fixtures/forms';
import { publishFiles, staffSession as staffToken } from '../helpers/studio-staff';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  DIALECT,
  openDb,
  SAMPLE_GROUP,
  signUp,
  type TestApp,
} from '../helpers/api-app';

/** The members' CSV export, read back with a real CSV parser. */

const STAFF = '919812345679';
const REGION = 'Export Region';
// The last looks like a phone: typed by a member into a text field, it is text like any other.
const HOSTILE = ['=1+2', '+91 cmd', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '+91 98765 43210'];
let t: TestApp;
let staff: string;
let db: ReturnType<typeof openDb>['db'];
let apiMember: Awaited<ReturnType<typeof signUp>>;

const exportCsv = (query: Record<string, string>) =>
  call(t.app, {
    method: 'GET',
    url: `/api/studio/members/export?${new URLSearchParams(query)}`,
    headers: bearer(staff),
  });
const table = (body: string): string[][] => parse(body, { bom: true, relax_column_count: false });

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${STAFF}`] });
  staff = await staffToken(t.app, STAFF);
  db = openDb(t.config).db;

  // Staff publish a field; a member fills it in through the API.
  const published = await publishFiles(
    t.app,
    staff,
    {
      'business.schema.json': JSON.stringify(businessSchemaWithInstagram()),
      ...businessUiWithInstagram(),
    },
    'Instagram',
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  apiMember = await signUp(t.app, { region: SAMPLE_GROUP.region });
  const made = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    headers: bearer(apiMember.token),
    payload: await businessBody(t.app, apiMember.token, { instagram: 'tiffins.pune' }),
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);

  // Stored members of another region, with cells a spreadsheet would run as formulas.
  const users = usersRepository(db);
  for (const [i, cell] of HOSTILE.entries()) {
    const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    const row = memberRow(`+9170000000${10 + i}`, at, {
      region: REGION,
      first_name: cell,
      last_name: 'अग्रवाल',
    });
    await users.insert(db, row);
    await db
      .insertInto('businesses')
      .values([
        businessRow(row.id, at, { businessTagline: cell, businessName: `Shop ${i}` }),
        businessRow(row.id, at, {
          businessName: `Second ${i}`,
          businessAddress: [createAddress(), createAddress({ city: 'Chennai' })],
        }),
      ])
      .execute();
  }
  await users.insert(
    db,
    memberRow('+917000000099', '2026-02-01T00:00:00.000Z', { region: REGION }),
  );
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

describe(`members' export (${DIALECT})`, () => {
  it('is UTF-8 CSV with a byte-order mark, a file name saying what it holds, and no caching', async () => {
    // The day in the name is India's: at 19:00 UTC on the 22nd it is already the 23rd there.
    t.clock.advance(10 * 3600_000);
    staff = await staffToken(t.app, STAFF);
    const res = await exportCsv({ kind: 'members' });
    expect(res.status).toBe(200);
    expect([...res.raw.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="members-all-2026-11-23.csv"; filename*=UTF-8''members-all-2026-11-23.csv`,
    );
    // A long search is cut by letters: a letter outside the basic plane is never halved.
    const long = await exportCsv({ kind: 'members', q: `${'a'.repeat(39)}𝐀𝐀` });
    expect(long.status).toBe(200);
    expect(long.headers['content-disposition']).toContain(
      encodeURIComponent(`members-${'a'.repeat(39)}𝐀-search-2026-11-23.csv`),
    );
    const searched = await exportCsv({ kind: 'businesses', region: 'Pune', q: 'शर्मा' });
    expect(searched.headers['content-disposition']).toBe(
      `attachment; filename="businesses-Pune-search-2026-11-23.csv"; filename*=UTF-8''${encodeURIComponent('businesses-Pune-शर्मा-search-2026-11-23.csv')}`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(table(res.body)[0]!.slice(0, 3)).toEqual(['Member ID', 'First Name', 'Middle Name']);
  });

  it('applies the filter, keeps Indic text, and neutralises formula cells', async () => {
    const [header, ...rows] = table((await exportCsv({ kind: 'members', region: REGION })).body);
    const column = (name: string) => header!.indexOf(name);
    expect(rows).toHaveLength(HOSTILE.length + 1);
    expect(new Set(rows.map((r) => r[column('Region')]))).toEqual(new Set([REGION]));
    const firstNames = rows.map((r) => r[column('First Name')]);
    for (const cell of HOSTILE) expect(firstNames).toContain(`'${cell}`);
    expect(rows.map((r) => r[column('Last Name')])).toContain('अग्रवाल');
    // Phones in their international spelling, as a text formula a spreadsheet shows as that text.
    expect(rows.map((r) => r[column('Phone Number')])).toContain('="+91 70000 00099"');
    const cells = rows.flat().filter((cell) => !/^="\+[\d ]+"$/.test(cell));
    expect(cells.every((cell) => !/^[=+\-@\t\r]/.test(cell))).toBe(true);
  });

  it('exports one row per business, led by its member, with the field staff published', async () => {
    const [header, ...rows] = table((await exportCsv({ kind: 'businesses' })).body);
    const column = (name: string) => header!.indexOf(name);
    expect(column('Instagram handle')).toBeGreaterThan(column('Business Name'));
    // As many address columns as the longest business has: here two.
    expect(header).toContain('Business Address 2: PIN Code');
    expect(header).not.toContain('Business Address 3: City');
    const mine = rows.filter((r) => r[column('Member ID')] === apiMember.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]![column('Instagram handle')]).toBe('tiffins.pune');
    expect(mine[0]![column('Business Address 1: City')]).toBe('Pune');
    expect(rows).toHaveLength(HOSTILE.length * 2 + 1);
    const taglines = rows.map((r) => r[column('Business Tagline')]);
    for (const cell of HOSTILE) expect(taglines).toContain(`'${cell}`);
  });

  it('exports the businesses of the filtered members only, and says how many rows it wrote', async () => {
    const res = await exportCsv({ kind: 'businesses', region: REGION, q: 'shop 3' });
    const [header, ...rows] = table(res.body);
    expect(rows).toHaveLength(2);
    expect(header).toContain('Business Address 2: City');
    const one = table((await exportCsv({ kind: 'businesses', q: apiMember.phone })).body);
    expect(one).toHaveLength(2);
    expect(one[0]).toContain('Business Address 1: City');
    expect(one[0]).not.toContain('Business Address 2: City');
    // The audit has it, with who asked, the filter and the row count (written as the file ends).
    await expect
      .poll(async () => {
        const audit = await call(t.app, {
          method: 'GET',
          url: '/api/studio/audit?action=export',
          headers: bearer(staff),
        });
        return (audit.body.items as Array<{ details: Record<string, unknown> }>).map(
          (e) => e.details,
        );
      })
      .toContainEqual(
        expect.objectContaining({
          kind: 'businesses',
          rows: 2,
          complete: true,
          filter: expect.objectContaining({ region: REGION, q: 'shop 3' }),
        }),
      );
  });

  it('opens in a spreadsheet reader with phones as text, times as dates, logos as links, words for codes', async () => {
    const res = await exportCsv({ kind: 'businesses', q: apiMember.phone });
    const sheet = XLSX.read(res.body, { type: 'string', cellDates: true });
    const cells = sheet.Sheets[sheet.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(cells, { header: 1, raw: true });
    const header = rows[0] as string[];
    const at = (name: string) => cells[XLSX.utils.encode_cell({ r: 1, c: header.indexOf(name) })]!;
    const ten = apiMember.phone.slice(2);
    expect(at('Phone Number')).toMatchObject({
      t: 's',
      v: `+91 ${ten.slice(0, 5)} ${ten.slice(5)}`,
    });
    // Joined on: a date, in India time (the test clock's UTC moment, 5 h 30 min on).
    const joined = at('Joined on (India time)');
    expect(joined.t).toBe('d');
    const stored = (await usersRepository(db).byPhone(`+${apiMember.phone}`))!.created_at;
    expect((joined.v as Date).toISOString()).toBe(
      new Date(Date.parse(stored) + 5.5 * 3600_000).toISOString().replace(/\.\d+Z$/, '.000Z'),
    );
    expect(at('Joined through')).toMatchObject({ t: 's', v: 'Sign up' });
    expect(at('Business Logo').v).toMatch(/^http:\/\/localhost(:\d+)?\/api\/business\/logo\/\S+$/);
  });

  it("speaks the page's language in a spreadsheet file, and English with plain values for other tools", async () => {
    const tamil = table((await exportCsv({ kind: 'members', region: REGION, lang: 'ta' })).body);
    const ta = (key: string) => (tamilTexts as Record<string, { text: string }>)[key]!.text;
    expect(tamil[0]![0]).toBe(ta('studio.members.column.id'));
    expect(tamil[0]).toContain(ta('studio.members.column.source'));
    expect(tamil[1]).toContain(ta('studio.members.source.signup'));
    // An unknown language is English.
    expect(table((await exportCsv({ kind: 'members', lang: 'xx' })).body)[0]![0]).toBe('Member ID');

    const plain = table(
      (await exportCsv({ kind: 'members', region: REGION, lang: 'ta', format: 'tools' })).body,
    );
    const column = plain[0]!.indexOf('Phone Number');
    expect(plain[0]![0]).toBe('Member ID');
    expect(plain.slice(1).map((r) => r[column])).toContain('+91 70000 00099');
    expect(plain.slice(1).map((r) => r[plain[0]!.indexOf('Joined through')])).toContain('Sign up');
  });

  it('counts what an export of a search would hold, before it is asked for', async () => {
    const count = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/count?${new URLSearchParams({ region: REGION })}`,
      headers: bearer(staff),
    });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ members: HOSTILE.length + 1, businesses: HOSTILE.length * 2 });
    const one = await call(t.app, {
      method: 'GET',
      url: `/api/studio/members/count?q=${apiMember.phone.slice(2)}`,
      headers: bearer(staff),
    });
    expect(one.body).toEqual({ members: 1, businesses: 1 });
  });

  it('answers the header alone when no member matches', async () => {
    const res = await exportCsv({ kind: 'businesses', region: 'Nowhere' });
    expect(res.body.startsWith('\uFEFFMember ID,')).toBe(true);
    expect(table(res.body)).toHaveLength(1);
  });

  it('refuses a missing or unknown kind and bad filters with 400', async () => {
    for (const query of [{}, { kind: 'all' }, { kind: 'members', from: 'x' }] as Array<
      Record<string, string>
    >)
      expect((await exportCsv(query)).status, JSON.stringify(query)).toBe(400);
  });
});
