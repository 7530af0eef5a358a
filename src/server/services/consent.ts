import type { Db } from '../db/connect';
import { consentsRepository, type ConsentChannel } from '../repositories/consents';
import { usersRepository } from '../repositories/users';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { inTransaction } from '../db/transaction';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveForms } from '../../form-engine/live-forms';
import type { OtpDelivery } from './otp-delivery';

/** Where a member reviews, corrects or deletes what is held about them. */
export const YOUR_DATA_PATH = '/secure/my-data';

/** What sign-up, the wizard and agreeing again send: `{ notice: "<version>", adult: true }`. */
export interface ConsentBody {
  notice?: string;
  adult?: boolean;
  /** The wizard: a volunteer entered it for the member. */
  enteredForOther?: boolean;
}

/** A consent the request gave, checked: what is recorded with the member. */
export interface GivenConsent {
  notice: string;
  language: string;
  channel: ConsentChannel;
  enteredByOther: boolean;
}

/**
 * Consent, asked and proved (DPDP Act s.6): every member is created with the consent that came
 * with them, in one transaction, and agrees again when the privacy notice's version moves on.
 * `currentVersion` is the notice's (services.privacyNotice).
 */
export function consentService(
  db: Db,
  clock: Clock,
  currentVersion: () => string,
  tell: {
    delivery: Pick<OtpDelivery, 'tell'>;
    liveForms: Pick<LiveForms, 'text'>;
    log: FastifyBaseLogger;
    /** PUBLIC_ORIGIN; else the request's origin. */
    publicOrigin?: string;
  },
) {
  const consents = consentsRepository(db);
  const users = usersRepository(db);

  /**
   * The request's consent, or a 400 before any other work: none, or not 18 or older, is
   * CONSENT_REQUIRED; a version of the notice that is not the current one is NOTICE_OUTDATED.
   */
  function check(
    body: ConsentBody | undefined,
    language: string,
    channel: ConsentChannel,
  ): GivenConsent {
    if (!body || body.adult !== true || typeof body.notice !== 'string' || !body.notice)
      throw new ApiError(400, 'CONSENT_REQUIRED');
    if (body.notice !== currentVersion()) throw new ApiError(400, 'NOTICE_OUTDATED');
    return {
      notice: body.notice,
      language,
      channel,
      enteredByOther: channel === 'wizard' && body.enteredForOther === true,
    };
  }

  /** Writes it in the caller's transaction, the one that writes the member. */
  async function record(tx: Db, userId: string, consent: GivenConsent): Promise<void> {
    await consents.insert(tx, {
      id: newId(),
      user_id: userId,
      notice_version: consent.notice,
      language: consent.language,
      channel: consent.channel,
      entered_by_other: consent.enteredByOther ? 1 : 0,
      created_at: iso(clock.now()),
    });
  }

  return {
    check,
    record,
    listFor: consents.listFor,

    /** Whether the member's latest consent is to the current notice (false when they gave none). */
    isCurrent: async (userId: string): Promise<boolean> =>
      (await consents.latestVersion(userId)) === currentVersion(),

    /**
     * A member a volunteer entered in the wizard is told by WhatsApp, in `language` (the one the
     * wizard was filled in), what was registered and where to review, correct or delete it. The
     * member is saved already: a message that fails is logged, never the submit's failure.
     */
    tellRegistered(
      member: { phone: string; firstName: string; businesses: number },
      language: string,
      requestOrigin: string,
    ): void {
      const link = `${tell.publicOrigin ?? requestOrigin}${YOUR_DATA_PATH}`;
      const { firstName: name, businesses: count } = member;
      const text = tell.liveForms.text(language, 'whatsapp.registered', { name, count, link });
      const parameters = [name, String(count), link];
      tell.delivery
        .tell(member.phone, { kind: 'registered', text, parameters }, language)
        .catch((err: unknown) =>
          tell.log.error({ err }, 'the registered member could not be told'),
        );
    },

    /** A signed-in member agrees to the current notice (again, or for the first time). */
    async renew(userId: string, body: ConsentBody | undefined, language: string): Promise<void> {
      const consent = check(body, language, 'renewal');
      await inTransaction(db, async (tx) => {
        // A member erased meanwhile keeps no consent (and the foreign key would refuse it).
        await users.lock(tx, userId);
        const member = await tx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!member) throw new ApiError(401, 'UNAUTHORIZED');
        await record(tx, userId, consent);
      });
    },
  };
}

export type ConsentService = ReturnType<typeof consentService>;
