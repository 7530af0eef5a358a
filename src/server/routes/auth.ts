import { ApiError } from '../errors';
import { usersRepository, type Person } from '../repositories/users';
import { canonicalPhone } from '../../shared/phone';
import { assertValid, formBodySchema, readForm } from '../validation';
import { BODY_LIMIT, line, object, phone, secret, type RouteApp } from './schemas';
import { answers, done, succeeded, text } from './answers';
import { consentSchema } from './consent';
import { requestLanguage } from '../request-language';

/** A signed-in member's tokens: a 15-minute access token and a refresh token, rotated on use. */
const authTokens = object({ token: text, rToken: text, userId: text }, [
  'token',
  'rToken',
  'userId',
]);

export default async function authRoutes(app: RouteApp) {
  const { services, config } = app;
  const limit = (max: number) => ({
    config: { rateLimit: { max, timeWindow: config.rateLimits.windowMs } },
  });
  const limited = { ...limit(config.rateLimits.auth), bodyLimit: BODY_LIMIT.small };
  const users = usersRepository(app.db);

  app.post(
    '/auth/signup',
    {
      ...limited,
      schema: {
        body: formBodySchema('sign-up', {
          uid: line(256),
          token: line(4096),
          isVerified: { type: 'boolean' },
          consent: consentSchema,
        }),
        response: answers(authTokens, 400, 401, 409),
      },
    },
    async (request) => {
      const { token, uid } = request.body;
      // Refused before the form is read or a password hashed: no consent, no account.
      const consent = services.consent.check(
        request.body.consent,
        await requestLanguage(request),
        'signup',
      );
      const form = readForm('sign-up', request.body);
      if (!token?.trim() || !uid?.trim() || !form.phone || !form.password) {
        throw new ApiError(400, 'MISSING_FIELDS', 'errors.signup.MISSING_FIELDS');
      }
      assertValid('sign-up', form, 'errors.signup.VALIDATION_ERROR');
      const person = { ...form, phone: canonicalPhone(form.phone as string)! };
      return services.accounts.signUp(
        person as unknown as Person & { password: string },
        token,
        consent,
      );
    },
  );

  app.post(
    '/auth/login',
    {
      ...limited,
      schema: {
        body: formBodySchema('login', { uid: line(256), token: line(4096) }),
        response: answers(authTokens, 400, 401, 404),
      },
    },
    async (request) => {
      const { uid, token } = request.body;
      if (!request.body.phone?.trim() || !uid?.trim() || !token?.trim())
        throw new ApiError(400, 'MISSING_FIELDS', 'errors.login.MISSING_FIELDS');
      const phone = canonicalPhone(request.body.phone);
      if (!phone) throw new ApiError(400, 'INVALID_PHONE');
      return services.accounts.logIn(phone, uid, token);
    },
  );

  /** The wizard asks whether a phone has an account: limited tightly, or it would list members. */
  app.get(
    '/auth/phone/:phone',
    {
      ...limit(config.rateLimits.phoneCheck),
      schema: {
        params: object({ phone }, ['phone']),
        response: answers(
          object(
            {
              success: { const: true },
              code: { type: 'string', enum: ['USER_EXIST', 'USER_NOT_FOUND'] },
            },
            ['success', 'code'],
          ),
          400,
        ),
      },
    },
    async (request) => {
      const phone = canonicalPhone(request.params.phone);
      if (!phone) throw new ApiError(400, 'INVALID_PHONE');
      return {
        ...succeeded,
        code: (await users.byPhone(phone)) ? ('USER_EXIST' as const) : ('USER_NOT_FOUND' as const),
      };
    },
  );

  app.post(
    '/auth/refresh',
    { ...limited, schema: { body: object({ token: secret }), response: answers(authTokens, 401) } },
    async (request) => {
      const token = request.body.token;
      if (!token) throw new ApiError(401, 'INVALID_TOKEN', 'errors.session.ended');
      return services.tokens.refresh(token);
    },
  );

  app.post(
    '/auth/logout',
    { ...limited, schema: { body: object({ token: secret }), response: answers(done) } },
    async (request) => {
      if (request.body.token) await services.tokens.signOut(request.body.token);
      return succeeded;
    },
  );
}
