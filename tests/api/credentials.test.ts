import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  latestCode,
  national,
  nextPhone,
  openDb,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';
import { loadConfig } from '../../src/server/config';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('credentials are secrets', () => {
  it('gives the wizard a uid that is a 256-bit random secret, not a time-ordered id', async () => {
    t = await createTestApp();
    const uids = await Promise.all(
      [nextPhone(), nextPhone()].map(async (p) => (await verifyPhone(t!.app, p)).uid),
    );
    for (const uid of uids) expect(uid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(uids[0]!.slice(0, 8)).not.toBe(uids[1]!.slice(0, 8));
  });

  it("hashes passwords with scrypt at OWASP's parameters (N=2^17, r=8, p=1)", async () => {
    // The cost the server runs with, not the suite's lower one.
    t = await createTestApp({ passwordCost: loadConfig({}).passwordCost });
    const { userId } = await signUp(t.app);
    const { db } = openDb(t.config);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(row.password_hash).toMatch(
      /^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/,
    );
  });

  it('hashes codes with their own key, apart from the JWT key', async () => {
    t = await createTestApp({ jwtSecret: undefined, otpSecret: undefined });
    const jwtKey = readFileSync(join(t.config.dataDir!, 'jwt-secret'), 'utf8');
    const otpKey = readFileSync(join(t.config.dataDir!, 'otp-secret'), 'utf8');
    expect(otpKey).not.toBe(jwtKey);
    const phone = nextPhone();
    await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    const code = await latestCode(t.app, phone);
    const { db } = openDb(t.config);
    const row = await db.selectFrom('otp_codes').select('code_hash').executeTakeFirstOrThrow();
    await db.destroy();
    const hmac = (key: string) =>
      createHmac('sha256', key).update(`+${phone}:${code}`).digest('hex');
    expect(row.code_hash).toBe(hmac(otpKey));
    expect(row.code_hash).not.toBe(hmac(jwtKey));
    expect(existsSync(join(t.config.dataDir!, 'otp-secret'))).toBe(true);
  });
});
