import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { maskPhones } from '../../src/server/log-masking';
import { HOME_PAGE, pageHtmlFile } from '../../src/shared/pages';
import { fakeServer } from '../helpers/fake-server';
import { call, createTestApp, national, nextPhone, signUp, type TestApp } from '../helpers/api-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('bad requests get a 4xx with a code, never a 5xx', () => {
  it.each([
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: '{"phone":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'INVALID_JSON',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: '',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'INVALID_JSON',
    ],
    [
      'a huge body',
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: JSON.stringify({ phone: 'x'.repeat(400_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'an unknown content type',
      {
        method: 'POST',
        url: '/api/auth/login',
        payload: 'phone=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a JSON array',
      {
        method: 'POST',
        url: '/api/auth/signup',
        payload: '[1,2]',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'wrong types',
      { method: 'POST', url: '/api/auth/login', payload: { phone: 42, uid: [], token: {} } },
      400,
      'VALIDATION_ERROR',
    ],
    ['an unknown API path', { method: 'GET', url: '/api/nothing/here' }, 404, 'NOT_FOUND'],
  ] as const)('%s', async (_name, request, status, code) => {
    t = await createTestApp();
    const res = await call(t.app, request as never);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code, message: expect.any(String) });
  });

  it('answers health', async () => {
    t = await createTestApp();
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).body).toEqual({
      status: 'ok',
    });
  });
});

describe('the SPA', () => {
  it('is served with a strict CSP and a history fallback, while /api/* stays JSON', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'members-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ clientDir });
    const page = await call(t.app, { method: 'GET', url: '/secure/edit-business?bizId=1' });
    expect(page.status).toBe(200);
    expect(page.raw.body).toContain('<title>app</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('otpless');
    expect((await call(t.app, { method: 'GET', url: '/api/v2/config' })).body).toEqual({
      supportPhone: expect.any(String),
      otpResendSeconds: 60,
      verification: { provider: 'local' },
    });
    const asset = await call(t.app, { method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(t.app, { method: 'GET', url: '/api/unknown' })).body.code).toBe('NOT_FOUND');
    rmSync(clientDir, { recursive: true });
  });

  it("answers a page's address with that page's HTML, and any other with index.html", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'members-client-'));
    mkdirSync(join(clientDir, 'pages', 'auth'), { recursive: true });
    mkdirSync(join(clientDir, 'pages', 'temp'));
    writeFileSync(join(clientDir, 'index.html'), '<title>any</title>');
    writeFileSync(join(clientDir, pageHtmlFile('/auth/login')), '<title>login</title>');
    writeFileSync(join(clientDir, pageHtmlFile(HOME_PAGE)), '<title>home</title>');
    const { app } = (t = await createTestApp({ clientDir }));
    const html = async (url: string) => (await call(app, { method: 'GET', url })).raw.body;
    expect(await html('/auth/login')).toContain('<title>login</title>');
    expect(await html('/auth/login?next=1')).toContain('<title>login</title>');
    // `/` goes to the wizard at once, so it is sent the wizard's HTML.
    expect(await html('/')).toContain('<title>home</title>');
    expect(await html('/?ref=group')).toContain('<title>home</title>');
    // A page the build wrote no HTML for, and an address that is no page.
    expect(await html('/auth/sign-up')).toContain('<title>any</title>');
    expect(await html('/auth/login/extra')).toContain('<title>any</title>');
    rmSync(clientDir, { recursive: true });
  });

  it("sends a page naming the reader's language: their choice, else their browser's, else English", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'members-client-'));
    mkdirSync(join(clientDir, 'pages', 'auth'), { recursive: true });
    const built =
      '<html lang="en"><link href="/api/v2/texts/en?page=%2Fauth%2Flogin"><link href="/api/forms/login?lang=en">';
    writeFileSync(join(clientDir, 'index.html'), built);
    writeFileSync(join(clientDir, pageHtmlFile('/auth/login')), built);
    const { app } = (t = await createTestApp({ clientDir }));
    const page = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/auth/login', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toBe('Accept-Language, Cookie');
      return res.body;
    };
    const inHindi =
      '<html lang="hi" dir="ltr"><link href="/api/v2/texts/hi?page=%2Fauth%2Flogin"><link href="/api/forms/login?lang=hi">';
    expect(await page({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe(inHindi);
    expect(await page({ 'accept-language': 'en', cookie: 'theme=x; lang=hi' })).toBe(inHindi);
    expect(await page({ 'accept-language': 'ta' })).toContain('<html lang="ta" dir="ltr">');
    // Not offered, or not a language at all: English, as built.
    for (const hostile of ['fr', 'mr', '*', 'x'.repeat(4000), ';;q=a,,', 'hi;q=abc'])
      expect(await page({ 'accept-language': hostile, cookie: 'lang=zz' })).toBe(built);
    // Each language's page is compressed as the build compresses English.
    const br = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'ta', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      method: 'GET',
      url: '/auth/login',
      headers: { 'accept-language': 'ta', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    rmSync(clientDir, { recursive: true });
  });
});

describe('logs', () => {
  it('mask phone numbers to their last 4 digits', () => {
    expect(maskPhones('/api/auth/phone/919876543210')).toBe('/api/auth/phone/********3210');
    expect(maskPhones('/api/groups/101')).toBe('/api/groups/101');
  });

  it('never contain OTP codes, tokens or whole phone numbers', async () => {
    const wa = await fakeServer(() => ({ status: 200, body: { messages: [{ id: 'wamid.1' }] } }));
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    t = await createTestApp(
      {
        otpDelivery: 'whatsapp',
        whatsapp: {
          apiUrl: wa.url,
          phoneNumberId: '1',
          accessToken: 'wa-secret',
          template: 't',
          language: 'en',
        },
      },
      stream,
    );
    const phone = nextPhone();
    await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    const code = wa.requests[0]!.body.template.components[0].parameters[0].text as string;
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { ...national(phone), otp: code },
    });
    await call(t.app, { method: 'GET', url: `/api/auth/phone/${phone}` });
    await wa.close();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(verified.body.response.token);
    expect(logs).not.toContain(phone);
    expect(logs).not.toContain('wa-secret');
    expect(logs).toContain(phone.slice(-4));
  });

  it('keep bearer tokens out of request logs', async () => {
    const stream = new PassThrough();
    let logs = '';
    stream.on('data', (chunk) => (logs += chunk));
    t = await createTestApp({}, stream);
    const member = await signUp(t.app);
    await call(t.app, {
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(logs).not.toContain(member.token);
    expect(logs).not.toContain(member.rToken);
  });
});
