import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { call, createTestApp, national, nextPhone, type TestApp } from '../helpers/api-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('dev delivery never leaks codes off this machine', () => {
  it('answers the outbox only to loopback requests that no proxy relayed', async () => {
    t = await createTestApp();
    await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(nextPhone()),
    });
    const outbox = (options: object) =>
      call(t!.app, { method: 'GET', url: '/api/dev/outbox', ...options });
    expect((await outbox({ remoteAddress: '127.0.0.1' })).body).toHaveLength(1);
    expect((await outbox({ remoteAddress: '::1' })).status).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4']) {
      const res = await outbox({ remoteAddress });
      expect([res.status, res.body.code], remoteAddress).toEqual([404, 'NOT_FOUND']);
    }
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await outbox({
        remoteAddress: '127.0.0.1',
        headers: { [header]: '203.0.113.7' },
      });
      expect(res.status, header).toBe(404);
    }
  });

  it('warns once at start that codes are not delivered, and prints each code', async () => {
    const logs = new PassThrough();
    let text = '';
    logs.on('data', (chunk) => (text += String(chunk)));
    t = await createTestApp({}, logs);
    expect(text.match(/NOT delivered/g)).toHaveLength(1);
    await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(nextPhone()),
    });
    expect(text).toMatch(/"code":"\d{6}"/);
  });

  it('refuses to listen beyond loopback with dev delivery nobody chose', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(loadConfig({ HOST: '0.0.0.0', OTP_DELIVERY: 'dev' }).otpDelivery).toBe('dev');
    expect(loadConfig({ HOST: '127.0.0.1' }).otpDelivery).toBe('dev');
    expect(
      loadConfig({ HOST: '0.0.0.0', WHATSAPP_ACCESS_TOKEN: 'a', WHATSAPP_PHONE_NUMBER_ID: '1' })
        .otpDelivery,
    ).toBe('whatsapp');
  });

  it('says so in one line and exits when started that way', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: { PATH: process.env.PATH, HOST: '0.0.0.0', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Not starting: Refusing to listen on 0\.0\.0\.0/);
  });
});

describe('settings that are secrets or trust', () => {
  it('wants keys of at least 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    expect(() => loadConfig({ OTP_SECRET: 'x'.repeat(31) })).toThrow(/OTP_SECRET/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('trusts a hop count or proxy addresses, never every X-Forwarded-For', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a client address from one trusted hop only', async () => {
    t = await createTestApp({ trustProxy: 1 });
    // A probe of this test's, not part of the API: left out of its document and answer checks.
    t.app.get('/api/test/ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
    });
    expect(res.body.ip).toBe('203.0.113.9');
  });
});
