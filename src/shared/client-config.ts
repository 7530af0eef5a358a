/** What the server tells the browser about itself (`GET /api/v2/config`): configuration, not code. */
export interface ClientConfig {
  /** Named on the wizard's thank-you message (§2). */
  supportPhone: string;
  verification: { provider: 'local' } | { provider: 'otpless'; appId: string; sdkUrl: string };
}
