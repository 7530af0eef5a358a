// @vitest-environment node
/**
 * Each kind of field the Studio builds: its settings read back from the files it writes, and its
 * samples answered alike by the browser's precompiled validator and the server's runtime one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { compileForm } from '../../src/form-engine/compile';
import { checkFiles } from '../../src/form-engine/check';
import { baselineFiles } from '../../src/form-engine/form-files';
import {
  FIELD_KINDS,
  kindOfUi,
  type FieldSettings,
  type KindId,
} from '../../src/shared/field-kinds';
import { gstinCheckCharacter, isGstin } from '../../src/shared/validation/gstin-rule';
import { createBusiness } from '../fixtures/forms';
import { browserValidators, serverErrors } from '../helpers/browser-validator';
import { sayEnglish, withBuiltFields } from '../helpers/built-form';

const { moduleErrors, dispose } = browserValidators();
afterAll(dispose);

const CHOICES = [
  { value: 'retail', label: 'Retail' },
  { value: 'services', label: 'Services' },
];

/** Settings beyond the defaults, so reading back has something to prove. */
const SET: Record<KindId, FieldSettings> = {
  shortText: { minLength: 2, maxLength: 80 },
  longText: { maxLength: 1500 },
  number: { whole: false, minimum: 0, maximum: 99.5 },
  yesNo: {},
  oneChoice: { choices: CHOICES, retired: ['services'], other: true },
  // At most as many as there are choices reads back as no limit: it is the same rule.
  severalChoices: { choices: CHOICES, retired: [], other: true, minItems: 2, maxItems: 2 },
  date: { earliest: '1950-01-01', notInFuture: true },
  email: {},
  phone: {},
  webAddress: {},
  gstin: {},
  pan: {},
  pinCode: {},
  ifsc: {},
  udyam: {},
};

const sampleSettings = (id: KindId): FieldSettings =>
  id === 'oneChoice' || id === 'severalChoices' ? { choices: CHOICES } : {};

describe.each(FIELD_KINDS.map((kind) => [kind.id, kind] as const))('%s', (id, kind) => {
  it('reads back the settings it was built with, and is known by its UI', () => {
    const fragment = kind.build({ label: 'Q', required: false, settings: SET[id] }, sayEnglish);
    expect(kind.read(fragment.schema, fragment.ui)).toEqual(SET[id]);
    expect(kindOfUi(fragment.ui)).toBe(kind);
    expect(fragment.schema.title).toBe('Q');
  });

  it('says every message in the English of the catalogue, each by its key', () => {
    const fragment = kind.build({ label: 'Q', required: false, settings: SET[id] }, sayEnglish);
    expect(Object.keys(fragment.texts).length).toBeGreaterThan(0);
    for (const [pointer, { key, values }] of Object.entries(fragment.texts)) {
      const at = pointer
        .split('/')
        .slice(1)
        .reduce<any>((node, step) => node?.[step], fragment.schema);
      expect(at).toBe(sayEnglish(key, values));
    }
  });

  it('passes every check a form must pass to be published, on every stored form', () => {
    let files = withBuiltFields([{ name: 'q', kind: id, required: true, settings: SET[id] }]);
    for (const form of ['sign-up', 'profile', 'wizard-profile', 'wizard-business'])
      files = withBuiltFields([{ name: 'q', kind: id, settings: SET[id] }], form, files);
    expect(checkFiles(files, { baseline: baselineFiles() })).toEqual([]);
  });

  it('has its samples answered alike in the browser and on the server', async () => {
    const files = withBuiltFields([{ name: 'q', kind: id, settings: sampleSettings(id) }]);
    const form = compileForm(files, 'business');
    const browser = await moduleErrors(form);
    const base = createBusiness();
    for (const [answers, refused] of [
      [kind.samples.valid, false],
      [kind.samples.invalid, true],
    ] as const) {
      for (const answer of answers) {
        const data = { ...base, q: answer };
        const server = serverErrors(form, data);
        expect(browser(data), JSON.stringify(answer)).toEqual(server);
        const atQ = Object.keys(server).some((p) => p === '/q' || p.startsWith('/q/'));
        expect(atQ, JSON.stringify(answer)).toBe(refused);
      }
    }
  });
});

describe('GSTIN', () => {
  it('says what is wrong: the shape, or the check character', async () => {
    const form = compileForm(withBuiltFields([{ name: 'q', kind: 'gstin' }]), 'business');
    const browser = await moduleErrors(form);
    const said = (answer: string) => {
      const data = { ...createBusiness(), q: answer };
      expect(browser(data)).toEqual(serverErrors(form, data));
      return serverErrors(form, data)['/q'];
    };
    expect(said('27AAPFU0939F1ZW')).toBe(sayEnglish('studio.kinds.gstin.checkCharacter'));
    expect(said('27AAPFU0939F1Z')).toBe(sayEnglish('studio.kinds.gstin.invalid'));
    expect(said('99AAPFU0939F1ZV')).toBe(sayEnglish('studio.kinds.gstin.invalid'));
  });

  it('takes a real GSTIN and refuses it with another check character', () => {
    expect(isGstin('27AAPFU0939F1ZV')).toBe(true);
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUWXYZ0123456789')
      expect(isGstin(`27AAPFU0939F1Z${last}`)).toBe(false);
    // The widely copied example is not a real GSTIN: its check character would be C.
    expect(gstinCheckCharacter('22AAAAA0000A1Z')).toBe('C');
    expect(isGstin('22AAAAA0000A1Z5')).toBe(false);
    expect(isGstin('99AAPFU0939F1ZV')).toBe(false);
  });
});
