import type { StaffRole, StudioArea } from './staff-roles';

/** What the Studio's staff API answers; kept apart from the form-editing types of studio-types. */

/** `GET /api/studio/me`: who the token names and what their role lets them use now. */
export interface StaffMe {
  phone: string;
  role: StaffRole;
  areas: StudioArea[];
}

/** One person on staff; `bootstrap` phones come from STAFF_PHONES and cannot be changed here. */
export interface StaffEntry {
  phone: string;
  role: StaffRole;
  bootstrap: boolean;
  addedBy: string | null;
  since: string | null;
}

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  actorRole: StaffRole | null;
  action: AuditAction;
  subject: string | null;
  /** The member a `member-viewed` entry looked at, by name, while they are still a member. */
  subjectName: string | null;
  details: Record<string, unknown> | null;
  ip: string;
}

/** A keyset page: `next` is the cursor of the following page, null on the last. */
export interface Page<T> {
  items: T[];
  next: string | null;
}
