import type { ReferralStats } from '../shell/referral-stats-types';

/** Two months of two groups, as the server answers the stats, for stories and tests. */
export const REFERRAL_STATS: ReferralStats = {
  rows: [
    {
      month: '2026-10',
      groupNumber: '101',
      groupName: 'Sample Pune Central',
      region: 'West',
      given: 12,
      received: 9,
      won: 3,
      wonValue: 150000,
    },
    {
      month: '2026-11',
      groupNumber: '101',
      groupName: 'Sample Pune Central',
      region: 'West',
      given: 7,
      received: 7,
      won: 1,
      wonValue: 50000,
    },
    {
      month: '2026-11',
      groupNumber: '201',
      groupName: 'Sample Chennai Marina',
      region: 'South',
      given: 4,
      received: 5,
      won: 2,
      wonValue: 1250000,
    },
  ],
};
