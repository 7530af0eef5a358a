import { describe, expect, it } from 'vitest';
import { applyFieldEdit, type FileTexts } from './field-edits';
import { formLayers, listFields, readFields } from './field-model';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Two forms sharing a part, as schemas/ has them: the business forms and defs/business.json. */
const baseline: FileTexts = {
  'defs/business.json': json({
    type: 'object',
    properties: {
      businessName: { title: 'Business Name', type: 'string', maxLength: 150 },
      specialities: { title: 'Specialities', type: 'string', maxLength: 1000 },
      interests: { title: 'Interests', type: 'string', maxLength: 1000 },
      phone: { $ref: 'phone.json' },
      businessAddress: {
        title: 'Business Address',
        type: 'array',
        items: { $ref: 'address.json' },
      },
    },
    required: ['businessName', 'interests'],
    errorMessage: { required: { businessName: 'Business name is required.' } },
  }),
  'defs/address.json': json({
    type: 'object',
    properties: {
      city: { title: 'City', type: 'string', maxLength: 100 },
      businessLandline: { title: 'Landline', type: 'string', maxLength: 20 },
    },
    required: ['city'],
  }),
  'defs/phone.json': json({ title: 'Phone', type: 'string', maxLength: 20 }),
  'defs/business.ui.json': json({ specialities: { 'ui:widget': 'textarea' } }),
  'business.schema.json': json({
    title: 'Business',
    allOf: [{ $ref: 'defs/business.json' }],
    properties: { businessAddress: { items: { required: ['businessLandline'] } } },
    required: ['specialities'],
  }),
  'business.ui.json': json({
    $ref: 'defs/business.ui.json',
    'ui:order': ['businessName', 'specialities', '*'],
    businessName: { 'ui:placeholder': 'Your business' },
  }),
  'wizard-business.schema.json': json({ allOf: [{ $ref: 'defs/business.json' }] }),
  'wizard-business.ui.json': json({ $ref: 'business.ui.json' }),
};

const parsed = (texts: FileTexts) =>
  Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [
      path,
      JSON.parse(text) as Record<string, unknown>,
    ]),
  );
const fields = (texts: FileTexts, form: string) =>
  readFields(formLayers(parsed(texts), `${form}.schema.json`, `${form}.ui.json`));
const field = (texts: FileTexts, form: string, name: string) =>
  fields(texts, form).find((f) => f.name === name)!;
const edit = (texts: FileTexts, form: string, change: Parameters<typeof applyFieldEdit>[3]) => {
  const changed = applyFieldEdit(texts, `${form}.schema.json`, `${form}.ui.json`, change);
  return { changed, texts: { ...texts, ...changed } };
};

describe('fields view edits', () => {
  it('reads a label from the shared part it is written in', () => {
    const name = field(baseline, 'business', 'businessName');
    expect(name.title).toEqual({ value: 'Business Name', file: 'defs/business.json' });
    expect(name.placeholder).toEqual({ value: 'Your business', file: 'business.ui.json' });
    expect(name.requiredMessage.value).toBe('Business name is required.');
    expect(field(baseline, 'business', 'phone').title.file).toBe('defs/phone.json');
    expect(name.required).toBe(true);
    expect(name.rules.maxLength.value.value).toBe(150);
  });

  it('changes a shared label in the part, so every form using it follows', () => {
    const { changed, texts } = edit(baseline, 'business', {
      kind: 'title',
      field: 'businessName',
      value: 'Company name',
    });
    expect(Object.keys(changed)).toEqual(['defs/business.json']);
    expect(field(texts, 'wizard-business', 'businessName').title.value).toBe('Company name');
    // Everything else in the file stays as written.
    expect(changed['defs/business.json']!.split('\n').length).toBe(
      baseline['defs/business.json']!.split('\n').length,
    );
  });

  it('sets a placeholder, a rule and its message', () => {
    let { texts } = edit(baseline, 'business', {
      kind: 'placeholder',
      field: 'specialities',
      value: 'What you do best',
    });
    ({ texts } = edit(texts, 'business', {
      kind: 'rule',
      field: 'specialities',
      rule: 'minLength',
      value: 3,
    }));
    ({ texts } = edit(texts, 'business', {
      kind: 'ruleMessage',
      field: 'specialities',
      rule: 'minLength',
      value: 'Say a little more.',
    }));
    const f = field(texts, 'business', 'specialities');
    expect(f.placeholder).toEqual({ value: 'What you do best', file: 'defs/business.ui.json' });
    expect(field(texts, 'wizard-business', 'specialities').placeholder.value).toBe(
      'What you do best',
    );
    expect(f.rules.minLength.value).toEqual({ value: 3, file: 'defs/business.json' });
    expect(f.rules.minLength.message.value).toBe('Say a little more.');
    ({ texts } = edit(texts, 'business', {
      kind: 'placeholder',
      field: 'specialities',
      value: '',
    }));
    expect(field(texts, 'business', 'specialities').placeholder.value).toBeUndefined();
  });

  it('makes a field optional and required again, with its message', () => {
    let { texts } = edit(baseline, 'business', {
      kind: 'required',
      field: 'interests',
      value: false,
    });
    expect(field(texts, 'business', 'interests').required).toBe(false);
    ({ texts } = edit(texts, 'business', { kind: 'required', field: 'interests', value: true }));
    ({ texts } = edit(texts, 'business', {
      kind: 'requiredMessage',
      field: 'interests',
      value: 'Tell us.',
    }));
    const f = field(texts, 'business', 'interests');
    expect(f.required).toBe(true);
    expect(f.requiredMessage.value).toBe('Tell us.');
    expect(JSON.parse(texts['business.schema.json']!).required).toContain('interests');
  });

  it('moves a field and adds a built field', () => {
    const before = fields(baseline, 'business').map((f) => f.name);
    let { texts } = edit(baseline, 'business', { kind: 'move', field: 'specialities', by: -1 });
    const after = fields(texts, 'business').map((f) => f.name);
    expect(after.indexOf('specialities')).toBe(before.indexOf('specialities') - 1);
    expect(JSON.parse(texts['business.ui.json']!)['ui:order'].at(-1)).toBe('*');
    ({ texts } = edit(texts, 'business', {
      kind: 'build',
      field: 'website',
      fieldKind: 'shortText',
      brief: { label: 'Website', required: false, settings: { maxLength: 200 } },
    }));
    const added = field(texts, 'business', 'website');
    expect(added).toMatchObject({
      title: { value: 'Website', file: 'business.schema.json' },
      required: false,
      settings: { maxLength: 200 },
    });
    expect(added.kind?.id).toBe('shortText');
    expect(added.rules.maxLength.value.value).toBe(200);
  });

  it("keeps a built field's purpose in its UI options, through a change of its settings", () => {
    let { texts } = edit(baseline, 'business', {
      kind: 'build',
      field: 'website',
      fieldKind: 'shortText',
      brief: {
        label: 'Website',
        required: false,
        settings: { maxLength: 200 },
        purpose: ' To link to your business online. ',
      },
    });
    const purpose = (t: FileTexts) =>
      JSON.parse(t['business.ui.json']!).website['ui:options'].purpose;
    expect(purpose(texts)).toBe('To link to your business online.');
    ({ texts } = edit(texts, 'business', {
      kind: 'settings',
      field: 'website',
      settings: { maxLength: 120 },
    }));
    expect(field(texts, 'business', 'website').settings).toMatchObject({ maxLength: 120 });
    expect(purpose(texts)).toBe('To link to your business online.');
  });

  it("edits the fields of a list's items (the business addresses)", () => {
    const scope = { list: 'businessAddress' };
    const layers = (texts: FileTexts) =>
      formLayers(parsed(texts), 'business.schema.json', 'business.ui.json', scope);
    expect(
      listFields(formLayers(parsed(baseline), 'business.schema.json', 'business.ui.json')),
    ).toEqual(['businessAddress']);
    const items = readFields(layers(baseline));
    expect(items.map((f) => [f.name, f.required])).toEqual([
      ['city', true],
      ['businessLandline', true],
    ]);
    let changed = applyFieldEdit(
      baseline,
      'business.schema.json',
      'business.ui.json',
      {
        kind: 'placeholder',
        field: 'city',
        value: 'Pune',
      },
      scope,
    );
    let texts = { ...baseline, ...changed };
    changed = applyFieldEdit(
      texts,
      'business.schema.json',
      'business.ui.json',
      {
        kind: 'title',
        field: 'city',
        value: 'Town',
      },
      scope,
    );
    texts = { ...texts, ...changed };
    expect(Object.keys(changed)).toEqual(['defs/address.json']);
    const city = readFields(layers(texts))[0]!;
    expect(city.placeholder).toEqual({ value: 'Pune', file: 'business.ui.json' });
    expect(city.title.value).toBe('Town');
    changed = applyFieldEdit(
      texts,
      'business.schema.json',
      'business.ui.json',
      { kind: 'move', field: 'businessLandline', by: -1 },
      scope,
    );
    texts = { ...texts, ...changed };
    expect(readFields(layers(texts)).map((f) => f.name)).toEqual(['businessLandline', 'city']);
  });
});

describe('built fields', () => {
  const withLanguages: FileTexts = {
    ...baseline,
    'i18n/en.json': JSON.stringify({
      'studio.kinds.required': 'Please answer this question.',
      'studio.kinds.other': 'Other (please say)',
      'studio.kinds.otherText': 'Please say',
      'studio.kinds.oneChoice.invalid': 'Choose one of the choices.',
      'studio.kinds.text.tooLong': 'Use at most {max} characters.',
    }),
    'i18n/hi.json': JSON.stringify({
      'studio.kinds.otherText': { text: 'कृपया बताएँ', en: 'Please say' },
    }),
  };
  const build = (texts: FileTexts) => {
    const changed = applyFieldEdit(texts, 'business.schema.json', 'business.ui.json', {
      kind: 'build',
      field: 'sector',
      fieldKind: 'oneChoice',
      brief: {
        label: 'Sector',
        required: true,
        settings: { choices: [{ value: 'retail', label: 'Retail' }], other: true },
      },
    });
    return { ...texts, ...changed };
  };

  /** A draft that takes edits one after another, as the Studio applies them. */
  const draftOf = (start: FileTexts) => {
    let texts = start;
    return {
      edit(change: Parameters<typeof applyFieldEdit>[3]) {
        texts = {
          ...texts,
          ...applyFieldEdit(texts, 'business.schema.json', 'business.ui.json', change),
        };
      },
      texts: () => texts,
    };
  };
  const yesNo = {
    kind: 'build',
    field: 'exports',
    fieldKind: 'yesNo',
    brief: { label: 'Exports', required: false, settings: {} },
  } as const;

  it('opens a required text box for "Other (please say)", shown while Other is picked', () => {
    const texts = build(withLanguages);
    const other = fields(texts, 'business').find((f) => f.name === 'sectorOther')!;
    expect(other).toMatchObject({
      required: true,
      showWhen: { field: 'sector', values: ['other'] },
      title: { value: 'Please say' },
    });
    // Its label is written in every language the draft holds, keyed by its place.
    const hindi = JSON.parse(texts['i18n/hi.json']!) as Record<string, { text: string }>;
    expect(
      Object.entries(hindi).find(([key]) => key.endsWith('/sectorOther/title'))?.[1].text,
    ).toBe('कृपया बताएँ');
  });

  it('retires a required field: no longer required, marked retired, asked again on restore', () => {
    let texts = build(withLanguages);
    texts = {
      ...texts,
      ...applyFieldEdit(texts, 'business.schema.json', 'business.ui.json', {
        kind: 'retire',
        field: 'sector',
      }),
    };
    expect(field(texts, 'business', 'sector')).toMatchObject({ required: false, retired: true });
    texts = {
      ...texts,
      ...applyFieldEdit(texts, 'business.schema.json', 'business.ui.json', {
        kind: 'restore',
        field: 'sector',
      }),
    };
    expect(field(texts, 'business', 'sector').retired).toBe(false);
  });

  it("places a follow-up right after the question it depends on, and Other's box after its field", () => {
    const draft = draftOf(build(withLanguages));
    draft.edit(yesNo);
    draft.edit({
      kind: 'build',
      field: 'notes',
      fieldKind: 'shortText',
      brief: { label: 'Notes', required: false, settings: {} },
    });
    draft.edit({
      kind: 'build',
      field: 'markets',
      fieldKind: 'shortText',
      brief: { label: 'Markets', required: true, settings: {} },
      showWhen: { field: 'exports', values: [true] },
    });
    const names = fields(draft.texts(), 'business').map((f) => f.name);
    expect(names.slice(names.indexOf('sector'), names.indexOf('sector') + 2)).toEqual([
      'sector',
      'sectorOther',
    ]);
    expect(names.slice(names.indexOf('exports'), names.indexOf('exports') + 3)).toEqual([
      'exports',
      'markets',
      'notes',
    ]);
  });

  it('moves a field onto an answer and back, required where it goes, its translations with it', () => {
    const draft = draftOf(withLanguages);
    draft.edit(yesNo);
    draft.edit({
      kind: 'build',
      field: 'notes',
      fieldKind: 'shortText',
      brief: { label: 'Notes', required: true, settings: { maxLength: 40 } },
    });
    const hindiKeys = () =>
      Object.keys(JSON.parse(draft.texts()['i18n/hi.json']!) as object).filter((k) =>
        k.includes('/notes/'),
      );
    expect(hindiKeys()).toContain('business.schema.json#/properties/notes/errorMessage/maxLength');

    draft.edit({ kind: 'showWhen', field: 'notes', when: { field: 'exports', values: [true] } });
    expect(field(draft.texts(), 'business', 'notes')).toMatchObject({
      showWhen: { field: 'exports', values: [true] },
      required: true,
    });
    const schema = JSON.parse(draft.texts()['business.schema.json']!) as Record<string, any>;
    expect(schema.properties.notes).toBeUndefined();
    expect(schema.required).not.toContain('notes');
    expect(hindiKeys()).toEqual([
      expect.stringMatching(
        /^business\.schema\.json#\/allOf\/\d+\/then\/properties\/notes\/errorMessage\/maxLength$/,
      ),
    ]);

    draft.edit({ kind: 'showWhen', field: 'notes', when: undefined });
    expect(field(draft.texts(), 'business', 'notes')).toMatchObject({
      showWhen: undefined,
      required: true,
    });
    expect(hindiKeys()).toContain('business.schema.json#/properties/notes/errorMessage/maxLength');
  });
});
