import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { usersRepository } from '../../src/server/repositories/users';
import { businessRow, memberRow } from '../fixtures/member-rows';
import { setRole, staffSession as staffToken } from '../helpers/studio-staff';
import { bearer, call, createTestApp, DIALECT, openDb, type TestApp } from '../helpers/api-app';

/**
 * A large export saved straight to disk: the Studio asks for a signed link (same access as the
 * export), the browser follows it with no Authorization header. Once, within a minute, for the
 * staff member who made it while they may still export.
 */

const STAFF = '919812345669';
const REGION = 'Link Region';
const HOSTILE = ['=1+2', '+91 cmd', '-2+3'];
let t: TestApp;
let staff: string;
let db: ReturnType<typeof openDb>['db'];

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
        businessRow(row.id, at, { businessName: `Second ${i}` }),
      ])
      .execute();
  }
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

describe(`an export through a signed link (${DIALECT})`, () => {
  const makeLink = (token: string, body: Record<string, string>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/studio/members/export-link',
      payload: body,
      headers: bearer(token),
    });
  /** Follows a link as the browser does: no Authorization header. */
  const follow = (url: string) => call(t.app, { method: 'GET', url });
  const refusedWith = (res: Awaited<ReturnType<typeof follow>>, code: string) => {
    expect([res.status, res.body.code]).toEqual([401, code]);
    expect(res.body.message).toBe(english[`errors.${code}` as keyof typeof english]);
  };

  it('streams the file once, within its minute, as an attachment, with no Authorization, audited as an export', async () => {
    staff = await staffToken(t.app, STAFF);
    const link = await makeLink(staff, { kind: 'businesses', region: REGION, format: 'tools' });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body).toEqual({
      url: expect.stringMatching(/^\/api\/studio\/members\/export-file\?link=[\w.-]+$/),
      expiresAt: new Date(t.clock.now() + 60_000).toISOString(),
    });
    // The very file the same export gives over the bearer route: the link's own filters.
    const direct = await exportCsv({ kind: 'businesses', region: REGION, format: 'tools' });
    t.clock.advance(59_000);
    const file = await follow(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="businesses-/);
    expect(file.body).toBe(direct.body);
    expect(table(file.body)).toHaveLength(HOSTILE.length * 2 + 1);

    refusedWith(await follow(link.body.url), 'EXPORT_LINK_EXPIRED');
    // Written as the last row goes out: the newest export is the link's.
    await expect
      .poll(async () => {
        const audit = await call(t.app, {
          method: 'GET',
          url: '/api/studio/audit?action=export&limit=1',
          headers: bearer(staff),
        });
        return audit.body.items[0];
      })
      .toMatchObject({
        actor: `+${STAFF}`,
        actorRole: 'admin',
        action: 'export',
        details: { kind: 'businesses', rows: HOSTILE.length * 2, complete: true },
        at: new Date(t.clock.now()).toISOString(),
      });
  });

  it('refuses a link past its minute, and one whose token was edited or is not a link', async () => {
    const late = await makeLink(staff, { kind: 'members' });
    t.clock.advance(61_000);
    refusedWith(await follow(late.body.url), 'EXPORT_LINK_EXPIRED');

    const link = (await makeLink(staff, { kind: 'members', region: 'Nowhere' })).body.url as string;
    const token = link.split('link=')[1]!;
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    // The same signature over other filters: every member instead of none.
    const widened = Buffer.from(JSON.stringify({ ...claims, what: { kind: 'members' } })).toString(
      'base64url',
    );
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${head}.${widened}.${signature}`,
      `${head}.${payload}.${flipped}`,
      // A Studio session token is no link, and a link is no session.
      staff,
      'not.a.link',
    ])
      refusedWith(
        await follow(`/api/studio/members/export-file?link=${forged}`),
        'EXPORT_LINK_INVALID',
      );
    const asSession = await call(t.app, {
      method: 'GET',
      url: '/api/studio/me',
      headers: bearer(token),
    });
    expect(asSession.status).toBe(404);
    // The untouched link still works: the refusals spent nothing.
    expect((await follow(link)).status).toBe(200);
  });

  it("is made only by a role with Members, and refused once its maker's role changes", async () => {
    const editor = '919812345601';
    const viewer = '919812345602';
    await setRole(t.app, staff, editor, 'editor');
    await setRole(t.app, staff, viewer, 'viewer');
    const editorToken = await staffToken(t.app, editor);
    const viewerToken = await staffToken(t.app, viewer);
    expect((await makeLink(editorToken, { kind: 'members' })).status).toBe(404);

    const kept = await makeLink(viewerToken, { kind: 'members' });
    const dropped = await makeLink(viewerToken, { kind: 'members' });
    expect((await follow(kept.body.url)).status).toBe(200);
    await setRole(t.app, staff, viewer, 'editor');
    refusedWith(await follow(dropped.body.url), 'EXPORT_LINK_INVALID');
  });
});
