import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import {
  referralsRepository,
  type ReferralEventRow,
  type ReferralReadRow,
  type ReferralRow,
  type ReferralStatus,
} from '../repositories/referrals';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, notFound } from '../errors';
import { assertValid, readForm } from '../validation';
import { memberName } from './member-name';
import type { OtpDelivery } from './otp-delivery';
import type { LiveForms } from '../../form-engine/live-forms';
import { canonicalPhone, phoneDigits, phoneText } from '../../shared/phone';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages';
import type { Referral, ReferralTotals } from '../routes/referral-answers';

/** Where a member follows their referrals up. */
export const REFERRALS_PATH = '/secure/referrals';

/** The states each change may start from: new → contacted | lost; contacted → won | lost. */
export const MOVES_FROM = {
  contacted: ['new'],
  won: ['contacted'],
  lost: ['new', 'contacted'],
} as const satisfies Record<'contacted' | 'won' | 'lost', readonly ReferralStatus[]>;
export type ReferralMove = keyof typeof MOVES_FROM;

/** The form's fields a referral keeps in columns of its own; any other answer goes in `answers`. */
const COLUMNS = new Set(['contactName', 'contactPhone', 'need', 'warmth', 'contactAgreed']);

/** The need as a WhatsApp template parameter carries it: one line, at most this long. */
const NEED_IN_MESSAGE = 300;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The India-time calendar month and year around `now`, as UTC moments [from, to). */
export function indiaPeriods(now: number) {
  const local = new Date(now + INDIA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (year: number, month: number) => iso(Date.UTC(year, month, 1) - INDIA_OFFSET_MS);
  return {
    month: { from: at(y, m), to: at(y, m + 1) },
    year: { from: at(y, 0), to: at(y + 1, 0) },
  };
}

/** "2026-12" as the UTC moment its India-time month starts. */
export const indiaMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m - 1, 1) - INDIA_OFFSET_MS);
};

const nameOf = (first: string | null, middle: string | null, last: string | null) =>
  first === null
    ? null
    : memberName({ first_name: first, middle_name: middle, last_name: last ?? '' });

export interface ReferralTell {
  delivery: Pick<OtpDelivery, 'tell'>;
  liveForms: LiveForms;
  log: FastifyBaseLogger;
  publicOrigin?: string;
}

/**
 * Referrals between members: given to a listed business with the referral form (schemas/, so staff
 * can change it), followed up by the receiver through New → Contacted → Won or Lost, seen by both.
 * The receiver is told by WhatsApp in their own language.
 */
export function referralsService(db: Db, clock: Clock, tell: ReferralTell) {
  const referrals = referralsRepository(db);

  function view(
    row: ReferralReadRow,
    events: ReferralEventRow[],
    mine: 'given' | 'received',
  ): Referral {
    const phone = row.contact_phone;
    return {
      id: row.id,
      businessId: row.business_id,
      businessName: row.business_name,
      giverName: nameOf(row.giver_first, row.giver_middle, row.giver_last),
      receiverName: nameOf(row.receiver_first, row.receiver_middle, row.receiver_last),
      contact:
        row.contact_name !== null && phone !== null
          ? {
              name: row.contact_name,
              phone: { display: phoneText(phone), tel: phone, whatsapp: phoneDigits(phone) },
            }
          : null,
      need: row.need,
      warmth: row.warmth,
      status: row.status,
      value: row.value,
      lostReason: row.lost_reason,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      closedAt: row.closed_at,
      history: events.map((e) => ({ status: e.status, at: e.created_at })),
      mine,
    };
  }

  /** The receiver's message, in their language; a message that fails is logged, never the give's failure. */
  function tellReceiver(
    receiver: { phone: string; first_name: string; preferred_language: string | null },
    what: { giver: string; business: string; contact: string; need: string },
    requestOrigin: string,
  ): void {
    const offered = tell.liveForms.languages();
    const language =
      receiver.preferred_language && offered.includes(receiver.preferred_language)
        ? receiver.preferred_language
        : SOURCE_LANGUAGE;
    const link = `${tell.publicOrigin ?? requestOrigin}${REFERRALS_PATH}`;
    const oneLine = what.need.replace(/\s+/g, ' ').trim();
    const need =
      oneLine.length > NEED_IN_MESSAGE ? `${oneLine.slice(0, NEED_IN_MESSAGE - 1)}…` : oneLine;
    const values = { name: receiver.first_name, ...what, need, link };
    const text = tell.liveForms.text(language, 'whatsapp.referral', values);
    const parameters = [values.name, values.giver, values.business, values.contact, need, link];
    tell.delivery
      .tell(receiver.phone, { kind: 'referral', text, parameters }, language)
      .catch((err: unknown) => tell.log.error({ err }, 'the referral receiver could not be told'));
  }

  return {
    /**
     * A member gives a referral to a listed business: the referral form's answers, validated as
     * every form is. Not listed (or its owner gone): 404; the giver's own business: 400.
     */
    async give(
      giverId: string,
      businessId: string,
      input: Record<string, unknown>,
      requestOrigin: string,
    ): Promise<{ id: string }> {
      const listing = await referrals.listing(db, businessId);
      if (!listing) throw notFound();
      if (listing.owner_id === giverId) throw new ApiError(400, 'REFERRAL_OWN_BUSINESS');
      const answers = readForm('referral', input);
      assertValid('referral', answers);
      const contactPhone = canonicalPhone(String(answers.contactPhone));
      // The form's phone rule has passed, so this holds; a number it let through unread is refused.
      if (!contactPhone) throw new ApiError(400, 'VALIDATION_ERROR');
      const added = Object.fromEntries(
        Object.entries(answers).filter(([key, v]) => !COLUMNS.has(key) && v !== undefined),
      );
      const now = iso(clock.now());
      const id = newId();
      const made = await inTransaction(db, async (tx) => {
        // Read again inside: a listing withdrawn or a member erased meanwhile gives no referral.
        const listed = await referrals.listing(tx, businessId);
        if (!listed) throw notFound();
        const [giver, receiver] = await Promise.all([
          referrals.member(tx, giverId),
          referrals.member(tx, listed.owner_id),
        ]);
        if (!giver) throw new ApiError(401, 'UNAUTHORIZED');
        if (!receiver) throw notFound();
        const row: ReferralRow = {
          id,
          business_id: listed.business_id,
          business_name: listed.business_name,
          giver_id: giver.id,
          receiver_id: receiver.id,
          giver_group_number: giver.group_number,
          giver_group_name: giver.group_name,
          giver_region: giver.region,
          receiver_group_number: receiver.group_number,
          receiver_group_name: receiver.group_name,
          receiver_region: receiver.region,
          contact_name: String(answers.contactName),
          contact_phone: contactPhone,
          need: String(answers.need),
          answers: Object.keys(added).length > 0 ? JSON.stringify(added) : null,
          warmth: String(answers.warmth),
          status: 'new',
          value: null,
          lost_reason: null,
          created_at: now,
          updated_at: now,
          closed_at: null,
          contact_erased_at: null,
        };
        await referrals.insert(tx, row, {
          id: newId(),
          referral_id: id,
          status: 'new',
          value: null,
          reason: null,
          actor: giver.id,
          created_at: now,
        });
        return { giver, receiver, row };
      });
      tellReceiver(
        made.receiver,
        {
          giver: memberName(made.giver),
          business: made.row.business_name,
          contact: made.row.contact_name!,
          need: made.row.need!,
        },
        requestOrigin,
      );
      return { id };
    },

    /** The member's referrals on one side, newest first, each with its history. */
    async list(userId: string, side: 'given' | 'received'): Promise<Referral[]> {
      const rows = await referrals.listFor(userId, side);
      const events = await referrals.eventsOf(rows.map((r) => r.id));
      const byReferral = new Map<string, ReferralEventRow[]>();
      for (const e of events)
        byReferral.set(e.referral_id, [...(byReferral.get(e.referral_id) ?? []), e]);
      return rows.map((row) => view(row, byReferral.get(row.id) ?? [], side));
    },

    /**
     * The receiver moves a referral on. One conditional UPDATE decides (the state machine is its
     * condition), with its history row in the same transaction: of concurrent changes, only those
     * the machine allows in turn happen; the others are refused with 409. Anyone but the receiver
     * gets 404.
     */
    async move(
      userId: string,
      id: string,
      change: { status: ReferralMove; value?: number; reason?: string },
    ): Promise<Referral> {
      const now = iso(clock.now());
      const to = change.status;
      const closes = to === 'won' || to === 'lost';
      const value = to === 'won' ? (change.value ?? null) : null;
      const reason = to === 'lost' ? (change.reason?.trim() ?? null) : null;
      const row = await inTransaction(db, async (tx) => {
        const moved = await referrals.moveStatus(
          tx,
          { id, receiverId: userId, from: MOVES_FROM[to] },
          {
            status: to,
            value,
            lost_reason: reason,
            updated_at: now,
            closed_at: closes ? now : null,
          },
        );
        if (!moved) {
          const found = await referrals.byId(id, tx);
          if (!found || found.receiver_id !== userId) throw notFound();
          throw new ApiError(409, 'REFERRAL_STATUS_CONFLICT');
        }
        await referrals.addEvent(tx, {
          id: newId(),
          referral_id: id,
          status: to,
          value,
          reason,
          actor: userId,
          created_at: now,
        });
        return (await referrals.byId(id, tx))!;
      });
      return view(row, await referrals.eventsOf([id]), 'received');
    },

    /** The member's referrals given and received, and the value won, this month and this year. */
    async summary(userId: string): Promise<{ month: ReferralTotals; year: ReferralTotals }> {
      const { month, year } = indiaPeriods(clock.now());
      const [m, y] = await Promise.all([
        referrals.totals(userId, month.from, month.to),
        referrals.totals(userId, year.from, year.to),
      ]);
      return { month: m, year: y };
    },
  };
}

export type ReferralsService = ReturnType<typeof referralsService>;
