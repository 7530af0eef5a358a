import { lazy } from 'react';

/**
 * The Requests area, for viewers and admins: members' concerns and scheduled deletions, overdue
 * first, and a concern's page where staff reply. Each its own chunk.
 */
export const RequestsArea = lazy(() =>
  import('./requests-area').then((m) => ({ default: m.RequestsArea })),
);
export const RequestPage = lazy(() =>
  import('./request-page').then((m) => ({ default: m.RequestPage })),
);
