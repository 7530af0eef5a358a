import { connect as connectSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FIELD_ERRORS } from '../../src/shared/validation/field-errors';
import { createBusiness, hostileWizardBody } from '../fixtures/forms';
import { bearer, call, createTestApp, signUp, type TestApp } from '../helpers/api-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app)).token;
});
afterAll(() => t.close());

const json = (url: string, payload: string, headers: Record<string, string> = {}) =>
  call(t.app, {
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('cheap refusal before expensive work', () => {
  it('refuses 256 KB of empty addresses by the route schema, in a small answer', async () => {
    const body = hostileWizardBody(Math.floor((256 * 1024 - 600) / 3));
    expect(body.length).toBeGreaterThan(250_000);
    const res = await json('/api/v2/user/create-profile', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.fields)).toEqual(['/businesses/0/businessAddress']);
    expect(res.raw.body.length).toBeLessThan(16 * 1024);
  });

  it.each([
    ['/api/business', bearer, 'VALIDATION_ERROR'],
    // The wizard's body names no such field, so it is dropped; the consent is then missing.
    ['/api/v2/user/create-profile', () => ({}), 'CONSENT_REQUIRED'],
  ])('refuses JSON nested 6,000 deep in %s with a 400', async (url, headers, code) => {
    const deep = `{"businessName":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const res = await json(url, deep, headers(token) as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it(`answers at most one message per field and at most ${MAX_FIELD_ERRORS} fields`, async () => {
    // Ten empty addresses and no business fields: 57 fields fail, the answer names 50.
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      headers: bearer(token),
      payload: {
        businessAddress: Array(10).fill({}),
        businessCategory: 'Retail',
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toHaveLength(MAX_FIELD_ERRORS);
    expect(Object.values(res.body.fields).every((m) => typeof m === 'string')).toBe(true);
  });

  it('refuses control characters in single-line text but keeps newlines in a textarea', async () => {
    const name = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      headers: bearer(token),
      payload: createBusiness({ businessName: 'A\u0000B' }),
    });
    expect([name.status, name.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(Object.keys(name.body.fields)).toEqual(['/businessName']);
    const description = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      headers: bearer(token),
      payload: createBusiness({
        businessLogo: undefined,
        businessDescription: 'Line one\nLine two',
      }),
    });
    expect(description.body.fields ?? {}).not.toHaveProperty('/businessDescription');
  });

  it('refuses \\u0000 in a path, a query and an id before the database sees it', async () => {
    for (const url of [
      '/api/groups/%00',
      '/api/groups/search?name=%00',
      '/api/business/business-entity-types/%00',
      '/api/business/logo/%00',
    ]) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(typeof res.body.code, url).toBe('string');
    }
  });
});

describe('no 5xx for bad input', () => {
  it('decodes a parameter once: %25 is the country "%"', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/business/business-entity-types/%25',
    });
    expect(res.status).toBe(200);
    expect(res.body[0].country).toBe('%');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'hello'],
    [
      'a 300-character boundary',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `--${'b'.repeat(300)}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx`,
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ])(
    'answers malformed multipart (%s) with 400 INVALID_MULTIPART',
    async (_name, type, payload) => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/business/upload-logo',
        headers: { 'content-type': type },
        payload,
      });
      expect([res.status, res.body.code]).toEqual([400, 'INVALID_MULTIPART']);
    },
  );
});

describe('framework refusals in our JSON, with the API headers', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** A raw request: what a client library would refuse to send. */
  const raw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connectSocket(port, '127.0.0.1');
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
      });
      socket.on('error', reject);
      socket.end(request);
    });

  it.each([
    [
      'a 20 KB header',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'an undecodable URL',
      'GET /api/groups/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
      'BAD_REQUEST',
    ],
    [
      'a parameter too long',
      `GET /api/groups/${'1'.repeat(200)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
      'URI_TOO_LONG',
    ],
  ])('%s', async (_name, request, status, code) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ code, message: expect.any(String) });
    expect(res.headers).toContain('x-content-type-options: nosniff');
    expect(res.headers).toContain("content-security-policy: default-src 'none'");
  });

  it('sets request and connection timeouts', () => {
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.initialConfig.connectionTimeout).toBe(60_000);
  });
});
