/**
 * The OTP resend countdown (60 s, the product's constant) until the server's own gap
 * (`otpResendSeconds` of `GET /api/v2/config`) has arrived, and the pause before the dashboard.
 */
export const OTP_RESEND_SECONDS = 60;
export const REDIRECT_DELAY_MS = 1500;
