import { lazy } from 'react';

/** The Audit area, for admins: who did what in the Studio, and when. Its own chunk. */
export const AuditArea = lazy(() => import('./audit-area').then((m) => ({ default: m.AuditArea })));
