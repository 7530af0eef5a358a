/**
 * The Studio's own texts, kept beside it so members' pages do not download them with the
 * product's catalogue.
 */
/** The Form Studio's sign-in, for product staff (a phone in the staff list). */
export const STUDIO_SIGN_IN_TEXT = {
  title: 'Form Studio sign-in',
  hint: 'For product staff: use a phone on the staff list.',
  /** The server answers 404 to a phone not on the staff list, as to anything it does not know. */
  notStaff: 'This phone is not on the Studio’s staff list.',
  sessionEnded:
    'Your Studio session has ended, or this phone is no longer on the staff list. Sign in again.',
} as const;
