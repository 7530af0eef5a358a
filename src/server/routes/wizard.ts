import type { ClientConfig } from '../../shared/client-config';
import { formBodySchema } from '../validation';
import { BODY_LIMIT, line, object, type RouteApp } from './schemas';

export default async function wizardRoutes(app: RouteApp) {
  const { services, config } = app;
  const body = object({
    profile: formBodySchema('wizard-profile', { uid: line(256) }),
    businesses: {
      type: 'array',
      maxItems: config.limits.businessesPerWizardSubmit,
      items: formBodySchema('wizard-business'),
    },
  });

  app.post(
    '/v2/user/create-profile',
    {
      bodyLimit: BODY_LIMIT.wizard,
      config: {
        rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs },
      },
      schema: { body },
    },
    async (request) => {
      await services.wizard.createProfile(request.body);
      return { success: true };
    },
  );

  /** The browser's configuration: the thank-you message's phone, and who verifies phones. */
  const clientConfig: ClientConfig = {
    supportPhone: config.supportPhone,
    otpResendSeconds: config.otpResendSeconds,
    verification:
      config.verificationProvider === 'otpless'
        ? { provider: 'otpless', appId: config.otpless.appId, sdkUrl: config.otpless.sdkUrl }
        : { provider: 'local' },
  };
  app.get('/v2/config', async () => clientConfig);
}
