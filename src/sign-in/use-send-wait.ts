import { useState } from 'react';
import { canonicalPhone } from '@/shared/phone';
import { useCountdown } from '@/hooks/use-countdown';

/**
 * A send the server refused for a while (429): the seconds still to wait, counting down, while the
 * form holds the number it was refused for. The server keys its resend gap and send limit on the
 * canonical phone, so another number may be sent to at once.
 */
export function useSendWait(phone: string) {
  const number = canonicalPhone(phone) ?? phone;
  const [refused, setRefused] = useState<{ number: string; seconds: number }>();
  const { secondsLeft, restart } = useCountdown(refused?.seconds ?? 0);
  return {
    secondsToWait: refused?.number === number ? secondsLeft : 0,
    /** Starts the wait for the number the form holds now. */
    wait: (seconds: number) => {
      setRefused({ number, seconds });
      restart();
    },
  };
}
