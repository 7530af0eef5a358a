import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, calls } from '@/testing/fake-api';
import { SESSION_KEYS } from '@/session/token-store';
import { forgetMyProfile, myProfile } from './my-profile';

vi.mock('@/session/api-client', () => import('@/testing/fake-api'));

const asked = () => calls.filter((call) => call === 'GET profile/me').length;
const signIn = (userId: string) => {
  localStorage.setItem(SESSION_KEYS.token, 'access');
  localStorage.setItem(SESSION_KEYS.rToken, 'refresh');
  localStorage.setItem(SESSION_KEYS.userId, userId);
};

beforeEach(() => {
  forgetMyProfile();
  calls.length = 0;
  signIn('u1');
  answer('GET profile/me', { body: { firstName: 'Asha', consentCurrent: true } });
  answer('GET referrals/summary', {
    body: Object.fromEntries(
      ['month', 'year'].map((k) => [k, { given: 0, received: 0, wonValue: 0 }]),
    ),
  });
  answer('GET business/', { body: [] });
  answer('GET me/deletion', { body: {} });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('myProfile', () => {
  it('asks once for readers while the answer is on its way and just after it came', async () => {
    const [a, b] = [myProfile(), myProfile()];
    expect(await a).toEqual(await b);
    await myProfile();
    expect(asked()).toBe(1);
  });

  it('asks again after a change, for another member, after a failure and on a later page', async () => {
    await myProfile();
    forgetMyProfile();
    await myProfile();
    expect(asked()).toBe(2);

    signIn('u2');
    await myProfile();
    expect(asked()).toBe(3);

    forgetMyProfile();
    answer('GET profile/me', { status: 500 });
    await expect(myProfile()).rejects.toThrow();
    answer('GET profile/me', { body: { firstName: 'Asha' } });
    await myProfile();
    expect(asked()).toBe(5);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await myProfile();
    expect(asked()).toBe(6);
  });
});
