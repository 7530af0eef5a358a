import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, type MigrationProvider } from 'kysely';
import { migrations } from '../../src/server/db/migrations';
import { canonicalPhone } from '../../src/shared/phone';
import {
  call,
  createTestApp,
  national,
  nextPhone,
  openDb,
  signUp,
  latestCode,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Digits as a Hindi keyboard types them. */
const devanagari = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCodePoint(0x966 + Number(d)));

/**
 * The forms one number arrives in: digits, a trunk zero after the country code, pasted with
 * spaces, and typed in Devanagari digits.
 */
const formsOf = (phone: string) => [
  phone,
  `${phone.slice(0, 2)}0${phone.slice(2)}`,
  `+${phone.slice(0, 2)} ${phone.slice(2, 7)} ${phone.slice(7)}`,
  devanagari(`+${phone}`),
];

describe('one canonical phone', () => {
  it('reads 919876543210, 9109876543210, +91 98765 43210 and +९१९८७६५४३२१० as one E.164 number', () => {
    expect(formsOf('919876543210').map(canonicalPhone)).toEqual(Array(4).fill('+919876543210'));
    expect(canonicalPhone('91987654321')).toBeUndefined();
    expect(canonicalPhone('91 98765 4321x')).toBeUndefined();
  });

  it('treats every form of a member phone as that member', async () => {
    t = await createTestApp();
    const { phone } = await signUp(t.app);
    for (const form of formsOf(phone)) {
      const check = await call(t.app, {
        method: 'GET',
        url: `/api/auth/phone/${encodeURIComponent(form)}`,
      });
      expect(check.body, form).toEqual({ success: true, code: 'USER_EXIST' });
    }
    // A code asked for with the trunk zero goes to the same number, and proves it.
    const trunk = national(formsOf(phone)[1]!);
    const post = (url: string, payload: object) => call(t!.app, { method: 'POST', url, payload });
    expect((await post('/api/verification/initiate', trunk)).status).toBe(200);
    const otp = await latestCode(t.app, phone);
    const { token, userId: uid } = (await post('/api/verification/verify', { ...trunk, otp })).body
      .response;
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: formsOf(phone)[2], uid, token },
    });
    expect(again.status).toBe(200);
    expect(again.body.userId).toBeTruthy();
    const { db } = openDb(t.config);
    const rows = await db.selectFrom('users').select('phone').execute();
    await db.destroy();
    expect(rows).toEqual([{ phone: `+${phone}` }]);
  });

  it('keys the resend gap on the number, whatever form asked', async () => {
    t = await createTestApp();
    const phone = nextPhone();
    const first = await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    expect(first.status).toBe(200);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: { ...national(phone), phone: `0${phone.slice(2, 7)} ${phone.slice(7)}` },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('OTP_RESEND_TOO_SOON');
  });
});

describe('the migration to E.164', () => {
  const upTo = (connection: ReturnType<typeof openDb>, last: string) => {
    const all = migrations(connection.dialect);
    const provider: MigrationProvider = {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(all).filter(([name]) => name <= last)),
    };
    return new Migrator({ db: connection.db, provider }).migrateToLatest();
  };
  const user = (id: string, phone: string) => ({
    id,
    phone,
    password_hash: null,
    first_name: 'A',
    middle_name: null,
    last_name: 'B',
    email: `${id}@example.com`,
    alternate_phone: '919812345678',
    group_number: '101',
    group_name: 'G',
    region: 'West',
    source: 'signup' as const,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  });

  async function oldDatabase(phones: Record<string, string>) {
    // A database at the first migration, with phones stored as digits the way they were.
    t = await createTestApp();
    await t.app.close();
    const connection = openDb(t.config);
    const { db } = connection;
    await db.schema.dropTable('kysely_migration').ifExists().execute();
    await db.schema.dropTable('kysely_migration_lock').ifExists().execute();
    for (const table of [
      'referral_events',
      'referrals',
      'directory_listings',
      'directory_choices',
      'directory_views',
      'consents',
      'member_requests',
      'staff_sessions',
      'export_links_used',
      'audit_events',
      'staff',
      'deleted_businesses',
      'rate_limit_hits',
      'refresh_tokens',
      'logos',
      'businesses',
      'users',
      'verifications',
      'otp_codes',
      'otp_phones',
      'quotas',
      'form_versions',
      'form_modules',
      'groups',
      'categories',
      'entity_types',
    ])
      await db.schema.dropTable(table).ifExists().execute();
    await upTo(connection, '2026-11-22-001-initial');
    await db
      .insertInto('users')
      .values(Object.entries(phones).map(([id, phone]) => user(id, phone)) as never)
      .execute();
    return connection;
  }

  it('rewrites stored phones as E.164', async () => {
    const connection = await oldDatabase({ a: '919876543210', b: '14155550123' });
    const { error } = await upTo(connection, '9999');
    expect(error).toBeUndefined();
    const rows = await connection.db
      .selectFrom('users')
      .select(['id', 'phone', 'alternate_phone'])
      .orderBy('id')
      .execute();
    await connection.db.destroy();
    expect(rows).toEqual([
      { id: 'a', phone: '+919876543210', alternate_phone: '+919812345678' },
      { id: 'b', phone: '+14155550123', alternate_phone: '+919812345678' },
    ]);
  });

  it('stops and names the accounts when two of them are one number', async () => {
    const connection = await oldDatabase({
      a: '919876543210',
      b: '9109876543210',
      c: '14155550123',
    });
    const { error } = await upTo(connection, '9999');
    const rows = await connection.db.selectFrom('users').select('phone').orderBy('id').execute();
    await connection.db.destroy();
    expect(String(error)).toContain('+919876543210 = a (919876543210), b (9109876543210)');
    expect(String(error)).not.toContain('14155550123');
    expect(rows.map((r) => r.phone)).toEqual(['919876543210', '9109876543210', '14155550123']);
  });
});
