import { useState } from 'react';
import toast from 'react-hot-toast';
import { phoneParts } from '../phone-parts';
import { verifier } from '../services';

/** The form-then-code flow of sign-up and login (§4): send the code, then show the OTP step. */
export function useSendCode() {
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [sending, setSending] = useState(false);

  const sendCode = async (phone: string) => {
    setSending(true);
    const result = await verifier.initiate(phoneParts(phone));
    setSending(false);
    if (result.success) setStep('otp');
    else toast.error(result.response.errorMessage);
  };

  return { step, sending, sendCode, backToForm: () => setStep('form') };
}
