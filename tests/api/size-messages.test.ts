import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObject, type JsonObject } from '../../src/shared/validation/bundle-schema';
import { baselineFiles, bundleFile, schemaPath } from '../../src/form-engine/form-files';
import { FORM_NAMES } from '../../src/server/validation';
import {
  createAddress,
  createBusiness,
  createConcern,
  createPerson,
  createReferral,
  createSignUp,
  createWizardBusiness,
} from '../fixtures/forms';
import {
  bearer,
  businessBody,
  call,
  consentOf,
  createTestApp,
  signUp,
  type TestApp,
} from '../helpers/api-app';

/**
 * Where each form travels in a request: the route, a valid body, and the form's place in it.
 * The verification calls follow the phone provider's contract (national number, country code,
 * code), so no body carries the OTP or wizard-phone forms as such.
 */
const CARRIERS: Record<
  string,
  { url: string; body: () => JsonObject; at: string; member?: true } | null
> = {
  'sign-up': {
    url: '/api/auth/signup',
    body: () => ({ ...createSignUp(), uid: 'u', token: 't', consent: consentOf(t.app) }),
    at: '',
  },
  login: {
    url: '/api/auth/login',
    body: () => ({ phone: '919876543210', uid: 'u', token: 't' }),
    at: '',
  },
  profile: { url: '/api/profile/update', body: () => createPerson(), at: '', member: true },
  business: { url: '/api/business', body: () => createBusiness(), at: '', member: true },
  'wizard-profile': { url: '/api/v2/user/create-profile', body: wizardBody, at: '/profile' },
  'wizard-business': { url: '/api/v2/user/create-profile', body: wizardBody, at: '/businesses/0' },
  'wizard-phone': null,
  otp: null,
  concern: { url: '/api/me/concerns', body: () => createConcern(), at: '', member: true },
  referral: {
    // Another member's business, listed in the directory (made in beforeAll).
    get url() {
      return `/api/directory/${listing}/referrals`;
    },
    body: () => createReferral(),
    at: '',
    member: true,
  },
};

function wizardBody(): JsonObject {
  return {
    profile: { ...createPerson(), uid: 'x' },
    businesses: [createWizardBusiness()],
    consent: consentOf(t.app),
  };
}

interface SizeRule {
  form: string;
  path: string[];
  keyword: 'maxLength' | 'maxItems';
  limit: number;
  message: string;
}

/** Every size rule a form states with a message, found by walking its bundled schema. */
function sizeRules(form: string): SizeRule[] {
  const rules: SizeRule[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isObject(node)) return;
    for (const keyword of ['maxLength', 'maxItems'] as const) {
      const messages = node.errorMessage;
      const message =
        typeof messages === 'string'
          ? messages
          : isObject(messages)
            ? messages[keyword]
            : undefined;
      if (typeof node[keyword] === 'number' && typeof message === 'string')
        rules.push({ form, path, keyword, limit: node[keyword] as number, message });
    }
    const then = isObject(node.then) ? node.then.properties : undefined;
    for (const [key, sub] of Object.entries({
      ...(node.properties as object),
      ...(then as object),
    }))
      walk(sub, [...path, key]);
    if (isObject(node.items)) walk(node.items, [...path, '0']);
  };
  walk(bundleFile(baselineFiles(), schemaPath(form)).bundle, []);
  return rules;
}

/** A valid body with the rule's value `times` over its limit: a longer text or a longer list. */
function overLimit(body: JsonObject, at: string, rule: SizeRule, size: number): JsonObject {
  const copy = structuredClone(body);
  const keys = [...at.split('/').slice(1), ...rule.path];
  let parent: any = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] ??= {};
  const last = keys.at(-1)!;
  parent[last] =
    rule.keyword === 'maxLength'
      ? '1'.repeat(size)
      : Array.from({ length: size }, (_, i) => structuredClone(parent[last]?.[0] ?? { n: i }));
  return copy;
}

const forms = Object.keys(CARRIERS);
const rules = forms.flatMap((form) => (CARRIERS[form] ? sizeRules(form) : []));

let t: TestApp;
let token: string;
let listing: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t.app)).token;
  const owner = (await signUp(t.app)).token;
  const listed = await call(t.app, {
    method: 'POST',
    url: '/api/business',
    payload: await businessBody(t.app, owner, { showInDirectory: true }),
    headers: bearer(owner),
  });
  listing = listed.body.data.businessId;
});
afterAll(() => t.close());

describe('a value over a size the form states answers the form’s message', () => {
  it('knows where every form the server reads travels', () => {
    expect(new Set(forms)).toEqual(new Set([...FORM_NAMES, 'otp']));
    // The test would prove nothing if the walk found no rule.
    expect(rules.map((r) => `${r.form}:${r.path.join('/')}`)).toEqual(
      expect.arrayContaining(['business:businessAddress', 'business:businessAddress/0/pin']),
    );
  });

  it.each(rules.flatMap((rule) => [1, 20].map((times) => ({ ...rule, times }))))(
    '$form $path: $keyword $limit, $times× over',
    async (rule) => {
      const carrier = CARRIERS[rule.form]!;
      const size = rule.times === 1 ? rule.limit + 1 : rule.limit * 20;
      const res = await call(t.app, {
        method: 'POST',
        url: carrier.url,
        payload: overLimit(carrier.body(), carrier.at, rule, size),
        headers: carrier.member ? bearer(token) : {},
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.fields).toEqual({ [`${carrier.at}/${rule.path.join('/')}`]: rule.message });
    },
  );
});

describe('a size staff publish', () => {
  it('answers the published message, whether the form or the route schema refuses first', async () => {
    const files = structuredClone(baselineFiles());
    const pin = (files['defs/address.json']!.properties as any).pin;
    Object.assign(pin, { maxLength: 8 });
    pin.errorMessage.maxLength = 'PIN code can have at most 8 characters.';
    expect(t.app.liveForms.apply(files, 1)).toEqual([]);
    for (const length of [9, 11, 200]) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/business',
        payload: createBusiness({ businessAddress: [createAddress({ pin: '1'.repeat(length) })] }),
        headers: bearer(token),
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toMatchObject({
        '/businessAddress/0/pin': 'PIN code can have at most 8 characters.',
      });
    }
  });
});
