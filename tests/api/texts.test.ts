import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import hindi from '../../schemas/i18n/hi.json';
import { createTranslate } from '../../src/shared/i18n/format';
import { PAGE_TEXTS_FILE } from '../../src/shared/pages';
import { call, createTestApp, type TestApp } from '../helpers/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = Object.keys(english).filter((key) => !key.startsWith('studio.'));
const studio = Object.keys(english).filter((key) => key.startsWith('studio.'));

describe("members' catalogue", () => {
  it('answers each shipped language with every key of the English, formatted in that language', async () => {
    for (const [language, resend] of [
      ['en', 'Resend OTP in 5s'],
      ['hi', '5 सेकंड बाद OTP दोबारा भेजें'],
    ] as const) {
      const res = await call(t.app, { method: 'GET', url: `/api/v2/texts/${language}` });
      expect(res.status).toBe(200);
      expect(res.body.language).toBe(language);
      expect(res.body.languages).toEqual(['en', 'hi', 'ta']);
      expect(Object.keys(res.body.messages).sort()).toEqual([...members].sort());
      const translate = createTranslate(language, res.body.messages);
      expect(translate('otp.resendIn', { seconds: 5 })).toBe(resend);
    }
  });

  it("keeps the Studio's texts out of members' pages", async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v2/texts/ta' });
    expect(Object.keys(res.body.messages).filter((key) => key.startsWith('studio.'))).toEqual([]);
  });

  it('revalidates with its ETag', async () => {
    const first = await call(t.app, { method: 'GET', url: '/api/v2/texts/ta' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v2/texts/ta',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a language not offered, whatever its spelling', async () => {
    for (const language of ['mr', 'xx', 'EN', 'hi-IN', 'a'.repeat(60), '%00']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v2/texts/${language}` });
      expect(res.status, language).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});

describe("a page's texts", () => {
  const login = ['auth.login', 'otp.resendIn', 'errors.login.fallback'];

  it('answers only the keys the build found in that page, with an ETag of their own', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'members-client-'));
    mkdirSync(join(clientDir, 'pages'));
    writeFileSync(join(clientDir, PAGE_TEXTS_FILE), JSON.stringify({ '/auth/login': login }));
    const built = await createTestApp({ clientDir });
    try {
      const page = await call(built.app, {
        method: 'GET',
        url: '/api/v2/texts/hi?page=%2Fauth%2Flogin',
      });
      expect(page.status).toBe(200);
      expect(Object.keys(page.body.messages).sort()).toEqual([...login].sort());
      expect(page.body.languages).toEqual(['en', 'hi', 'ta']);
      expect(createTranslate('hi', page.body.messages)('otp.resendIn', { seconds: 5 })).toBe(
        '5 सेकंड बाद OTP दोबारा भेजें',
      );
      const all = await call(built.app, { method: 'GET', url: '/api/v2/texts/hi' });
      expect(page.headers.etag).not.toBe(all.headers.etag);
      // A page the build found no keys for (none is listed) is sent all of members' texts.
      const other = await call(built.app, {
        method: 'GET',
        url: '/api/v2/texts/hi?page=/auth/sign-up',
      });
      expect(Object.keys(other.body.messages).sort()).toEqual([...members].sort());
      // The Studio's scope is never narrowed to a page's keys.
      const studioPage = await call(built.app, {
        method: 'GET',
        url: '/api/v2/texts/hi?scope=studio&page=/auth/login',
      });
      expect(Object.keys(studioPage.body.messages).sort()).toEqual([...studio].sort());
    } finally {
      await built.close();
      rmSync(clientDir, { recursive: true });
    }
  });

  it('answers all texts without a build, and refuses an address that is no page', async () => {
    const page = await call(t.app, { method: 'GET', url: '/api/v2/texts/en?page=/auth/login' });
    expect(Object.keys(page.body.messages).sort()).toEqual([...members].sort());
    for (const hostile of ['/auth', '/studio', '../x', 'x'.repeat(3000), '%00']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/v2/texts/en?page=${encodeURIComponent(hostile)}`,
      });
      expect(res.status, hostile).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe("the Studio's catalogue", () => {
  it('answers only the studio texts, in the language asked, without a staff session', async () => {
    for (const [language, title] of [
      ['en', 'Form Studio sign-in'],
      ['hi', (hindi as Record<string, { text: string }>)['studio.signIn.title']!.text],
    ] as const) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/v2/texts/${language}?scope=studio`,
      });
      expect(res.status).toBe(200);
      expect(res.body.language).toBe(language);
      expect(res.body.languages).toEqual(['en', 'hi', 'ta']);
      expect(Object.keys(res.body.messages).sort()).toEqual([...studio].sort());
      const translate = createTranslate(language, res.body.messages);
      expect(translate('studio.signIn.title')).toBe(title);
    }
  });

  it("has its own ETag, not members' catalogue's", async () => {
    const members = await call(t.app, { method: 'GET', url: '/api/v2/texts/hi' });
    const first = await call(t.app, { method: 'GET', url: '/api/v2/texts/hi?scope=studio' });
    expect(first.headers.etag).not.toBe(members.headers.etag);
    for (const [etag, status] of [
      [first.headers.etag, 304],
      [members.headers.etag, 200],
    ] as const) {
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/v2/texts/hi?scope=studio',
        headers: { 'if-none-match': etag as string },
      });
      expect(again.statusCode).toBe(status);
    }
  });

  it('refuses a scope it does not know', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v2/texts/en?scope=staff' });
    expect(res.status).toBe(400);
  });
});

describe('a form in a language', () => {
  it("carries the language's titles and messages, and its own validator module", async () => {
    const en = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    const hi = await call(t.app, { method: 'GET', url: '/api/forms/business?lang=hi' });
    expect(en.body.schema.properties.businessName.title).toBe('Business Name');
    expect(hi.body.schema.properties.businessName.title).toBe('बिज़नेस का नाम');
    expect(hi.body.validator).not.toBe(en.body.validator);
    const module = await t.app.inject({ method: 'GET', url: hi.body.validator });
    expect(module.statusCode).toBe(200);
    // The module writes text outside ASCII as \u escapes.
    const escaped = [...'कम से कम एक पता ज़रूरी है।']
      .map((c) =>
        c < '\x80' ? c : `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
      )
      .join('');
    expect(module.body).toContain(escaped);
  });

  it('reads English for a language not offered, and refuses a malformed one', async () => {
    const en = await call(t.app, { method: 'GET', url: '/api/forms/business' });
    const mr = await call(t.app, { method: 'GET', url: '/api/forms/business?lang=mr' });
    expect(mr.body.validator).toBe(en.body.validator);
    for (const lang of ['HI', 'x'.repeat(500), '<script>']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/api/forms/business?lang=${encodeURIComponent(lang)}`,
      });
      expect(res.status, lang).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });
});
