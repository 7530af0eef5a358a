/**
 * What the server's own code reads from each form, so staff cannot remove these fields or make
 * them optional: users' NOT NULL columns (src/server/db/migrations), the phone a sign-in or the
 * wizard verifies, the password sign-up hashes, businesses.business_name, and the OTP the code
 * step sends.
 */
const PERSON = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'groupNumber',
  'groupName',
  'region',
] as const;

export const SERVER_FIELDS = {
  login: ['phone'],
  otp: ['otp'],
  'wizard-phone': ['phone'],
  'sign-up': [...PERSON, 'password'],
  profile: PERSON,
  'wizard-profile': PERSON,
  business: ['businessName'],
  'wizard-business': ['businessName'],
} as const satisfies Record<string, readonly string[]>;

/** Forms saved as a JSON document, so a field staff add is stored without a migration. */
export const DOCUMENT_FORMS = new Set(['business', 'wizard-business']);

/** Forms saved into the users table's fixed columns. */
export const PROFILE_FORMS = new Set(['sign-up', 'profile', 'wizard-profile']);

/** What a new field may be, and the longest text one may hold (the route shape's bound). */
export const NEW_FIELD_TYPES = ['string', 'number', 'integer', 'boolean'];
export const NEW_FIELD_MAX_LENGTH = 2000;
