import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createSignUp } from '../fixtures/forms';
import {
  bearer,
  call,
  consentOf,
  createTestApp,
  nextPhone,
  SAMPLE_GROUP,
  signUp,
  verifyPhone,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const post = (url: string, payload: unknown) =>
  call(t.app, { method: 'POST', url, payload: payload as object });

async function signUpBody(overrides: Record<string, unknown> = {}) {
  const phone = nextPhone();
  const { token, uid } = await verifyPhone(t.app, phone);
  return {
    ...createSignUp(SAMPLE_GROUP),
    phone,
    uid,
    token,
    isVerified: true,
    consent: consentOf(t.app),
    ...overrides,
  };
}

describe('POST /api/auth/signup', () => {
  it('creates the member and answers token, rToken and userId', async () => {
    const res = await post('/api/auth/signup', await signUpBody());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      rToken: expect.any(String),
      userId: expect.any(String),
    });
    const claims = decodeJwt(res.body.token);
    expect(claims.sub).toBe(res.body.userId);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(Buffer.from(res.body.rToken, 'base64url').length).toBeGreaterThanOrEqual(32);
    const me = await call(t.app, {
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(res.body.token),
    });
    expect(me.body).toMatchObject({ firstName: 'Asha', groupName: SAMPLE_GROUP.groupName });
  });

  it.each(['token', 'uid', 'phone', 'password'])(
    'answers MISSING_FIELDS without %s',
    async (field) => {
      const body = await signUpBody();
      delete (body as Record<string, unknown>)[field];
      const res = await post('/api/auth/signup', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'MISSING_FIELDS',
        message: 'Please fill in all required fields.',
      });
    },
  );

  it('answers VALIDATION_ERROR with the schema messages by field', async () => {
    const res = await post(
      '/api/auth/signup',
      await signUpBody({ firstName: '', email: 'asha@', password: 'short' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input data provided.',
      fields: {
        '/firstName': 'First name is required.',
        '/email': 'Please enter a valid email address.',
        '/password': 'Password must be at least 8 characters.',
      },
    });
  });

  it('checks the group against the directory', async () => {
    const missing = await post('/api/auth/signup', await signUpBody({ groupNumber: '999' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ '/groupNumber': 'Group not found.' });
    const mismatch = await post(
      '/api/auth/signup',
      await signUpBody({ groupName: 'Sample Pune East', region: 'South' }),
    );
    expect(Object.keys(mismatch.body.fields).sort()).toEqual(['/groupName', '/region']);
  });

  it('answers INVALID_TOKEN for a token it never issued, whatever isVerified says', async () => {
    const res = await post(
      '/api/auth/signup',
      await signUpBody({ token: 'forged', isVerified: true }),
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Authentication failed. Please try again.',
    });
  });

  it('refuses a token issued for another phone', async () => {
    const other = await verifyPhone(t.app, nextPhone());
    const res = await post(
      '/api/auth/signup',
      await signUpBody({ token: other.token, uid: other.uid }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_VERIFICATION_FAILED');
  });

  it('refuses a token used before, and an expired one', async () => {
    const body = await signUpBody();
    expect((await post('/api/auth/signup', body)).status).toBe(200);
    const reused = await post('/api/auth/signup', { ...body, phone: body.phone });
    expect(reused.body.code).toBe('OTP_VERIFICATION_FAILED');

    const late = await signUpBody();
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await post('/api/auth/signup', late)).body.code).toBe('INVALID_TOKEN');
  });

  it('answers USER_EXISTS for a phone that has an account', async () => {
    const { phone } = await signUp(t.app);
    t.clock.advance(60_000); // the next code for this phone may be sent a minute later
    const { token, uid } = await verifyPhone(t.app, phone);
    const res = await post('/api/auth/signup', {
      ...createSignUp(SAMPLE_GROUP),
      phone,
      token,
      uid,
      consent: consentOf(t.app),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'USER_EXISTS',
      message: 'An account with this phone already exists.',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in a member with a fresh verification', async () => {
    const member = await signUp(t.app);
    t.clock.advance(60_000);
    const { token, uid } = await verifyPhone(t.app, member.phone);
    const res = await post('/api/auth/login', { phone: member.phone, uid, token });
    expect(res.status).toBe(200);
    expect(res.body.userId).toBe(member.userId);
  });

  it.each(['phone', 'uid', 'token'])('answers MISSING_FIELDS without %s', async (field) => {
    const body: Record<string, string> = { phone: nextPhone(), uid: 'u', token: 't' };
    delete body[field];
    const res = await post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'MISSING_FIELDS',
      message: 'User ID, phone number, and token are required.',
    });
  });

  it('answers INVALID_TOKEN for a forged, reused or other-phone token', async () => {
    const member = await signUp(t.app);
    expect(
      (await post('/api/auth/login', { phone: member.phone, uid: 'x', token: 'forged' })).body,
    ).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Invalid or expired verification token.',
    });
    const other = await verifyPhone(t.app, nextPhone());
    expect((await post('/api/auth/login', { phone: member.phone, ...other })).body.code).toBe(
      'INVALID_TOKEN',
    );
    t.clock.advance(60_000);
    const proof = await verifyPhone(t.app, member.phone);
    expect((await post('/api/auth/login', { phone: member.phone, ...proof })).status).toBe(200);
    expect((await post('/api/auth/login', { phone: member.phone, ...proof })).body.code).toBe(
      'INVALID_TOKEN',
    );
  });

  it("answers AUTHENTICATION_FAILED when the uid is not the verification's", async () => {
    const member = await signUp(t.app);
    t.clock.advance(60_000);
    const { token } = await verifyPhone(t.app, member.phone);
    const res = await post('/api/auth/login', { phone: member.phone, uid: 'someone-else', token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'AUTHENTICATION_FAILED',
      message: 'Authentication failed. Please check your credentials.',
    });
  });

  it('answers USER_NOT_FOUND for a verified phone without an account', async () => {
    const phone = nextPhone();
    const proof = await verifyPhone(t.app, phone);
    const res = await post('/api/auth/login', { phone, ...proof });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'No account found with these credentials.',
    });
  });
});

describe('GET /api/auth/phone/:phone', () => {
  it('says whether the phone has an account', async () => {
    const { phone } = await signUp(t.app);
    expect((await call(t.app, { method: 'GET', url: `/api/auth/phone/${phone}` })).body).toEqual({
      success: true,
      code: 'USER_EXIST',
    });
    expect(
      (await call(t.app, { method: 'GET', url: `/api/auth/phone/${nextPhone()}` })).body,
    ).toEqual({ success: true, code: 'USER_NOT_FOUND' });
    const bad = await call(t.app, { method: 'GET', url: '/api/auth/phone/123' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_PHONE');
  });
});

describe('tokens', () => {
  const refresh = (token: string) => post('/api/auth/refresh', { token });
  const me = (token: string) =>
    call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(token) });

  it('lets an access token work for 15 minutes', async () => {
    const { token } = await signUp(t.app);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('UNAUTHORIZED');
    expect((await call(t.app, { method: 'GET', url: '/api/profile/me' })).status).toBe(401);
    expect((await me('not.a.jwt')).status).toBe(401);
  });

  it('rotates the refresh token on every use', async () => {
    const first = await signUp(t.app);
    const second = (await refresh(first.rToken)).body;
    expect(second).toEqual({
      token: expect.any(String),
      rToken: expect.any(String),
      userId: first.userId,
    });
    expect(second.rToken).not.toBe(first.rToken);
    const third = (await refresh(second.rToken)).body;
    expect((await me(third.token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace period', async () => {
    const first = await signUp(t.app);
    const second = (await refresh(first.rToken)).body;
    t.clock.advance(10_001);
    const replay = await refresh(first.rToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_TOKEN');
    expect((await refresh(second.rToken)).status).toBe(401);
  });

  it('gives a concurrent refresh of the immediate parent a pair of the same family within 10 s', async () => {
    const first = await signUp(t.app);
    const a = (await refresh(first.rToken)).body;
    t.clock.advance(5_000);
    const b = await refresh(first.rToken);
    expect(b.status).toBe(200);
    expect(b.body.userId).toBe(first.userId);
    expect((await refresh(b.body.rToken)).status).toBe(200);
    expect(a.rToken).not.toBe(b.body.rToken);
  });

  it('ends a session 30 days after sign-in, however often it refreshed', async () => {
    let { rToken } = await signUp(t.app);
    for (let day = 0; day < 29; day++) {
      t.clock.advance(24 * 60 * 60 * 1000);
      rToken = (await refresh(rToken)).body.rToken;
    }
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await refresh(rToken)).status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const first = await signUp(t.app);
    expect((await post('/api/auth/logout', { token: first.rToken })).body).toEqual({
      success: true,
    });
    expect((await refresh(first.rToken)).status).toBe(401);
  });

  it('refuses a refresh with no token or an unknown one', async () => {
    expect((await post('/api/auth/refresh', {})).body.code).toBe('INVALID_TOKEN');
    expect((await refresh('unknown')).status).toBe(401);
  });
});
