import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import { ApiError } from '../errors';
import { usersRepository, type Person } from '../repositories/users';
import type { Db } from '../db/connect';
import { LOGIN_ERRORS, SIGNUP_ERRORS } from '../../shared/api-errors';
import { digitsOnly } from '../../shared/digits';
import { isValidPhone } from '../../shared/validation/phone-rule';
import { assertValid, pickFormFields, withoutEmpty } from '../validation';
import { objectBody, text } from './request-body';

export async function authRoutes(
  app: FastifyInstance,
  { services, config, db }: { services: Services; config: Config; db: Db },
) {
  const limited = {
    config: { rateLimit: { max: config.rateLimits.auth, timeWindow: config.rateLimits.windowMs } },
  };
  const users = usersRepository(db);

  app.post('/auth/signup', limited, async (request) => {
    const body = objectBody(request);
    const token = text(body.token);
    const form = withoutEmpty(pickFormFields('sign-up', body));
    if (!token || !text(body.uid) || !form.phone || !form.password) {
      throw new ApiError(400, 'MISSING_FIELDS', SIGNUP_ERRORS.MISSING_FIELDS);
    }
    assertValid('sign-up', form, SIGNUP_ERRORS.VALIDATION_ERROR);
    return services.accounts.signUp(form as unknown as Person & { password: string }, token);
  });

  app.post('/auth/login', limited, async (request) => {
    const body = objectBody(request);
    const phone = text(body.phone);
    const uid = text(body.uid);
    const token = text(body.token);
    if (!phone || !uid || !token)
      throw new ApiError(400, 'MISSING_FIELDS', LOGIN_ERRORS.MISSING_FIELDS);
    return services.accounts.logIn(digitsOnly(phone), uid, token);
  });

  app.get<{ Params: { phone: string } }>('/auth/phone/:phone', limited, async (request) => {
    const phone = digitsOnly(request.params.phone);
    if (!isValidPhone(phone)) throw new ApiError(400, 'INVALID_PHONE');
    return { success: true, code: (await users.byPhone(phone)) ? 'USER_EXIST' : 'USER_NOT_FOUND' };
  });

  app.post('/auth/refresh', limited, async (request) => {
    const token = text(objectBody(request).token);
    if (!token)
      throw new ApiError(401, 'INVALID_TOKEN', 'Your session has ended. Please sign in again.');
    return services.tokens.refresh(token);
  });

  app.post('/auth/logout', limited, async (request) => {
    const token = text(objectBody(request).token);
    if (token) await services.tokens.signOut(token);
    return { success: true };
  });
}
