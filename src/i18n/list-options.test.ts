import { afterEach, describe, expect, it } from 'vitest';
import { installEnglishTexts, installTexts } from '@/testing/texts';
import { currentTexts } from './texts';
import { listKey, listOption } from './list-options';

afterEach(() => installEnglishTexts());

describe('listKey', () => {
  it('makes a key of the stored English, in camelCase after the list', () => {
    expect(listKey('lists.entityType.', 'Sole Proprietorship')).toBe(
      'lists.entityType.soleProprietorship',
    );
    expect(listKey('lists.entityType.', 'Limited Liability Partnership (LLP)')).toBe(
      'lists.entityType.limitedLiabilityPartnershipLlp',
    );
    expect(listKey('lists.category.', 'Wholesale & Distribution')).toBe(
      'lists.category.wholesaleDistribution',
    );
    expect(listKey('lists.subCategory.', 'FMCG')).toBe('lists.subCategory.fmcg');
    expect(listKey('lists.region.', 'North-East')).toBe('lists.region.northEast');
  });

  it('reads a value however it is cased, and has no key for one without Latin letters', () => {
    expect(listKey('lists.region.', ' north-EAST ')).toBe('lists.region.northEast');
    expect(listKey('lists.region.', 'पश्चिम')).toBeUndefined();
  });
});

describe('listOption', () => {
  it('labels a stored value in the page language and keeps the English as a keyword', () => {
    installTexts('hi');
    expect(listOption(currentTexts(), 'lists.category.', 'Retail')).toEqual({
      value: 'Retail',
      label: 'खुदरा व्यापार (रिटेल)',
      keywords: ['Retail'],
    });
    installTexts('ta');
    expect(listOption(currentTexts(), 'lists.region.', 'West')).toEqual({
      value: 'West',
      label: 'மேற்கு',
      keywords: ['West'],
    });
  });

  it('shows a value the catalogue does not name as stored (a region an office imported)', () => {
    installTexts('hi');
    expect(listOption(currentTexts(), 'lists.region.', 'Konkan Coast')).toEqual({
      value: 'Konkan Coast',
      label: 'Konkan Coast',
    });
    expect(listOption(currentTexts(), 'lists.region.', 'पश्चिम')).toEqual({
      value: 'पश्चिम',
      label: 'पश्चिम',
    });
  });

  it('reads English as stored, with no keyword to repeat it', () => {
    expect(listOption(currentTexts(), 'lists.entityType.', 'Sole Proprietorship')).toEqual({
      value: 'Sole Proprietorship',
      label: 'Sole Proprietorship',
    });
  });
});
