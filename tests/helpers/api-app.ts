import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { createAddress, createBusiness, createSignUp } from '../fixtures/forms';
import { checkAnswers } from './contract';
import { PG_ADMIN_URL } from './pg-template';
// The apps a test process builds share their compiled route schemas (see the module).
import './shared-schema-compilers';

/** Which database this run tests: the API suite runs once on each (vitest projects api-sqlite, api-postgres). */
export const DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
/** The migrated database the api-postgres project copies for each app (tests/helpers/pg-template.ts). */
const PG_TEMPLATE = DIALECT === 'postgres' ? inject('pgTemplate') : undefined;

export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 22, 9, 0, 0)) {}
  now = () => this.ms;
  advance(ms: number) {
    this.ms += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Partial<Config>;
  close(): Promise<void>;
}

const generous = {
  verification: 10_000,
  auth: 10_000,
  phoneCheck: 10_000,
  upload: 10_000,
  writes: 10_000,
  windowMs: 60_000,
};

/** A fresh app on a fresh database: a temp SQLite file, or a new PostgreSQL database. */
export async function createTestApp(
  config: Partial<Config> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'members-api-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (DIALECT === 'postgres') {
    const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}${PG_TEMPLATE ? ` template ${PG_TEMPLATE}` : ''}`);
    await admin.end();
    databaseUrl = PG_ADMIN_URL.replace('/postgres?', `/${name}?`);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const clock = new TestClock();
  const fullConfig: Partial<Config> = {
    dataDir,
    databaseUrl,
    otpDelivery: 'dev',
    verificationProvider: 'local',
    clientDir: join(dataDir, 'no-client'),
    rateLimits: generous,
    jwtSecret: 'test-secret-for-this-run-only-0123456789',
    validateResponses: true,
    // Hundreds of sign-ups at OWASP's cost were 1.5 min of the suite; credentials.test.ts keeps it.
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
    // Snapshots and the erasure ledger stay in this run's folder; no scheduled snapshot.
    backup: { dir: join(dataDir, 'backups'), everyHours: 0, keep: 14 },
    ...config,
  };
  const app = await buildApp({ config: fullConfig, clock, logger: Boolean(logStream), logStream });
  checkAnswers(app);
  return {
    app,
    clock,
    config: fullConfig,
    async close() {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second connection to the app's database, for checking what was (not) written. */
export function openDb(config: Partial<Config>) {
  return connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir! });
}

export async function call(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let phoneSeq = 0;
/** A distinct valid Indian mobile number per call. */
export function nextPhone(): string {
  phoneSeq += 1;
  return `9198${String(10_000_000 + phoneSeq * 7919).slice(-8)}`;
}

export const national = (phone: string) => ({
  channel: 'PHONE',
  phone: phone.slice(2),
  countryCode: '+91',
});

/** Runs the local OTP flow through the API and the dev outbox. */
export async function verifyPhone(
  app: FastifyInstance,
  phone: string,
): Promise<{ token: string; uid: string }> {
  const sent = await call(app, {
    method: 'POST',
    url: '/api/verification/initiate',
    payload: national(phone),
  });
  if (sent.status !== 200) throw new Error(`initiate failed: ${JSON.stringify(sent.body)}`);
  const code = await latestCode(app, phone);
  const verified = await call(app, {
    method: 'POST',
    url: '/api/verification/verify',
    payload: { ...national(phone), otp: code },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { token: verified.body.response.token, uid: verified.body.response.userId };
}

export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const outbox = (await call(app, { method: 'GET', url: '/api/dev/outbox' })).body as Array<{
    to: string;
    code: string;
  }>;
  const message = outbox.find((m) => m.to === `+${phone}`);
  if (!message) throw new Error(`no code sent to ${phone}`);
  return message.code;
}

/**
 * The consent sign-up and the wizard must carry: the privacy notice's current version, 18 or older.
 * `enteredForOther` for a wizard entry a volunteer made.
 */
export const consentOf = (app: FastifyInstance, more: Record<string, unknown> = {}) => ({
  notice: app.services.privacyNotice.currentVersion(),
  adult: true,
  ...more,
});

export const SAMPLE_GROUP = {
  groupNumber: '101',
  groupName: 'Sample Pune Central',
  region: 'West',
};

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const phone = (overrides.phone as string | undefined) ?? nextPhone();
  const { token, uid } = await verifyPhone(app, phone);
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      ...createSignUp(SAMPLE_GROUP),
      phone,
      uid,
      token,
      isVerified: true,
      consent: consentOf(app),
      ...overrides,
    },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${JSON.stringify(res.body)}`);
  return { ...(res.body as { token: string; rToken: string; userId: string }), phone };
}

export const pngBytes = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 31, g: 58, b: 104 } } })
    .png()
    .toBuffer();

export async function uploadLogo(
  app: FastifyInstance,
  file: Buffer | Blob,
  options: { token?: string; filename?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append('tempId', 'upload-1');
  form.append(
    'file',
    file instanceof Blob
      ? file
      : new Blob([new Uint8Array(file)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'logo.png',
  );
  return call(app, {
    method: 'POST',
    url: '/api/business/upload-logo',
    payload: form as any,
    headers: options.token ? bearer(options.token) : {},
  });
}

/** A valid business whose logo is a real upload of this member's. */
export async function businessBody(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const upload = await uploadLogo(app, await pngBytes(), { token });
  return createBusiness({
    businessLogo: upload.body.data.url,
    businessAddress: [createAddress()],
    ...overrides,
  });
}
