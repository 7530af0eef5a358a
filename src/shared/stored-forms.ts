/**
 * Forms whose answers are stored, so staff may add fields to them: a business is a JSON document,
 * and a member's profile keeps the answers to added fields in a document beside its fixed columns
 * (`users.answers`). Login and the code steps store nothing.
 */
export const STORED_FORMS = new Set([
  'business',
  'wizard-business',
  'sign-up',
  'profile',
  'wizard-profile',
  // A referral keeps the answers to added fields beside its columns (`referrals.answers`).
  'referral',
]);

/** The forms whose added fields are kept beside the users table's fixed columns. */
export const PROFILE_FORMS = new Set(['sign-up', 'profile', 'wizard-profile']);
