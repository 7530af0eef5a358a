/** The category value that reveals the free-text category field (§3, §9). */
export const OTHER_CATEGORY = 'other';

export interface CategoryFields {
  businessCategory?: string;
  otherBusinessCategory?: string;
}

/**
 * On save, a business in the "other" category takes the member's own category text as its
 * category (§3); the helper field itself is not kept.
 */
export function applyOtherCategory<T extends CategoryFields>(
  business: T,
): Omit<T, 'otherBusinessCategory'> {
  const { otherBusinessCategory, ...rest } = business;
  if (business.businessCategory !== OTHER_CATEGORY) return rest;
  return { ...rest, businessCategory: (otherBusinessCategory ?? '').trim() };
}
