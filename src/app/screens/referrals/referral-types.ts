import type { Answer } from '@/shared/api/answers';

/** A referral as the member who gave or received it sees it (`GET /api/referrals?tab=`). */
export type Referral = Answer<'/api/referrals', 'get'>['items'][number];
export type ReferralStatus = Referral['status'];
/** A move the receiver makes: the statuses a referral can be moved to. */
export type ReferralMove = Exclude<ReferralStatus, 'new'>;

/** `GET /api/referrals/summary`: this calendar month and year in India time. */
export type ReferralSummary = Answer<'/api/referrals/summary', 'get'>;

/** The answer to a move (`POST /api/referrals/{id}/status`): the referral as it is now. */
export type MovedReferral = Answer<'/api/referrals/{id}/status', 'post'>;

/** The moves each status allows (new → contacted | lost; contacted → won | lost). */
export const MOVES: Record<ReferralStatus, readonly ReferralMove[]> = {
  new: ['contacted', 'lost'],
  contacted: ['won', 'lost'],
  won: [],
  lost: [],
};

/** The warmths the shipped form offers, each with its catalogue text. */
export const WARMTHS = {
  hot: 'referrals.warmth.hot',
  warm: 'referrals.warmth.warm',
  cold: 'referrals.warmth.cold',
} as const;
