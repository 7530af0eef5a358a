import { describe, expect, it } from 'vitest';
import { fieldLabels, labelFor } from './field-labels';
import { formLayers, readFields } from './field-model';

const files = {
  'business.schema.json': {
    properties: {
      logo: { title: 'Business Logo' },
      city: { $ref: 'defs/city.json' },
      tagline: { title: 'Tagline' },
      fax: {},
    },
  },
  'defs/city.json': { type: 'string', title: 'City' },
};

describe("a field's label in the Studio's language", () => {
  it('reads the translation kept where the label is written, a shared part’s included', () => {
    const form = formLayers(files, 'business.schema.json', undefined);
    const tamil = JSON.stringify({
      'business.schema.json#/properties/logo/title': { text: 'தொழில் லோகோ', en: 'Business Logo' },
      'defs/city.json#/title': { text: 'நகரம்', en: 'City' },
    });
    expect(Object.fromEntries(fieldLabels(form, readFields(form), tamil))).toEqual({
      logo: 'தொழில் லோகோ',
      city: 'நகரம்',
      tagline: 'Tagline',
      fax: 'fax',
    });
  });

  it('keeps the English for English, and for a language file the draft has broken', () => {
    const form = formLayers(files, 'business.schema.json', undefined);
    expect(fieldLabels(form, readFields(form), undefined).get('logo')).toBe('Business Logo');
    expect(fieldLabels(form, readFields(form), '{ "broken').get('logo')).toBe('Business Logo');
  });

  it('takes a translation only when it was made from the label as it reads now', () => {
    expect(labelFor('Business Logo', 'logo', { text: 'லோகோ', en: 'Business Logo' })).toBe('லோகோ');
    // Renamed since it was translated: the Tamil may name what the field asked before.
    expect(labelFor('WhatsApp number', 'fax', { text: 'ஃபேக்ஸ்', en: 'Fax' })).toBe(
      'WhatsApp number',
    );
    expect(labelFor('Tagline', 'tagline', { text: ' ', en: 'Tagline' })).toBe('Tagline');
    expect(labelFor(undefined, 'fax', undefined)).toBe('fax');
  });
});
