import { lazy } from 'react';
import { loadForm } from '@/lib/live-forms';

const load = () => import('./otp-step');

/**
 * The OTP step is never on a first paint: it comes once a code is on its way. `preloadOtpStep`
 * starts its code and its form with the send, so both are there when the send is answered.
 */
export const OtpStep = lazy(() => load().then((m) => ({ default: m.OtpStep })));

export function preloadOtpStep() {
  void load();
  void loadForm('otp').catch(() => undefined);
}
