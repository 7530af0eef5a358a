import { lazy } from 'react';

/**
 * The Members area: the list with its search, filters and export, and a member's page, each its
 * own chunk.
 */
export const MembersArea = lazy(() =>
  import('./members-area').then((m) => ({ default: m.MembersArea })),
);
export const MemberPage = lazy(() =>
  import('./member-page').then((m) => ({ default: m.MemberPage })),
);
export const ReferralStatsArea = lazy(() =>
  import('./referral-stats').then((m) => ({ default: m.ReferralStatsArea })),
);
