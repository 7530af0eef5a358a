// @vitest-environment node
/**
 * The server compiles forms into a validator module the browser loads from our origin: evaluated
 * here as the browser would (an ES module given the runtime modules), it must answer as the
 * server's runtime validator does.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { compileForms } from '../../src/form-engine/compile';
import { baselineFiles } from '../../src/form-engine/form-files';
import { createLiveForms } from '../../src/form-engine/live-forms';
import type { FormFiles } from '../../src/form-engine/types';
import { readForm, setLiveForms } from '../../src/server/validation';
import { createAddress, createBusiness, validData } from '../fixtures/forms';
import { browserValidators, serverErrors as runtimeErrors } from '../helpers/browser-validator';

const { loadModule, moduleErrors, dispose } = browserValidators();
afterAll(dispose);

const withWebsite = (): FormFiles => {
  const files = structuredClone(baselineFiles()) as Record<string, any>;
  files['business.schema.json'].properties.website = {
    title: 'Website',
    type: 'string',
    maxLength: 30,
    pattern: '^https://',
    errorMessage: { pattern: 'Start the address with https://' },
  };
  // A field staff add says why it is kept (the privacy notice lists it).
  files['business.ui.json'].website = { 'ui:options': { purpose: 'To link to your business.' } };
  return files;
};

describe('compiled forms', () => {
  const forms = compileForms(baselineFiles());
  const business = forms.get('business')!;

  it('compiles every form, with the module hashed by its content', () => {
    expect([...forms.keys()]).toEqual([
      'business',
      'concern',
      'login',
      'otp',
      'profile',
      'referral',
      'sign-up',
      'wizard-business',
      'wizard-phone',
      'wizard-profile',
    ]);
    for (const form of forms.values()) {
      expect(form.moduleHash).toBe(
        createHash('sha256').update(form.moduleCode).digest('hex').slice(0, 20),
      );
      // Self-contained: everything it uses comes through the factory's argument.
      expect(form.moduleCode).not.toMatch(/\brequire\(|^import /m);
    }
    expect(business.fields.has('businessAddress')).toBe(true);
    expect(business.fields.has('otherBusinessCategory')).toBe(true);
    expect(forms.get('profile')!.phones).toEqual(['phone', 'alternatePhone']);
  });

  it('serves a module in the factory format that names what it requires', async () => {
    const module = await loadModule(business);
    expect(module.requires).toEqual(['formats', 'googleMapsUrl', 'ucs2length']);
    expect(typeof module.default).toBe('function');
  });

  it('answers like the runtime validator on the business form', async () => {
    const errorsOf = await moduleErrors(business);
    const inputs: unknown[] = [
      validData.business,
      {},
      createBusiness({ businessName: 'x'.repeat(151), businessCategory: 'other' }),
      createBusiness({
        businessAddress: [createAddress({ pin: '1', businessGoogleLocationUrl: 'https://x.y' })],
      }),
      createBusiness({ businessAddress: [] }),
      { businessAddress: 'x', businessName: 7 },
    ];
    const answers = inputs.map((input) => errorsOf(input));
    expect(answers).toEqual(inputs.map((input) => runtimeErrors(business, input)));
    expect(answers[0]).toEqual({});
    expect(answers.filter((a) => Object.keys(a).length > 0)).toHaveLength(5);
    expect(answers[3]).toMatchObject({
      '/businessAddress/0/pin': 'PIN code must be at least 4 characters.',
      '/businessAddress/0/businessGoogleLocationUrl': 'Must be a valid Google Maps location URL',
    });
  });

  it('compiles a draft field into both validators', async () => {
    const draft = compileForms(withWebsite()).get('business')!;
    expect(draft.moduleHash).not.toBe(business.moduleHash);
    const errorsOf = await moduleErrors(draft);
    const data = createBusiness({ website: 'http://sharma.in' });
    expect(errorsOf(data)).toEqual({ '/website': 'Start the address with https://' });
    expect(runtimeErrors(draft, data)).toEqual(errorsOf(data));
  });
});

describe('live forms', () => {
  it('applies a checked version, keeps serving older modules, and refuses what the baseline forbids', () => {
    const live = createLiveForms();
    const baselineHash = live.form('business').moduleHash;
    expect(live.version()).toBeNull();

    expect(live.apply(withWebsite(), 7)).toEqual([]);
    expect(live.version()).toBe(7);
    expect(live.form('business').fields.has('website')).toBe(true);
    expect(live.moduleCode(live.form('business').moduleHash)).toBe(
      live.form('business').moduleCode,
    );
    expect(live.moduleCode(baselineHash)).toBeDefined();

    const refused = structuredClone(baselineFiles()) as Record<string, any>;
    delete refused['login.schema.json'].properties.phone;
    expect(live.apply(refused, 8)).toContainEqual(
      expect.objectContaining({ message: '"phone" is read by the server and cannot be removed' }),
    );
    expect(live.version()).toBe(7);
    expect(live.has('nope')).toBe(false);
  });

  it('lets readForm keep a field staff added and drop what no form has', () => {
    const live = createLiveForms();
    live.apply(withWebsite(), 1);
    setLiveForms(live);
    try {
      const data = readForm('business', { ...validData.business, website: 'https://a.in', x: 1 });
      expect(data.website).toBe('https://a.in');
      expect(data).not.toHaveProperty('x');
    } finally {
      setLiveForms(createLiveForms());
    }
  });
});
