import { useState } from 'react';
import { toast } from '@/app/toasts';
import { phoneParts } from '../phone-parts';
import { verifier } from '../services';
import { preloadOtpStep } from '../screens/auth/lazy-otp-step';
import { useSendWait } from './use-send-wait';

/**
 * The form-then-code flow of sign-up and login (§4): send the code to `phone`, then show the OTP
 * step. A send the server refuses for a while leaves Send disabled for the seconds it names.
 */
export function useSendCode(phone: string) {
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [sending, setSending] = useState(false);
  const { secondsToWait, wait } = useSendWait(phone);

  const sendCode = async () => {
    setSending(true);
    preloadOtpStep();
    const result = await verifier.initiate(phoneParts(phone));
    setSending(false);
    if (result.success) {
      setStep('otp');
      return;
    }
    toast.error(result.response.errorMessage);
    if (result.retryAfter) wait(result.retryAfter);
  };

  return { step, sending, secondsToWait, sendCode, backToForm: () => setStep('form') };
}
