import type { StudioArea } from '../../shared/staff-roles';

/** Who may call a Studio route: anyone, any staff member, or staff whose role has the area. */
export type StudioAccess = 'public' | 'any' | StudioArea;

/**
 * Every /api/studio route and who may call it, checked by one hook for all of them
 * (`studioAccess`). A route missing here answers 404 to everyone: forgetting an entry closes the
 * route rather than opening it, and the permission matrix test fails until it is added.
 */
export const STUDIO_ACCESS: Record<`${string} /api/studio/${string}`, StudioAccess> = {
  'POST /api/studio/session': 'public',
  'GET /api/studio/me': 'any',

  'GET /api/studio/forms': 'forms',
  'POST /api/studio/check': 'forms',
  'POST /api/studio/preview': 'forms',
  'POST /api/studio/impact': 'forms',
  'POST /api/studio/publish': 'forms',
  'GET /api/studio/versions': 'forms',
  'POST /api/studio/versions/:id/rollback': 'forms',

  'GET /api/studio/members': 'members',
  'GET /api/studio/members/count': 'members',
  'GET /api/studio/members/export': 'members',
  'POST /api/studio/members/export-link': 'members',
  // The link is its own proof: the route checks its signature, its maker's role and its one use.
  'GET /api/studio/members/export-file': 'public',
  'GET /api/studio/members/:id': 'members',
  // Who opens far more directory listings than the median member; each one named is audited.
  'GET /api/studio/directory/heavy-viewers': 'members',
  // Referrals given and won per month and group: figures, no member named; the CSV is audited.
  'GET /api/studio/referrals': 'members',
  'GET /api/studio/referrals.csv': 'members',

  'GET /api/studio/staff': 'staff',
  'PUT /api/studio/staff/:phone': 'staff',
  'DELETE /api/studio/staff/:phone': 'staff',

  'GET /api/studio/audit': 'audit',

  'GET /api/studio/requests': 'requests',
  'GET /api/studio/requests/:id': 'requests',
  'POST /api/studio/requests/:id/reply': 'requests',
};
