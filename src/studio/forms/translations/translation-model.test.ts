import { describe, expect, it } from 'vitest';
import type { StudioForms } from '@/shared/api/answers';
import { t } from '@/i18n/texts';
import { studioItems } from '../studio-items';
import {
  draftEnglish,
  keysOf,
  listSourcesOf,
  problemsByKey,
  withTranslation,
} from './translation-model';

const english = {
  'otp.title': 'Enter the OTP',
  'defs/business.json#/properties/businessName/title': 'Business Name',
  'business.ui.json#/ui:submitButtonOptions/submitText': 'Save',
};
const order = Object.keys(english);

describe('translation model', () => {
  it('gives a form its own and its parts’ texts, a part its own, a language the catalogue', () => {
    const data = {
      files: {
        'business.ui.json': { baseline: null, live: {} },
        'defs/business.json': { baseline: null, live: {} },
        'i18n/hi.json': { baseline: null, live: {} },
      },
      forms: { business: { files: ['business.ui.json', 'defs/business.json'] } },
      english,
    } as unknown as StudioForms;
    const [form, part, hindi] = studioItems(data, t);
    expect(keysOf(form!, data)).toEqual([order[1], order[2]]);
    expect(keysOf(part!, data)).toEqual([order[1]]);
    expect(keysOf(hindi!, data)).toEqual(['otp.title']);
  });

  it('gives a form and a part the catalogue labels of the lists their UI offers, countries aside', () => {
    const lists = {
      'lists.category.retail': 'Retail',
      'lists.subCategory.grocery': 'Grocery',
      'lists.entityType.soleProprietorship': 'Sole Proprietorship',
      'lists.region.west': 'West',
    };
    const data = {
      files: {
        'business.ui.json': {
          baseline: null,
          live: {
            country: { 'ui:options': { source: 'countries' } },
            entityType: { 'ui:options': { source: 'entityTypes' } },
            businessCategory: { 'ui:options': { source: 'categories' } },
            addresses: { items: { subCategory: { 'ui:options': { source: 'subCategories' } } } },
          },
        },
        'defs/group.ui.json': { baseline: null, live: { 'ui:options': { source: 'regions' } } },
        'i18n/hi.json': { baseline: null, live: {} },
      },
      forms: { business: { files: ['business.ui.json'] } },
      english: { ...english, ...lists },
    } as unknown as StudioForms;
    const [form, part] = studioItems(data, t);
    expect(keysOf(form!, data)).toEqual([
      'business.ui.json#/ui:submitButtonOptions/submitText',
      'lists.category.retail',
      'lists.subCategory.grocery',
      'lists.entityType.soleProprietorship',
    ]);
    expect(listSourcesOf(form!, data)).toContain('countries');
    expect(keysOf(part!, data)).toEqual(['lists.region.west']);
  });

  it('reads the English from the drafts of the form files and of the English catalogue', () => {
    const current = draftEnglish(english, {
      'i18n/en.json': JSON.stringify({ 'otp.title': 'Type the code' }),
      'defs/business.json': JSON.stringify({ properties: { businessName: { title: 'Firm' } } }),
      'business.ui.json': '{ broken',
    });
    expect(current).toEqual({
      'otp.title': 'Type the code',
      'defs/business.json#/properties/businessName/title': 'Firm',
      'business.ui.json#/ui:submitButtonOptions/submitText': 'Save',
    });
  });

  it('sets a translation in the English’s key order, and removes an emptied one', () => {
    const file = { [order[2]!]: { text: 'सहेजें', en: 'Save' } };
    const added = withTranslation(file, 'otp.title', 'OTP डालें', 'Enter the OTP', order);
    expect(Object.keys(added)).toEqual(['otp.title', order[2]]);
    expect(withTranslation(added, 'otp.title', '', 'Enter the OTP', order)).toEqual(file);
  });

  it('finds a problem by the key its pointer escapes', () => {
    const found = problemsByKey(
      [
        {
          file: 'i18n/hi.json',
          pointer: '/defs~1business.json#~1properties~1businessName~1title',
          message: 'bad',
        },
        { file: 'i18n/hi.json', pointer: '', message: 'incomplete' },
        { file: 'i18n/ta.json', pointer: '/otp.title', message: 'other language' },
      ],
      'hi',
    );
    expect(found.forKey(order[1]!)).toEqual(['bad']);
    expect(found.forKey('otp.title')).toEqual([]);
    expect(found.whole).toEqual(['incomplete']);
  });
});
