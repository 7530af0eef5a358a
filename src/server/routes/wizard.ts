import type { FastifyInstance } from 'fastify';
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

  /** What the wizard's thank-you message names (configuration, not code). */
  app.get('/v2/config', async () => ({ supportPhone: config.supportPhone }));
}
