/** Where the end-to-end run's servers listen (playwright.config.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same production server, verifying phones with OTPless… */
export const E2E_OTPLESS_APP_PORT = E2E_PORT + 1;
/** …which is faked on loopback. */
export const E2E_FAKE_OTPLESS_PORT = E2E_PORT + 2;

export const FAKE_OTPLESS = {
  appId: 'E2E-APP',
  clientId: 'e2e-client',
  clientSecret: 'e2e-secret',
  url: `http://127.0.0.1:${E2E_FAKE_OTPLESS_PORT}`,
};
/** The production server with Form Studio staff: publishes change its forms, so it is kept apart. */
export const E2E_STUDIO_PORT = E2E_PORT + 3;
/** The phone that may sign in to the Studio there. */
export const E2E_STAFF_PHONE = '+919000000001';
/**
 * The production server for the office's journeys (members found, exported, staff added): its own
 * database, so the members they add never count in the Studio's impact checks.
 */
export const E2E_OFFICE_PORT = E2E_PORT + 4;
