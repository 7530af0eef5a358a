/** Months as `YYYY-MM`, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** `GET /api/studio/referrals`: a row per month, group and region that had any referral. */
export interface ReferralStats {
  rows: {
    month: string;
    groupNumber: string;
    groupName: string;
    region: string;
    given: number;
    received: number;
    won: number;
    wonValue: number;
  }[];
}
