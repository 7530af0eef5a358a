import type { FromSchema } from 'json-schema-to-ts';
import { ApiError, notFound } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { digitsOnly, foldDigits } from '../../shared/digits';
import { BODY_LIMIT, line, object, phone, type RouteApp } from './schemas';
import { answers, done, succeeded } from './answers';
import { isLocalRequest } from './local-request';
import { requestLanguage } from '../request-language';

const phoneBody = { channel: line(16), phone, countryCode: line(8) };
const initiateBody = object(phoneBody);

/** A verified phone, in the shape of the SDK the browser was first written against. */
const verified = object(
  {
    success: { const: true },
    response: object(
      {
        token: {
          type: 'string',
          description: 'Proof of the verified phone, for sign-up or login.',
        },
        userId: { type: 'string' },
        identities: {
          type: 'array',
          items: object(
            {
              identityType: { const: 'MOBILE' },
              identityValue: { type: 'string', examples: ['919876543210'] },
              verified: { const: true },
              channel: { const: 'WHATSAPP' },
            },
            ['identityType', 'identityValue', 'verified', 'channel'],
          ),
        },
      },
      ['token', 'userId', 'identities'],
    ),
  },
  ['success', 'response'],
);
/** A token OTPless issued in the browser, exchanged for the uid the wizard submits. */
const exchanged = object(
  { success: { const: true }, response: object({ userId: { type: 'string' } }, ['userId']) },
  ['success', 'response'],
);

/** The phone of an initiate/verify body: national number and calling code, as the SDK sends. */
function phoneOf(body: FromSchema<typeof initiateBody>): string {
  const national = digitsOnly(body.phone ?? '');
  const countryCode = digitsOnly(body.countryCode ?? '');
  const canonical = canonicalPhone(`${countryCode}${national}`);
  if (body.channel !== 'PHONE' || !national || !countryCode || !canonical) {
    throw new ApiError(400, 'INVALID_PHONE');
  }
  return canonical;
}

export default async function verificationRoutes(app: RouteApp) {
  const { services, config } = app;
  const limited = {
    bodyLimit: BODY_LIMIT.small,
    config: {
      rateLimit: { max: config.rateLimits.verification, timeWindow: config.rateLimits.windowMs },
    },
  };

  if (config.verificationProvider === 'local') {
    app.post(
      '/verification/initiate',
      { ...limited, schema: { body: initiateBody, response: answers(done, 400, 429, 503) } },
      async (request) => {
        const phone = phoneOf(request.body);
        await services.verification.initiate(phone, request.ip, await requestLanguage(request));
        return succeeded;
      },
    );

    app.post(
      '/verification/verify',
      {
        ...limited,
        schema: {
          body: object({ ...phoneBody, otp: line(16) }),
          response: answers(verified, 400),
        },
      },
      async (request) => {
        // A code copied from a message in Hindi or Tamil keeps its script's digits.
        const otp = foldDigits(request.body.otp ?? '');
        if (!/^\d{6}$/.test(otp)) throw new ApiError(400, 'OTP_INCORRECT');
        const phone = phoneOf(request.body);
        return { ...succeeded, response: await services.verification.verify(phone, otp) };
      },
    );
  } else {
    /** OTPless ran the OTP in the browser; this turns its token into the uid the wizard submits. */
    app.post(
      '/verification/exchange',
      {
        ...limited,
        schema: { body: object({ token: line(4096) }), response: answers(exchanged, 401, 503) },
      },
      async (request) => {
        const row = await services.proofs.exchange(request.body.token ?? '');
        if (!row) throw new ApiError(401, 'VERIFICATION_INVALID');
        return { ...succeeded, response: { userId: row.id } };
      },
    );
  }

  const outbox = services.delivery.outbox;
  if (config.otpDelivery === 'dev' && outbox) {
    /** Codes that were not delivered, for whoever sits at this machine, never through a proxy. */
    // Left out of the API's document and its answer checks: it exists only on a developer's machine.
    // The codes, as readers of it have always had them; `?kind=registered` or `?kind=referral`: the
    // other messages of that kind.
    app.get('/dev/outbox', { schema: { hide: true } }, async (request) => {
      if (!isLocalRequest(request)) throw notFound();
      const { kind } = request.query as { kind?: unknown };
      if (kind === 'registered' || kind === 'referral')
        return (services.delivery.notices ?? []).filter((notice) => notice.kind === kind);
      return outbox;
    });
  }
}
