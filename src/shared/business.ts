/** The category value that reveals the free-text category field; the list always offers it. */
export const OTHER_CATEGORY = 'other';

export interface CategoryFields {
  businessCategory?: string;
  otherBusinessCategory?: string;
}

/**
 * On save, a business in the "other" category takes the member's own category text as its
 * category; the helper field itself is not kept.
 */
export function applyOtherCategory<T extends CategoryFields>(
  business: T,
): Omit<T, 'otherBusinessCategory'> {
  const { otherBusinessCategory, ...rest } = business;
  if (business.businessCategory !== OTHER_CATEGORY) return rest;
  return { ...rest, businessCategory: (otherBusinessCategory ?? '').trim() };
}

/**
 * The inverse of `applyOtherCategory`, for editing: a stored category that is not one of the
 * `listed` categories is the member's own text, so the form opens with the category Other and that
 * text in the Other Business Category field.
 */
export function restoreOtherCategory<T extends CategoryFields>(
  business: T,
  listed: readonly string[],
): T {
  const category = business.businessCategory;
  if (typeof category !== 'string' || category.trim() === '') return business;
  if (category === OTHER_CATEGORY || listed.includes(category)) return business;
  return { ...business, businessCategory: OTHER_CATEGORY, otherBusinessCategory: category };
}
