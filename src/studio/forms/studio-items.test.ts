import { describe, expect, it } from 'vitest';
import { t } from '@/i18n/texts';
import { changedFromBaseline, studioItems } from './studio-items';
import type { StudioForms } from '@/shared/api/answers';

const data: StudioForms = {
  version: null,
  baselineHash: 'abc',
  files: {
    'business.schema.json': { baseline: { a: 1 }, live: { a: 1 } },
    'business.ui.json': { baseline: {}, live: {} },
    'defs/business.json': { baseline: { t: 'A' }, live: { t: 'B' } },
    'defs/group.ui.json': { baseline: {}, live: {} },
    'i18n/en.json': { baseline: { 'otp.title': 'Verify' }, live: { 'otp.title': 'Verify' } },
    'i18n/mr.json': { baseline: null, live: {} },
  },
  forms: {
    business: { files: ['business.schema.json', 'business.ui.json', 'defs/business.json'] },
  },
  english: { 'otp.title': 'Verify' },
  languages: [{ language: 'mr', texts: 1, translated: 0, missing: 1, stale: 0 }],
};

describe('studioItems', () => {
  it('lists forms with their files, then shared parts with the forms they reach', () => {
    const items = studioItems(data, t);
    expect(items.map((i) => i.id)).toEqual([
      'form:business',
      'part:defs/business.json',
      'part:defs/group.ui.json',
      'language:i18n/en.json',
      'language:i18n/mr.json',
    ]);
    expect(items[0]).toMatchObject({
      schemaFile: 'business.schema.json',
      uiFile: 'business.ui.json',
      files: ['business.schema.json', 'business.ui.json', 'defs/business.json'],
    });
    expect(items[1]).toMatchObject({ schemaFile: 'defs/business.json', forms: ['business'] });
    expect(items[2]).toMatchObject({ schemaFile: undefined, forms: [] });
  });
  it('names forms and parts as the office does, with the screens members see them on', () => {
    const items = studioItems(data, t);
    expect(items.map((i) => [i.label, i.screens.map((s) => t(s))])).toEqual([
      ['Business (add and edit)', ['Add business', 'Edit business']],
      ['Shared: business fields', ['Add business', 'Edit business']],
      ['Shared look: group', []],
      ['English (en)', []],
      ['Marathi (mr)', []],
    ]);
  });
  it('lists each language file as a language that reaches every form, not as a part', () => {
    const languages = studioItems(data, t).filter((i) => i.kind === 'language');
    expect(languages.map((i) => [i.id, i.label, i.files, i.forms])).toEqual([
      ['language:i18n/en.json', 'English (en)', ['i18n/en.json'], ['business']],
      ['language:i18n/mr.json', 'Marathi (mr)', ['i18n/mr.json'], ['business']],
    ]);
    expect(languages.every((i) => i.schemaFile === undefined)).toBe(true);
    expect(changedFromBaseline(data, languages[1]!)).toBe(true);
  });
  it('marks a form live-changed when a part it builds on was published', () => {
    const [form, part, ui] = studioItems(data, t);
    expect(changedFromBaseline(data, form!)).toBe(true);
    expect(changedFromBaseline(data, part!)).toBe(true);
    expect(changedFromBaseline(data, ui!)).toBe(false);
  });
});
