/** What the server tells the browser about itself (`GET /api/v2/config`): configuration, not code. */
export interface ClientConfig {
  /** Named on the wizard's thank-you message: changes to submitted details go through it. */
  supportPhone: string;
  /** The least time between two codes for one pending verification, so the countdown follows the server. */
  otpResendSeconds: number;
  verification: { provider: 'local' } | { provider: 'otpless'; appId: string; sdkUrl: string };
}
