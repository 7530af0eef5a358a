import { describe, expect, it } from 'vitest';
import { applyOtherCategory } from './business';

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
