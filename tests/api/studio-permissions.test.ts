import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../schemas/i18n/en.json';
import { STUDIO_ACCESS } from '../../src/server/routes/studio-access';
import { areasOf, type StaffRole } from '../../src/shared/staff-roles';
import {
  bearer,
  call,
  createTestApp,
  DIALECT,
  nextPhone,
  signUp,
  type TestApp,
} from '../helpers/api-app';
import { apiRoutes } from '../helpers/fuzz/route-list';
import { SAMPLES } from '../helpers/studio-matrix';
import { createConcern } from '../fixtures/forms';
import { removeStaff, setRole, staffSession } from '../helpers/studio-staff';

/**
 * The permission matrix, generated from the access table: every Studio route × every kind of
 * caller → the status the table implies. A route the app has without an entry (or a sample), or
 * an entry for a route the app no longer has, fails the first test.
 */

const ADMIN = '919811000001';
const ROUTES = Object.keys(STUDIO_ACCESS).sort(
  (a, b) => Number(!!SAMPLES[a]?.changes) - Number(!!SAMPLES[b]?.changes),
);
const CALLERS = ['anonymous', 'member', 'viewer', 'editor', 'admin', 'removed staff'] as const;
type Caller = (typeof CALLERS)[number];
const ROLES: Partial<Record<Caller, StaffRole>> = {
  viewer: 'viewer',
  editor: 'editor',
  admin: 'admin',
};
const NOT_FOUND = { code: 'NOT_FOUND', message: english['errors.NOT_FOUND'] };

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};
let memberId = '';
let concernId = '';

beforeAll(async () => {
  t = await createTestApp({ staffPhones: [`+${ADMIN}`] });
  const member = await signUp(t.app);
  tokens.member = member.token;
  memberId = member.userId;
  const concern = await call(t.app, {
    method: 'POST',
    url: '/api/me/concerns',
    payload: createConcern(),
    headers: bearer(member.token),
  });
  concernId = concern.body.concern.id;
  tokens.admin = await staffSession(t.app, ADMIN);
  for (const role of ['viewer', 'editor'] as const) {
    const phone = nextPhone();
    await setRole(t.app, tokens.admin, phone, role);
    tokens[role] = await staffSession(t.app, phone);
  }
  const removed = nextPhone();
  await setRole(t.app, tokens.admin, removed, 'editor');
  tokens['removed staff'] = await staffSession(t.app, removed);
  await removeStaff(t.app, tokens.admin, removed);
}, 60_000);

afterAll(() => t?.close());

/** What the access table says `caller` gets from `route`. */
function expected(route: string, caller: Caller): number {
  const access = STUDIO_ACCESS[route as keyof typeof STUDIO_ACCESS]!;
  const sample = SAMPLES[route]!;
  if (access === 'public') return sample.allowed;
  const role = ROLES[caller];
  if (!role) return 404;
  return access === 'any' || areasOf(role).includes(access) ? sample.allowed : 404;
}

describe(`the Studio's permission matrix (${DIALECT})`, () => {
  it('has an access entry and a sample for every Studio route the app has, and no other', () => {
    const studio = apiRoutes(t.app).filter((route) => route.includes(' /api/studio/'));
    expect(studio.length).toBeGreaterThan(10);
    expect(studio).toEqual([...Object.keys(STUDIO_ACCESS)].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual([...Object.keys(STUDIO_ACCESS)].sort());
  });

  it(`answers ${ROUTES.length} routes × ${CALLERS.length} callers = ${ROUTES.length * CALLERS.length} cases as the table says`, async () => {
    const wrong: string[] = [];
    let allowed = 0;
    for (const route of ROUTES) {
      const sample = SAMPLES[route]!;
      for (const caller of CALLERS) {
        const token = tokens[caller];
        const res = await call(t.app, {
          method: route.split(' ')[0] as 'GET',
          url: sample.url.replace(':member', memberId).replace(':concern', concernId),
          payload: sample.payload,
          headers: token ? bearer(token) : {},
        });
        const want = expected(route, caller);
        if (want !== 404) allowed += 1;
        const body = want === 404 ? NOT_FOUND : undefined;
        if (res.status !== want || (body && JSON.stringify(res.body) !== JSON.stringify(body)))
          wrong.push(
            `${route} as ${caller}: ${res.status} ${JSON.stringify(res.body)}, want ${want}`,
          );
      }
    }
    console.log(
      `permission matrix (${DIALECT}): ${ROUTES.length} routes × ${CALLERS.length} callers = ${ROUTES.length * CALLERS.length} cases, ${allowed} admitted`,
    );
    expect(wrong).toEqual([]);
  });

  it('answers 404 to everyone, admins included, on a Studio route missing from the table', async () => {
    const extra = await createTestApp({ staffPhones: [`+${ADMIN}`] });
    try {
      extra.app.get('/api/studio/unlisted', async () => ({ open: true }));
      const admin = await staffSession(extra.app, ADMIN);
      const res = await call(extra.app, {
        method: 'GET',
        url: '/api/studio/unlisted',
        headers: bearer(admin),
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    } finally {
      await extra.close();
    }
  });
});
