import { requireMember } from '../plugins/authenticate';
import { requestLanguage } from '../request-language';
import { authorization, BODY_LIMIT, line, object, type RouteApp } from './schemas';
import { answers, done, succeeded } from './answers';

/**
 * The consent sign-up, the wizard and agreeing again carry: the privacy notice's version read, and
 * that the member is 18 or older. Optional here, so that a request without it is refused with its
 * own code (CONSENT_REQUIRED), not the shape's.
 */
export const consentSchema = object({
  notice: { ...line(64), description: 'The version of the privacy notice agreed to.' },
  adult: { type: 'boolean', description: 'The member is 18 years or older: must be true.' },
  enteredForOther: {
    type: 'boolean',
    description: 'The wizard: a volunteer entered it for the member, who is then told by WhatsApp.',
  },
});

/** A signed-in member agrees to the current privacy notice: again after it changed, or at last. */
export default async function consentRoutes(app: RouteApp) {
  const { services, config } = app;

  app.post(
    '/me/consent',
    {
      onRequest: requireMember(services.tokens),
      bodyLimit: BODY_LIMIT.small,
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      schema: {
        headers: authorization,
        body: object({ notice: consentSchema.properties.notice, adult: { type: 'boolean' } }),
        response: answers(done, 400, 401),
      },
    },
    async (request) => {
      await services.consent.renew(request.userId!, request.body, await requestLanguage(request));
      return succeeded;
    },
  );
}
