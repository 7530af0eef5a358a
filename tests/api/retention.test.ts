import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../../src/server/clock';
import { usersRepository } from '../../src/server/repositories/users';
import { memberRow } from '../fixtures/member-rows';
import {
  createTestApp,
  DIALECT,
  nextPhone,
  openDb,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

/**
 * Retention: codes, phone proofs, refresh tokens and counters are purged once past their use, by
 * the app's clock, on the schedule app.ts runs (the same `retention.purge`).
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let t: TestApp;
let db: ReturnType<typeof openDb>['db'];

beforeAll(async () => {
  t = await createTestApp();
  db = openDb(t.config).db;
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

const ids = async (table: 'otp_codes' | 'verifications' | 'refresh_tokens') =>
  (await db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);

describe(`retention (${DIALECT})`, () => {
  it('purges codes, proofs, tokens and daily budgets a day after their use, and keeps the rest', async () => {
    const now = t.clock.now();
    const at = (ms: number) => iso(now + ms);
    const code = (id: string, phone: string, expires: number) => ({
      id,
      phone,
      code_hash: 'h'.repeat(64),
      attempts: 0,
      status: 'pending' as const,
      ip: '127.0.0.1',
      created_at: at(expires - 10 * 60_000),
      expires_at: at(expires),
    });
    await db
      .insertInto('otp_phones')
      .values([{ phone: '+911' }, { phone: '+912' }])
      .execute();
    await db
      .insertInto('otp_codes')
      .values([code('code-old', '+911', -25 * HOUR), code('code-new', '+912', -23 * HOUR)])
      .execute();
    const proof = (id: string, created: number) => ({
      id,
      token_hash: `hash-${id}`,
      phone: '+913',
      provider: 'local',
      created_at: at(created),
      used_at: null,
    });
    await db
      .insertInto('verifications')
      .values([proof('proof-old', -25 * HOUR), proof('proof-new', -HOUR)])
      .execute();
    const member = memberRow('+917000000301', at(-40 * DAY));
    await usersRepository(db).insert(db, member);
    const token = (id: string, expires: number, revoked: number | null) => ({
      id,
      family_id: `family-${id}`,
      user_id: member.id,
      token_hash: `hash-${id}`,
      parent_id: null,
      created_at: at(-31 * DAY),
      expires_at: at(expires),
      rotated_at: null,
      revoked_at: revoked === null ? null : at(revoked),
    });
    await db
      .insertInto('refresh_tokens')
      .values([
        token('token-ended', -2 * DAY, null),
        token('token-revoked', 20 * DAY, -2 * DAY),
        token('token-revoked-now', 20 * DAY, -HOUR),
        token('token-live', 20 * DAY, null),
      ])
      .execute();
    const day = (offset: number) => at(offset * DAY).slice(0, 10);
    await db
      .insertInto('quotas')
      .values([
        { key: 'otp-sends', day: day(-2), used: 3 },
        { key: 'otp-sends', day: day(-1), used: 3 },
        { key: 'upload:127.0.0.1', day: day(0), used: 1 },
      ])
      .execute();
    if (DIALECT === 'postgres')
      await sql`insert into rate_limit_hits (key, hits, resets_at) values
        ('ended', 1, 0), ('live', 1, 99999999999999)`.execute(db);

    const purged = await t.app.services.retention.purge();
    expect(purged).toEqual({
      otpCodes: 1,
      otpPhones: 1,
      verifications: 1,
      refreshTokens: 2,
      quotas: 1,
      rateLimitHits: DIALECT === 'postgres' ? 1 : 0,
      exportLinks: 0,
      directoryViews: 0,
      referralContacts: 0,
    });
    expect(await ids('otp_codes')).toEqual(['code-new']);
    expect(await db.selectFrom('otp_phones').select('phone').execute()).toEqual([
      { phone: '+912' },
    ]);
    expect(await ids('verifications')).toEqual(['proof-new']);
    expect(await ids('refresh_tokens')).toEqual(['token-live', 'token-revoked-now']);
    expect(await db.selectFrom('quotas').select('day').orderBy('day').execute()).toEqual([
      { day: day(-1) },
      { day: day(0) },
    ]);

    // Two days on, what was kept has served its day too; a live session's token stays.
    t.clock.advance(2 * DAY);
    await t.app.services.retention.purge();
    expect(await ids('otp_codes')).toEqual([]);
    expect(await db.selectFrom('otp_phones').select('phone').execute()).toEqual([]);
    expect(await ids('verifications')).toEqual([]);
    expect(await ids('refresh_tokens')).toEqual(['token-live']);
    expect(await db.selectFrom('quotas').select('day').execute()).toEqual([]);
  });

  it('sends a code to a phone whose lock row was purged, and verifies it', async () => {
    const phone = nextPhone();
    await verifyPhone(t.app, phone);
    t.clock.advance(2 * DAY);
    await t.app.services.retention.purge();
    expect(
      await db.selectFrom('otp_phones').select('phone').where('phone', '=', `+${phone}`).execute(),
    ).toEqual([]);
    t.clock.advance(HOUR);
    await expect(verifyPhone(t.app, phone)).resolves.toMatchObject({ uid: expect.any(String) });
  });
});
