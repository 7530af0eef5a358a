import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  createTestApp,
  latestCode,
  national,
  nextPhone,
  SAMPLE_GROUP,
  signUp,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('digits typed in the keyboard’s script', () => {
  it.each([
    ['Devanagari', '११०००१'],
    ['Tamil', '௧௧௦௦௦௧'],
    ['mixed', '11००0१'],
  ])('a PIN code in %s digits is stored as ASCII', async (_script, pin) => {
    const { token } = await signUp(t.app);
    const body = await businessBody(t.app, token, {
      businessAddress: [createAddress({ pin })],
    });
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: body,
      headers: bearer(token),
    });
    expect(created.status).toBe(200);
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/business/${created.body.data.businessId}`,
      headers: bearer(token),
    });
    expect(read.body.businessAddress[0].pin).toBe('110001');
  });

  it('a group number in Devanagari digits signs up to the group, stored as ASCII', async () => {
    const { token } = await signUp(t.app, { groupNumber: '१०१' });
    const me = await call(t.app, { method: 'GET', url: '/api/profile/me', headers: bearer(token) });
    expect(me.body.groupNumber).toBe(SAMPLE_GROUP.groupNumber);
    const group = await call(t.app, { method: 'GET', url: '/api/groups/௧௦௧' });
    expect(group.body.groupName).toBe(SAMPLE_GROUP.groupName);
  });

  it('a one-time code in Tamil digits verifies the phone', async () => {
    const phone = nextPhone();
    await call(t.app, {
      method: 'POST',
      url: '/api/verification/initiate',
      payload: national(phone),
    });
    const tamil = [...(await latestCode(t.app, phone))]
      .map((digit) => String.fromCodePoint(0x0be6 + Number(digit)))
      .join('');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/verification/verify',
      payload: { ...national(phone), otp: tamil },
    });
    expect(res.status).toBe(200);
  });

  it('a field whose pattern asks for no digits keeps what was typed', async () => {
    const { token } = await signUp(t.app);
    const body = await businessBody(t.app, token, { businessName: 'दुकान १२' });
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/business',
      payload: body,
      headers: bearer(token),
    });
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/business/${created.body.data.businessId}`,
      headers: bearer(token),
    });
    expect(read.body.businessName).toBe('दुकान १२');
  });
});
