/**
 * The one error catalogue, refusals by code. The server answers `{ code, message }` with these
 * messages; the screens show the message for a code from here, so no text is written twice.
 */
export const SIGNUP_ERRORS = {
  MISSING_FIELDS: 'Please fill in all required fields.',
  INVALID_TOKEN: 'Authentication failed. Please try again.',
  USER_EXISTS: 'An account with this phone already exists.',
  OTP_VERIFICATION_FAILED: 'OTP verification failed. Please request a new code.',
  VALIDATION_ERROR: 'Invalid input data provided.',
  USER_CREATION_FAILED: 'Could not create account. Please try again later.',
} as const;
export const SIGNUP_FALLBACK = 'Failed to sign up. Please try again.';

export const LOGIN_ERRORS = {
  MISSING_FIELDS: 'User ID, phone number, and token are required.',
  INVALID_TOKEN: 'Invalid or expired verification token.',
  USER_NOT_FOUND: 'No account found with these credentials.',
  AUTHENTICATION_FAILED: 'Authentication failed. Please check your credentials.',
} as const;
export const LOGIN_FALLBACK = 'Failed to log in. Please try again.';

/** Every other code the API answers with, and its message. */
export const API_ERRORS = {
  VALIDATION_ERROR: 'Invalid input data provided.',
  BAD_REQUEST: 'The request could not be understood.',
  INVALID_JSON: 'The request body is not valid JSON.',
  INVALID_MULTIPART: 'The upload could not be read. Please choose the image again.',
  URI_TOO_LONG: 'The address of the request is too long.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  EXPECTATION_FAILED: 'The request asked for something this server does not do.',
  REQUEST_TIMEOUT: 'The request took too long. Please try again.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of request body is not accepted.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNAUTHORIZED: 'Please sign in again.',
  NOT_FOUND: 'Not found.',
  GROUP_NOT_FOUND: 'Group not found.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  RATE_LIMIT_UNAVAILABLE: 'The service is busy right now. Please try again in a moment.',
  USER_EXIST: 'Your data has already been submitted using this phone number.',
  INVALID_PHONE: 'Invalid phone number',
  BUSINESS_LIMIT: 'You have reached the maximum number of businesses.',
  LOGO_NOT_FOUND: 'Please upload the logo again.',
  FILE_TOO_LARGE: 'The image must be 2 MB or smaller.',
  UNSUPPORTED_IMAGE: 'Please choose a PNG, JPEG or WebP image.',
  IMAGE_TOO_LARGE: 'The image has too many pixels.',
  INVALID_IMAGE: 'The image could not be read.',
  UPLOADS_BUSY: 'Many images are being processed right now. Please try again in a moment.',
  UPLOAD_LIMIT:
    'Too many images were uploaded from this connection today. Please try again tomorrow.',
  FILE_REQUIRED: 'Please choose an image to upload.',
  VERIFICATION_INVALID:
    'Phone verification is missing or has expired. Please verify your phone again.',
  OTP_RESEND_TOO_SOON: 'Please wait before requesting a new code.',
  OTP_SEND_LIMIT: 'Too many codes were requested for this number. Please try again later.',
  OTP_COUNTRY_NOT_ALLOWED: 'Codes cannot be sent to numbers in this country.',
  OTP_INCORRECT: 'OTP incorrect. Please enter valid OTP',
  OTP_EXPIRED: 'This code has expired. Please request a new one.',
  OTP_UNAVAILABLE: 'OTP service is currently unavailable',
  INTERNAL_ERROR: 'Something went wrong. Please try again later.',
  NOTE_REQUIRED: 'Please write a note saying what changed and why.',
  FORM_PROBLEMS: 'The forms have problems. Fix the lines listed before publishing.',
  VERSION_CONFLICT:
    'Someone published a newer version meanwhile. Reload to see it, then make your changes again.',
  NO_CHANGES: 'Nothing to publish: these forms are already live.',
} as const;

/** A request the route schema refused, by the rule it broke: said of the one field named. */
export const REQUEST_SHAPE_ERRORS = {
  maxLength: (limit: number) => `This is too long: at most ${limit} characters.`,
  maxItems: (limit: number) => `There are too many: at most ${limit}.`,
  type: () => 'This is not the kind of value expected here.',
  pattern: () => 'This contains characters that are not allowed.',
  format: () => 'This is not in the expected format.',
  other: () => 'This value is not accepted.',
} as const;

export type ApiErrorCode =
  keyof typeof API_ERRORS | keyof typeof SIGNUP_ERRORS | keyof typeof LOGIN_ERRORS;
