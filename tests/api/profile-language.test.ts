import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, signUp, type TestApp } from '../helpers/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({
  me: async () =>
    (await call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(token) })).body,
  update: (payload: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/api/profile/update',
      payload: payload as object,
      headers: bearer(token),
    }),
});

describe("a member's preferred language", () => {
  it('is null until chosen, then stored alone without touching the profile', async () => {
    const api = as((await signUp(t.app)).token);
    const before = await api.me();
    expect(before.preferredLanguage).toBeNull();
    expect((await api.update({ preferredLanguage: 'hi' })).body).toEqual({ success: 'true' });
    expect(await api.me()).toEqual({ ...before, preferredLanguage: 'hi' });
  });

  it('is stored with the whole profile, and the profile sent back as read changes nothing', async () => {
    const api = as((await signUp(t.app)).token);
    const before = await api.me();
    expect(
      (await api.update({ ...before, lastName: 'Iyer', preferredLanguage: 'ta' })).status,
    ).toBe(200);
    const after = await api.me();
    expect(after).toEqual({ ...before, lastName: 'Iyer', preferredLanguage: 'ta' });
    expect((await api.update({ ...before, preferredLanguage: null })).status).toBe(200);
    expect((await api.me()).preferredLanguage).toBe('ta');
  });

  it.each([
    ['a language not offered', 'fr'],
    ['a known language not live', 'mr'],
    ['a region tag', 'hi-IN'],
    ['upper case', 'HI'],
    ['padded', ' hi'],
    ['empty', ''],
    ['huge', 'h'.repeat(10_000)],
    ['a prototype key', '__proto__'],
    ['a number', 42],
    ['a list', ['hi']],
    ['an object', { code: 'hi' }],
    ['true', true],
  ])('refuses %s with a 400 on /preferredLanguage and stores nothing', async (_name, value) => {
    const api = as((await signUp(t.app)).token);
    await api.update({ preferredLanguage: 'ta' });
    const before = await api.me();
    for (const body of [
      { preferredLanguage: value },
      { ...before, firstName: 'Changed', preferredLanguage: value },
    ]) {
      const res = await api.update(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.fields)).toEqual(['/preferredLanguage']);
    }
    expect(await api.me()).toEqual(before);
  });

  it('refuses a language with the refusal said in the language already stored', async () => {
    const api = as((await signUp(t.app)).token);
    await api.update({ preferredLanguage: 'hi' });
    const res = await api.update({ preferredLanguage: 'xx' });
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'भरी गई जानकारी सही नहीं है।',
      fields: { '/preferredLanguage': 'यह जानकारी स्वीकार नहीं की जा सकती।' },
    });
  });
});
