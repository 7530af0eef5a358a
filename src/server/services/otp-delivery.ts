import type { FastifyBaseLogger } from 'fastify';
import { REFERRAL_TEMPLATE, REGISTERED_TEMPLATE, type Config } from '../config';
import { phoneDigits } from '../../shared/phone';

export interface OutboxMessage {
  to: string;
  code: string;
  channel: 'WHATSAPP';
  sentAt: string;
}

/**
 * A message to a member that carries no code: `registered` tells a member a volunteer entered them
 * in the wizard; `referral` tells a member another gave them a referral. `text` is said in the member's language from the catalogue (the dev outbox keeps
 * it); WhatsApp sends the approved template instead, filled with `parameters` in order.
 */
export interface MemberMessage {
  kind: 'registered' | 'referral';
  text: string;
  parameters: string[];
}

/** A message kept by the dev delivery: the outbox answers these at `?kind=<its kind>`. */
export interface OutboxNotice extends MemberMessage {
  to: string;
  language: string;
  channel: 'WHATSAPP';
  sentAt: string;
}

export interface OtpDelivery {
  /** `language` is the member's (a code of the live languages): a template may be sent in it. */
  send(phone: string, code: string, language: string): Promise<void>;
  /** A message that is not a code, in the member's language. */
  tell(phone: string, message: MemberMessage, language: string): Promise<void>;
  /** Only the dev delivery keeps what it "sent". */
  outbox?: OutboxMessage[];
  /** The dev delivery's messages that are not codes, newest first (kept apart from the codes). */
  notices?: OutboxNotice[];
}

const OUTBOX_SIZE = 200;

/**
 * OTP_DELIVERY=dev: nothing leaves the machine. The code goes to this server's own log and to an
 * in-memory outbox that local runs and tests read at GET /api/dev/outbox, from this machine only.
 */
export function devDelivery(log: FastifyBaseLogger): OtpDelivery {
  const outbox: OutboxMessage[] = [];
  log.warn(
    'OTP_DELIVERY=dev: one-time codes are NOT delivered; they are printed here and kept for GET /api/dev/outbox (loopback only)',
  );
  const notices: OutboxNotice[] = [];
  return {
    outbox,
    notices,
    async tell(phone, message, language) {
      notices.unshift({
        to: phone,
        ...message,
        language,
        channel: 'WHATSAPP',
        sentAt: new Date().toISOString(),
      });
      notices.length = Math.min(notices.length, OUTBOX_SIZE);
      log.warn({ to: phone, kind: message.kind }, 'MESSAGE NOT DELIVERED: OTP_DELIVERY=dev');
    },
    /** `phone` is canonical (E.164). */
    async send(phone, code) {
      outbox.unshift({
        to: phone,
        code,
        channel: 'WHATSAPP',
        sentAt: new Date().toISOString(),
      });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      log.warn(
        { to: phone, code },
        'OTP NOT DELIVERED: OTP_DELIVERY=dev keeps codes on this server',
      );
    },
  };
}

/**
 * WhatsApp Cloud API: an approved authentication template whose body and copy-code button both
 * carry the code (POST /{phone-number-id}/messages), in the member's language where the template
 * has been approved in it.
 */
export function whatsappDelivery(config: Config['whatsapp']): OtpDelivery {
  /** One template message (POST /{phone-number-id}/messages), in the member's language if approved. */
  async function sendTemplate(
    phone: string,
    template: string,
    language: string,
    components: unknown[],
  ): Promise<void> {
    const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
      },
      signal: AbortSignal.timeout(10_000),
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: phoneDigits(phone),
        type: 'template',
        template: {
          name: template,
          language: { code: config.languages?.[language] ?? config.language },
          components,
        },
      }),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as {
        error?: { message?: string; code?: number };
      };
      throw new Error(
        `WhatsApp refused the message: ${response.status} ${body.error?.code ?? ''} ${body.error?.message ?? ''}`.trim(),
      );
    }
  }

  return {
    send: (phone, code, language) =>
      sendTemplate(phone, config.template, language, [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ]),
    /**
     * A utility template whose body takes the parameters in order: WHATSAPP_REGISTERED_TEMPLATE or
     * WHATSAPP_REFERRAL_TEMPLATE, by the message's kind.
     */
    tell: (phone, message, language) =>
      sendTemplate(
        phone,
        message.kind === 'referral'
          ? (config.referralTemplate ?? REFERRAL_TEMPLATE)
          : (config.registeredTemplate ?? REGISTERED_TEMPLATE),
        language,
        [
          {
            type: 'body',
            parameters: message.parameters.map((text) => ({ type: 'text', text })),
          },
        ],
      ),
  };
}
