import { API_ERRORS } from './api-errors.ts';

/**
 * The product's fixed texts that are not part of a form schema: screen texts and the error
 * catalogue. Every screen and widget reads them from here so that no spec text is written twice.
 */
export const UI_TEXT = {
  searchPlaceholder: 'Search...',
  noOptions: 'No options found',
  uploadFailed: 'Upload unsuccessful!',
  uploading: 'Uploading…',
  chooseLogo: 'Choose logo',
  changeLogo: 'Change logo',
  loadingOptions: 'Loading…',
  searching: 'Searching…',
  logoPreview: 'Logo preview',
  /** Beside a submit pressed while the form is invalid (it stays disabled then; this says why). */
  fieldsNeedAttention: (count: number) =>
    count === 1 ? '1 field needs attention.' : `${count} fields need attention.`,
} as const;

/** A wait for the member to read: "42s", or "12 min 5s" (or "12 min") from a minute up. */
const waitTime = (seconds: number) => {
  if (seconds < 60) return `${seconds}s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest ? ` ${rest}s` : ''}`;
};

/** The OTP step's texts. */
export const OTP_TEXT = {
  title: 'Enter the OTP',
  sentTo: 'We sent a 6-digit code on WhatsApp to',
  back: 'Back',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  resend: 'Resend OTP',
  /** Under Send while the server refuses another code for now (a 429 with the seconds to wait). */
  sendIn: (seconds: number) => `You can request a new code in ${waitTime(seconds)}.`,
  resent: 'OTP resent successfully',
  verifying: 'Verifying OTP...',
  verified: 'OTP verified Successfully!',
  signingUp: 'OTP verified. Signing up...',
  processing: 'OTP verified. Processing...',
  incorrect: API_ERRORS.OTP_INCORRECT,
  failed: 'OTP verification failed',
  /** The provider's sign-in failed without saying why, or never answered. */
  authFailed: 'Authentication failed',
  /** The provider's script threw or could not load. */
  error: 'An error occurred',
  unavailable: API_ERRORS.OTP_UNAVAILABLE,
  /** The code was used up (5 wrong tries) or is too old: only a new one can be right. */
  expired: API_ERRORS.OTP_EXPIRED,
  /** Under the boxes while the server takes no code from this connection (a 429), counting down. */
  tryCodeIn: (seconds: number) =>
    `Too many requests. You can enter the code again in ${waitTime(seconds)}.`,
  /** Under "OTP service is currently unavailable": the code may still be right. */
  tryAgainSoon: 'Please enter the code again in a moment.',
} as const;

/**
 * The OTP resend countdown (60 s, the product's constant) until the server's own gap
 * (`otpResendSeconds` of `GET /api/v2/config`) has arrived, and the pause before the dashboard.
 */
export const OTP_RESEND_SECONDS = 60;
export const REDIRECT_DELAY_MS = 1500;

/**
 * The way on after a right code when sign-up or login is refused: the catalogue's message shows,
 * then this (USER_NOT_FOUND → sign up; USER_EXISTS → log in; otherwise a new code).
 */
export const NEXT_STEP_TEXT = {
  signUp: 'Sign up with this phone',
  logIn: 'Log in with this phone',
  newCode: 'Request a new code to try again.',
} as const;

/** Under the login and sign-up forms: the way to the other one. */
export const AUTH_SWITCH_TEXT = {
  newHere: 'New here?',
  signUp: 'Sign up',
  alreadyMember: 'Already a member?',
  logIn: 'Login',
} as const;

/** The dashboard's greeting and its ways on (the heading stays SCREEN_TEXT.dashboard). */
export const DASHBOARD_TEXT = {
  greeting: (firstName: string) => (firstName ? `Welcome, ${firstName}!` : 'Welcome!'),
  profile: 'Personal Information',
  profileHint: 'Your name, alternate phone and group.',
  businesses: 'Your businesses',
  businessCount: (count: number) =>
    count === 0 ? 'None added yet.' : count === 1 ? '1 business' : `${count} businesses`,
} as const;

/** The wizard's thank-you and its "already submitted" stop: where to go next. */
export const WIZARD_NEXT_TEXT = {
  thanksBefore: 'We have received your details. If anything needs to change, please contact us on',
  logInHint: 'Already have an account?',
  logIn: 'Log in',
} as const;

/**
 * The wizard met again: Verify Phone after Back once the phone is verified, and a fresh start on a
 * phone or tablet shared by several people in turn.
 */
export const WIZARD_AGAIN_TEXT = {
  phoneVerified: 'This phone number is verified:',
  continue: 'Continue',
  changePhone: 'Use a different phone number',
  anotherPerson: 'Fill in for another person',
  anotherTitle: 'Start a new form for another person?',
  anotherBody:
    'The details entered on this device will be cleared. Your submission has already been received.',
  startNew: 'Start new form',
  cancel: 'Cancel',
} as const;

/** The signed-in screens' texts. */
export const SCREEN_TEXT = {
  dashboard: 'Dashboard',
  profileSaved: 'Profile information saved successfully!',
  someError: 'Some error occurred!',
  businessSaved: 'Business saved successfully!',
  myBusinesses: 'My Businesses',
  businessName: 'Business Name',
  edit: 'Edit',
  delete: 'Delete',
  businessDeleted: (name: string) => `${name} was deleted.`,
  undo: 'Undo',
  businessRestored: (name: string) => `${name} is back in your list.`,
  addBusiness: 'Add business',
  noBusinesses: "You haven't added any businesses yet.",
  editBusinessTitle: 'Edit Business Information',
  backToBusinesses: 'Back',
  saving: 'Saving…',
  loading: 'Loading…',
  otherCategory: 'Other',
} as const;

/** The onboarding wizard's texts. */
export const WIZARD_TEXT = {
  steps: ['Verify Phone', 'Profile Info', 'Business Info'],
  progress: 'Progress',
  completed: 'completed',
  alreadySubmitted: API_ERRORS.USER_EXIST,
  invalidPhone: 'Invalid phone number format.',
  unexpected: 'Unexpected response from phone validation.',
  checkFailed: 'Failed to validate phone number.',
  uidMissing: 'Error processing phone validation (user id missing).',
  editPhone: 'Edit phone',
  businesses: 'Your businesses',
  addBusiness: 'Add business',
  noBusinesses: 'Add at least one business to submit.',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  back: 'Back',
  submit: 'Submit',
  submitting: 'Submitting…',
  failed: API_ERRORS.INTERNAL_ERROR,
  thanksTitle: 'Thank you!',
  thanks: (phone: string) =>
    `We have received your details. If anything needs to change, please contact us on ${phone}.`,
} as const;

/** The frame every page shares: the product's name beside its logo, and the account menu. */
export const APP_TEXT = {
  productName: "Members' Network",
  accountMenu: 'Account menu',
  profile: 'Profile',
  businesses: 'My Businesses',
  signOut: 'Sign out',
  pageFailed: 'This page could not load. Check your connection and try again.',
  tryAgain: 'Try again',
} as const;

/** Asking before something is removed for good. */
export const CONFIRM_TEXT = {
  deleteBusinessTitle: (name: string) => `Delete ${name || 'this business'}?`,
  deleteBusinessBody: 'The business and its addresses are removed from this form.',
  deleteSavedBusinessBody:
    'Its addresses and logo are removed with it. You can undo this for a few seconds afterwards.',
  keep: 'Cancel',
  delete: 'Delete',
} as const;
