import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CURSOR_PATTERN, keysetCursors } from '../../src/server/keyset-cursor';
import { areasOf, STAFF_ROLES } from '../../src/shared/staff-roles';

const SECRET = 'unit-test-secret-0123456789abcdef';
const position = {
  createdAt: '2026-11-22T09:00:00.000Z',
  id: '0193f0a0-0000-7000-8000-000000000001',
};

const clockAt = (ms: number) => ({
  ms,
  now() {
    return this.ms;
  },
});
const refused = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return (error as { statusCode?: number; code?: string }).code;
  }
  return 'accepted';
};

describe('keyset cursors', () => {
  it('give back the position under the same filter, in the shape the routes accept', () => {
    const cursors = keysetCursors(SECRET, clockAt(0));
    const cursor = cursors.sign(position, { actor: '+919812345678', action: null });
    expect(cursor).toMatch(new RegExp(CURSOR_PATTERN));
    expect(cursors.read(cursor, { action: null, actor: '+919812345678' })).toEqual(position);
  });

  it('refuse another filter, another key, a stale cursor, and a signed payload that is not ours', () => {
    const clock = clockAt(0);
    const cursors = keysetCursors(SECRET, clock);
    const cursor = cursors.sign(position, { action: 'export' });
    expect(refused(() => cursors.read(cursor, { action: 'sign-in' }))).toBe('INVALID_CURSOR');
    expect(
      refused(() => keysetCursors(`${SECRET}x`, clock).read(cursor, { action: 'export' })),
    ).toBe('INVALID_CURSOR');
    clock.ms = 24 * 60 * 60 * 1000 + 1;
    expect(refused(() => cursors.read(cursor, { action: 'export' }))).toBe('INVALID_CURSOR');

    // Garbage with a valid MAC (as if the key leaked) is still a refusal, never a crash.
    const key = createHmac('sha256', SECRET).update('keyset-cursor').digest();
    for (const text of ['not json', '[]', '{"v":1,"c":1,"i":"x"}', 'null']) {
      const payload = Buffer.from(text).toString('base64url');
      const mac = createHmac('sha256', key).update(payload).digest('base64url');
      expect(refused(() => cursors.read(`${payload}.${mac}`, {}))).toBe('INVALID_CURSOR');
    }
    expect(refused(() => cursors.read('no-dot', {}))).toBe('INVALID_CURSOR');
  });
});

describe('staff roles', () => {
  it('give admins every area, editors the forms, viewers the members and the requests', () => {
    expect(Object.fromEntries(STAFF_ROLES.map((role) => [role, areasOf(role)]))).toEqual({
      admin: ['forms', 'members', 'staff', 'audit', 'requests'],
      editor: ['forms'],
      viewer: ['members', 'requests'],
    });
  });
});
