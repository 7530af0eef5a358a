import { LONGEST_TEXT } from '../shared/field-kinds/text-field';
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
  // The Studio's Requests list says what a concern is about and what it says.
  concern: ['topic', 'details'],
  // A referral's contact, need and warmth are columns of their own (migrations/referrals.ts).
  referral: ['contactName', 'contactPhone', 'need', 'warmth'],
} as const satisfies Record<string, readonly string[]>;

export { PROFILE_FORMS, STORED_FORMS } from '../shared/stored-forms';

/**
 * What a new field may be (a list is a list of picked choices), and the longest text one may hold
 * (the route shape's bound).
 */
export const NEW_FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array'];
export const NEW_FIELD_MAX_LENGTH = LONGEST_TEXT;
