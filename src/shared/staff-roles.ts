/**
 * Staff roles and the Studio areas each may use. Isomorphic: the server checks a request's area
 * with it, and the Studio shows only the areas a role has.
 */
export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STUDIO_AREAS = ['forms', 'members', 'staff', 'audit', 'requests'] as const;
export type StudioArea = (typeof STUDIO_AREAS)[number];

const AREAS: Record<StaffRole, readonly StudioArea[]> = {
  admin: STUDIO_AREAS,
  // Forms and translations: the Studio as it was before roles.
  editor: ['forms'],
  // Members' data, read only; and members' requests, which they answer.
  viewer: ['members', 'requests'],
};

export const areasOf = (role: StaffRole): StudioArea[] => [...AREAS[role]];

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);
