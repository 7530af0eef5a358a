import type { Answer } from '@/shared/api/answers';

/** Months as `YYYY-MM`, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** `GET /api/studio/referrals`: a row per month, group and region that had any referral. */
export type ReferralStats = Answer<'/api/studio/referrals', 'get'>;
