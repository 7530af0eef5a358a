import { describe, expect, it } from 'vitest';
import { applyOtherCategory, restoreOtherCategory } from './business';

describe('applyOtherCategory', () => {
  it('puts the custom text into the category when the category is other', () => {
    expect(
      applyOtherCategory({
        businessName: 'A',
        businessCategory: 'other',
        otherBusinessCategory: '  Pottery ',
      }),
    ).toEqual({
      businessName: 'A',
      businessCategory: 'Pottery',
    });
  });

  it('keeps a listed category and drops a leftover custom text', () => {
    expect(
      applyOtherCategory({ businessCategory: 'Retail', otherBusinessCategory: 'stale' }),
    ).toEqual({
      businessCategory: 'Retail',
    });
  });

  it('does not change the object it is given', () => {
    const input = { businessCategory: 'other', otherBusinessCategory: 'Pottery' };
    applyOtherCategory(input);
    expect(input).toEqual({ businessCategory: 'other', otherBusinessCategory: 'Pottery' });
  });
});

describe('restoreOtherCategory', () => {
  const listed = ['Retail', 'Services', 'other'];

  it('opens a category not in the list as Other with the custom text', () => {
    expect(
      restoreOtherCategory({ businessName: 'A', businessCategory: 'Pottery' }, listed),
    ).toEqual({
      businessName: 'A',
      businessCategory: 'other',
      otherBusinessCategory: 'Pottery',
    });
  });

  it('leaves a listed category, an unsaved Other and a missing category as they are', () => {
    const retail = { businessCategory: 'Retail', businessSubCategory: 'Clothing' };
    expect(restoreOtherCategory(retail, listed)).toBe(retail);
    const other = { businessCategory: 'other', otherBusinessCategory: 'Pottery' };
    expect(restoreOtherCategory(other, listed)).toBe(other);
    expect(
      restoreOtherCategory<{ businessName: string; businessCategory?: string }>(
        { businessName: 'A' },
        listed,
      ),
    ).toEqual({ businessName: 'A' });
    expect(restoreOtherCategory({ businessCategory: '' }, listed)).toEqual({
      businessCategory: '',
    });
  });

  it('round-trips with applyOtherCategory', () => {
    const form = { businessCategory: 'other', otherBusinessCategory: 'Pottery' };
    expect(restoreOtherCategory(applyOtherCategory(form), listed)).toEqual(form);
  });
});
