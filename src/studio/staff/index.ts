import { lazy } from 'react';

/** The Staff area, for admins: who may use the Studio, and with which role. Its own chunk. */
export const StaffArea = lazy(() => import('./staff-area').then((m) => ({ default: m.StaffArea })));
