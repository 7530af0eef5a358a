/** What the audit records; entries are never changed or deleted. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-refused',
  'refused',
  'member-viewed',
  'export',
  'publish',
  'rollback',
  'staff-added',
  'staff-role-changed',
  'staff-removed',
  'request-viewed',
  'request-answered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
