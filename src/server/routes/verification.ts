import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import { ApiError } from '../errors';
import { digitsOnly } from '../../shared/digits';
import { isValidPhone } from '../../shared/validation/phone-rule';
import { objectBody, text } from './request-body';

/** §7's initiate/verify pair: national number and country calling code, as the browser SDK sends. */
function phoneOf(body: Record<string, unknown>): string {
  const national = digitsOnly(text(body.phone) ?? '');
  const countryCode = digitsOnly(text(body.countryCode) ?? '');
  const phone = `${countryCode}${national}`;
  if (body.channel !== 'PHONE' || !national || !countryCode || !isValidPhone(phone)) {
    throw new ApiError(400, 'INVALID_PHONE');
  }
  return phone;
}

export async function verificationRoutes(
  app: FastifyInstance,
  { services, config }: { services: Services; config: Config },
) {
  const limited = {
    config: {
      rateLimit: { max: config.rateLimits.verification, timeWindow: config.rateLimits.windowMs },
    },
  };

  if (config.verificationProvider === 'local') {
    app.post('/verification/initiate', limited, async (request) => {
      await services.verification.initiate(phoneOf(objectBody(request)), request.ip);
      return { success: true };
    });

    app.post('/verification/verify', limited, async (request) => {
      const body = objectBody(request);
      const otp = text(body.otp) ?? '';
      if (!/^\d{6}$/.test(otp)) throw new ApiError(400, 'OTP_INCORRECT');
      return { success: true, response: await services.verification.verify(phoneOf(body), otp) };
    });
  } else {
    /** OTPless ran the OTP in the browser; this turns its token into the uid the wizard submits. */
    app.post('/verification/exchange', limited, async (request) => {
      const row = await services.proofs.exchange(text(objectBody(request).token) ?? '');
      if (!row) throw new ApiError(401, 'VERIFICATION_INVALID');
      return { success: true, response: { userId: row.id } };
    });
  }

  const outbox = services.delivery.outbox;
  if (config.otpDelivery === 'dev' && outbox) {
    app.get('/dev/outbox', async () => outbox);
  }
}
