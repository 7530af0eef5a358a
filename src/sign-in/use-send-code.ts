import { useState } from 'react';
import { toast } from '@/ui/toasts';
import { phoneParts } from '@/lib/phone-parts';
import { verifier } from '@/lib/services';
import { preloadOtpStep } from './lazy-otp-step';
import { useSendWait } from './use-send-wait';

/** The phone's form, or the code's boxes once a code is on its way. */
export type SignInStep = 'form' | 'otp';

/** A step to take before a code is sent; false stops there. It may start the wait a refusal names. */
export type BeforeSend = (wait: (seconds: number) => void) => Promise<boolean>;

export interface SendCodeOptions {
  /** The step where the caller keeps it (the wizard: in its history entry); else kept here. */
  step?: SignInStep;
  onStep?: (step: SignInStep) => void;
  beforeSend?: BeforeSend;
}

/**
 * The form-then-code flow: send the code to `phone`, then show the OTP step. A send the server
 * refuses for a while leaves Send disabled for the seconds it names.
 */
export function useSendCode(phone: string, { step, onStep, beforeSend }: SendCodeOptions = {}) {
  const [ownStep, setOwnStep] = useState<SignInStep>('form');
  const [sending, setSending] = useState(false);
  const { secondsToWait, wait } = useSendWait(phone);
  const go = (next: SignInStep) => {
    setOwnStep(next);
    onStep?.(next);
  };

  const sendCode = async () => {
    setSending(true);
    // Its code and form are fetched while the send is under way, so both are there when it ends.
    preloadOtpStep();
    try {
      if (beforeSend && !(await beforeSend(wait))) return;
      const result = await verifier.initiate(phoneParts(phone));
      if (result.success) {
        go('otp');
        return;
      }
      toast.error(result.response.errorMessage);
      if (result.retryAfter) wait(result.retryAfter);
    } finally {
      setSending(false);
    }
  };

  return {
    step: step ?? ownStep,
    sending,
    secondsToWait,
    sendCode,
    backToForm: () => go('form'),
  };
}
