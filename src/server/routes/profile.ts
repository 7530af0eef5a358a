import { requireMember } from '../plugins/authenticate';
import { formAnswerSchema, formBodySchema } from '../validation';
import { authorization, BODY_LIMIT, object, type RouteApp } from './schemas';
import { answers, text } from './answers';

/** The member's own profile; phone, email and the group fields stay as signed up. */
export default async function profileRoutes(app: RouteApp) {
  const { services, config } = app;
  const member = { onRequest: requireMember(services.tokens) };

  // The person's columns are always stored, whichever form made them; the form's other answers may
  // not be.
  const profile = formAnswerSchema('profile', {
    firstName: text,
    lastName: text,
    email: text,
    phone: { ...text, description: 'Digits with the country code.', examples: ['919876543210'] },
    groupNumber: text,
    groupName: text,
    region: text,
    // null until the member chooses one.
    preferredLanguage: { type: ['string', 'null'] },
    consentCurrent: {
      type: 'boolean',
      description:
        "Whether the member's latest consent is to the current privacy notice; false when they gave none: the signed-in pages then ask them to agree (POST /api/me/consent).",
    },
  });
  app.get(
    '/profile/me',
    { ...member, schema: { headers: authorization, response: answers(profile, 401) } },
    async (request) => {
      const [profile, consentCurrent] = await Promise.all([
        services.profiles.me(request.userId!),
        services.consent.isCurrent(request.userId!),
      ]);
      return { ...profile, consentCurrent };
    },
  );

  app.post(
    '/profile/update',
    {
      ...member,
      bodyLimit: BODY_LIMIT.form,
      config: {
        rateLimit: { max: config.rateLimits.writes, timeWindow: config.rateLimits.windowMs },
      },
      schema: {
        headers: authorization,
        // Checked against the live languages by the service; null (as /profile/me answers before
        // a choice) changes nothing.
        body: formBodySchema('profile', {
          preferredLanguage: { type: ['string', 'null'], maxLength: 16 },
        }),
        // The string "true": the shape this call has always answered with.
        response: answers(object({ success: { const: 'true' } }, ['success']), 401),
      },
    },
    async (request) => {
      await services.profiles.update(request.userId!, request.body);
      return { success: 'true' as const };
    },
  );
}
