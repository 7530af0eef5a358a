import { useEffect, useRef, useState } from 'react';
import { toast } from '@/ui/toasts';
import { SchemaForm } from '@/forms/schema-form';
import { OTP_RESEND_SECONDS } from '@/shared/timing';
import { useT } from '@/i18n/texts-provider';
import type { SignInSuccessDetail } from '@/verification/phone-verifier';
import { Refusal } from '@/lib/api-error';
import { phoneParts } from '@/lib/phone-parts';
import { PhoneNumber } from '@/ui/phone-number';
import { useCountdown } from '@/hooks/use-countdown';
import { clientConfig, loadedClientConfig, verifier } from '@/lib/services';
import { useLiveForm } from '@/lib/live-forms';
import { codeRefusal, type CodeRefusal } from './code-refusal';
import { OtpMessage } from './otp-message';

interface OtpStepProps {
  /** Digits with the country code. */
  phone: string;
  /** Shown once the code is right, while `onVerified` runs ('OTP verified. Signing up...'). */
  verifiedText: string;
  /**
   * The backend call after a right code. It rejects with a `Refusal` (the catalogue's message and
   * the way on) when sign-up or login is refused: the code was right, so that is never "OTP
   * incorrect".
   */
  onVerified: (detail: SignInSuccessDetail) => Promise<void>;
  onBack: () => void;
  backText?: string;
}

/**
 * The server's least time between two codes (`otpResendSeconds` of its configuration), with the
 * product's 60 s until that has arrived.
 */
function useResendSeconds(): number {
  const [seconds, setSeconds] = useState(() => loadedClientConfig()?.otpResendSeconds);
  useEffect(() => {
    if (seconds !== undefined) return;
    let live = true;
    clientConfig().then(
      (config) => live && setSeconds(config.otpResendSeconds),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [seconds]);
  return seconds ?? OTP_RESEND_SECONDS;
}

/** A button that reads as a link, as large as any touch target (44 px) on a phone and a desktop. */
const TEXT_BUTTON =
  'text-primary inline-flex min-h-11 min-w-11 items-center self-start underline-offset-4 hover:underline';

/** One id for every toast of the step: each outcome replaces the one before, never stacks on it. */
export const OTP_TOAST_ID = 'otp-step';

/**
 * Six boxes, verification on the sixth digit, a resend countdown of the server's gap. The
 * code has already been sent when this step shows. A refused code says what the server said and
 * what to do next.
 */
export function OtpStep({ phone, verifiedText, onVerified, onBack, backText }: OtpStepProps) {
  const t = useT();
  const otpForm = useLiveForm('otp');
  const [data, setData] = useState<Record<string, unknown>>({});
  // A new attempt starts from empty boxes with the first one focused: the form is remounted.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'entering' | 'verifying' | 'verified' | 'refused'>('entering');
  const [refusal, setRefusal] = useState<Refusal>();
  const [codeRefused, setCodeRefused] = useState<CodeRefusal>();
  // The code is used up or expired: Resend is offered now, not at the end of the countdown.
  const [needsNewCode, setNeedsNewCode] = useState(false);
  const busy = useRef(false);
  // The server's resend gap, or the seconds it named when it refused a resend for now.
  const gap = useResendSeconds();
  const [refusedFor, setRefusedFor] = useState<number>();
  const { secondsLeft, restart } = useCountdown(refusedFor ?? gap);
  // The seconds the server named when it refused to check a code for now (too many requests).
  const pause = useCountdown(codeRefused?.wait ?? 0);
  const waiting = pause.secondsLeft > 0;
  // Once the wait is over its message is stale: the boxes take a code again.
  const shownRefusal = codeRefused?.wait && !waiting ? undefined : codeRefused;

  const verify = async (otp: string) => {
    if (busy.current) return;
    busy.current = true;
    setState('verifying');
    toast.loading(t('otp.verifying'), { id: OTP_TOAST_ID });
    const result = await verifier.verify({ ...phoneParts(phone), otp });
    if (!result.success) {
      const refused = codeRefusal(result);
      toast.error(refused.toast, { id: OTP_TOAST_ID });
      setCodeRefused(refused);
      if (refused.needsNewCode) setNeedsNewCode(true);
      if (refused.wait) pause.restart();
      setState('entering');
      setData({});
      setAttempt((n) => n + 1);
      busy.current = false;
      return;
    }
    toast.success(t('otp.verified'), { id: OTP_TOAST_ID });
    setState('verified');
    try {
      await onVerified({
        token: result.response.token,
        response: { userId: result.response.userId, identities: result.response.identities },
      });
    } catch (error) {
      // The code was used up by the right answer: a new one is needed to try again.
      toast.dismiss(OTP_TOAST_ID);
      setRefusal(error instanceof Refusal ? error : new Refusal(t('otp.error')));
      setState('refused');
      setData({});
    } finally {
      busy.current = false;
    }
  };

  const change = (next: Record<string, unknown>) => {
    setData(next);
    // A new code is being typed: what the last one came to no longer applies.
    if (next.otp) setCodeRefused(undefined);
    if (typeof next.otp === 'string' && /^\d{6}$/.test(next.otp)) void verify(next.otp);
  };

  const resend = async () => {
    setData({});
    setAttempt((n) => n + 1);
    setState('entering');
    setRefusal(undefined);
    setCodeRefused(undefined);
    setNeedsNewCode(false);
    setRefusedFor(undefined);
    restart();
    const result = await verifier.initiate(phoneParts(phone));
    if (result.success) {
      toast(t('otp.resent'), { icon: 'ℹ️', id: OTP_TOAST_ID });
      // The server's gap runs from when it took the request, so the countdown runs from its
      // answer: counted from the tap, Resend would come back while the server still refuses.
      restart();
      return;
    }
    toast.error(result.response.errorMessage, { id: OTP_TOAST_ID });
    if (result.retryAfter) {
      setRefusedFor(result.retryAfter);
      restart();
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="otp-title">
      <button type="button" onClick={onBack} className={`${TEXT_BUTTON} text-sm`}>
        ← {backText ?? t('otp.back')}
      </button>
      <h1 id="otp-title" className="text-2xl font-semibold">
        {t('otp.title')}
      </h1>
      <p className="text-muted-foreground text-sm">
        {t('otp.sentTo')} <PhoneNumber phone={phone} className="text-foreground font-medium" />
      </p>
      <SchemaForm
        // Remounted when the wait is over too, so the first box has the focus again.
        key={`${attempt}-${waiting}`}
        form={otpForm}
        formData={data}
        onChange={change}
        disabled={state !== 'entering' || waiting}
      />
      <OtpMessage
        verifiedText={state === 'verified' ? verifiedText : undefined}
        refusal={state === 'refused' ? refusal : undefined}
        codeRefused={shownRefusal}
        waitLeft={pause.secondsLeft}
      />
      {secondsLeft > 0 && !needsNewCode ? (
        // As tall as Resend, so nothing below moves when the countdown gives way to it.
        <p className="text-muted-foreground flex min-h-11 items-center text-sm">
          {t('otp.resendIn', { seconds: secondsLeft })}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void resend()}
          className={`${TEXT_BUTTON} text-sm font-medium`}
        >
          {t('otp.resend')}
        </button>
      )}
    </section>
  );
}
