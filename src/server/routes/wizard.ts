import { formBodySchema } from '../validation';
import type { FromSchema } from 'json-schema-to-ts';
import { BODY_LIMIT, line, object, type RouteApp } from './schemas';
import { answers, done, succeeded } from './answers';
import { consentSchema } from './consent';
import { requestLanguage } from '../request-language';

/** The browser's configuration: the thank-you message's phone, and who verifies phones. */
const clientConfigSchema = object(
  {
    supportPhone: {
      type: 'string',
      description:
        "Named on the wizard's thank-you message: changes to submitted details go through it.",
    },
    otpResendSeconds: {
      type: 'integer',
      description: 'The least time between two codes for one pending verification.',
    },
    verification: {
      oneOf: [
        object({ provider: { const: 'local' } }, ['provider']),
        object(
          { provider: { const: 'otpless' }, appId: { type: 'string' }, sdkUrl: { type: 'string' } },
          ['provider', 'appId', 'sdkUrl'],
        ),
      ],
    },
  },
  ['supportPhone', 'otpResendSeconds', 'verification'],
);

export default async function wizardRoutes(app: RouteApp) {
  const { services, config } = app;
  const body = object({
    profile: formBodySchema('wizard-profile', { uid: line(256) }),
    businesses: {
      type: 'array',
      maxItems: config.limits.businessesPerWizardSubmit,
      items: formBodySchema('wizard-business'),
    },
    consent: consentSchema,
  });

  app.post(
    '/v2/user/create-profile',
    {
      bodyLimit: BODY_LIMIT.wizard,
      config: {
        rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs },
      },
      schema: { body, response: answers(done, 400, 409) },
    },
    async (request) => {
      // Refused before any form is read or a logo touched: no consent, no member.
      const language = await requestLanguage(request);
      const consent = services.consent.check(request.body.consent, language, 'wizard');
      const made = await services.wizard.createProfile(request.body, consent);
      if (consent.enteredByOther)
        services.consent.tellRegistered(made, language, `${request.protocol}://${request.host}`);
      return succeeded;
    },
  );

  const clientConfig: FromSchema<typeof clientConfigSchema> = {
    supportPhone: config.supportPhone,
    otpResendSeconds: config.otpResendSeconds,
    verification:
      config.verificationProvider === 'otpless'
        ? { provider: 'otpless', appId: config.otpless.appId, sdkUrl: config.otpless.sdkUrl }
        : { provider: 'local' },
  };
  app.get(
    '/v2/config',
    { schema: { response: answers(clientConfigSchema) } },
    async () => clientConfig,
  );
}
