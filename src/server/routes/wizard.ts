import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '../../shared/client-config';
import type { Config } from '../config';
import type { Services } from '../services';
import { objectBody } from './request-body';

export async function wizardRoutes(
  app: FastifyInstance,
  { services, config }: { services: Services; config: Config },
) {
  app.post(
    '/v2/user/create-profile',
    {
      config: {
        rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request) => {
      await services.wizard.createProfile(objectBody(request));
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
