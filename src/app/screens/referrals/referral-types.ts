/**
 * The referral routes' answers as the screens read them. Written from the routes' contract while
 * the routes were being written; each names the generated type it matches once they are in.
 */

export type ReferralStatus = 'new' | 'contacted' | 'won' | 'lost';
export type Warmth = 'hot' | 'warm' | 'cold';
/** A move the receiver makes: the statuses a referral can be moved to. */
export type ReferralMove = Exclude<ReferralStatus, 'new'>;

/** A phone as people read it, dial it and open it in WhatsApp. */
export interface ShownPhone {
  display: string;
  tel: string;
  whatsapp: string;
}

/** `GET /api/referrals?tab=` items, and the answer of `POST /api/referrals/{id}/status`. */
export interface Referral {
  id: string;
  businessId: string;
  businessName: string;
  /** null once the member is erased: the screen says "a former member". */
  giverName: string | null;
  receiverName: string | null;
  /** null once the contact's details are erased (REFERRAL_CONTACT_DAYS after it closed). */
  contact: { name: string; phone: ShownPhone } | null;
  need: string | null;
  warmth: Warmth;
  status: ReferralStatus;
  /** Whole rupees, excluding GST. */
  value: number | null;
  lostReason: string | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  history: { status: ReferralStatus; at: string }[];
  mine: 'given' | 'received';
}

export interface ReferralTotals {
  given: number;
  received: number;
  wonValue: number;
}

/** `GET /api/referrals/summary`: this calendar month and year in India time. */
export interface ReferralSummary {
  month: ReferralTotals;
  year: ReferralTotals;
}

/** The moves each status allows (new → contacted | lost; contacted → won | lost). */
export const MOVES: Record<ReferralStatus, readonly ReferralMove[]> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};
