import { useEffect, useRef, useState } from 'react';
import { toast } from '@/app/toasts';
import { Link } from 'react-router-dom';
import { SchemaForm } from '@/forms/schema-form';
import { NEXT_STEP_TEXT, OTP_RESEND_SECONDS, OTP_TEXT } from '@/shared/messages';
import type { SignInSuccessDetail } from '@/verification/phone-verifier';
import { Refusal } from '../../api-error';
import { displayPhone, phoneParts } from '../../phone-parts';
import { useCountdown } from '../../hooks/use-countdown';
import { clientConfig, loadedClientConfig, verifier } from '../../services';
import { useLiveForm } from '../../live-forms';

interface OtpStepProps {
  /** Digits with the country code. */
  phone: string;
  /** Shown once the code is right, while `onVerified` runs ('OTP verified. Signing up...'). */
  verifiedText: string;
  /**
   * The backend call after a right code. It rejects with a `Refusal` (the §8 message and the way
   * on) when sign-up or login is refused: the code was right, so that is never "OTP incorrect".
   */
  onVerified: (detail: SignInSuccessDetail) => Promise<void>;
  onBack: () => void;
  backText?: string;
}

/**
 * The server's least time between two codes (`otpResendSeconds` of its configuration), with the
 * 60 s of §9 until that has arrived.
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

/**
 * Six boxes, verification on the sixth digit, a resend countdown of the server's gap (§2, §4). The
 * code has already been sent when this step shows.
 */
export function OtpStep({
  phone,
  verifiedText,
  onVerified,
  onBack,
  backText = OTP_TEXT.back,
}: OtpStepProps) {
  const otpForm = useLiveForm('otp');
  const [data, setData] = useState<Record<string, unknown>>({});
  // A new attempt starts from empty boxes with the first one focused: the form is remounted.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'entering' | 'verifying' | 'verified' | 'failed' | 'refused'>(
    'entering',
  );
  const [refusal, setRefusal] = useState<Refusal>();
  const busy = useRef(false);
  // The server's resend gap, or the seconds it named when it refused a resend for now.
  const gap = useResendSeconds();
  const [refusedFor, setRefusedFor] = useState<number>();
  const { secondsLeft, restart } = useCountdown(refusedFor ?? gap);

  const verify = async (otp: string) => {
    if (busy.current) return;
    busy.current = true;
    setState('verifying');
    const loading = toast.loading(OTP_TEXT.verifying);
    const result = await verifier.verify({ ...phoneParts(phone), otp });
    if (!result.success) {
      toast.error(OTP_TEXT.failed, { id: loading });
      setState('failed');
      setData({});
      setAttempt((n) => n + 1);
      busy.current = false;
      return;
    }
    toast.success(OTP_TEXT.verified, { id: loading });
    setState('verified');
    try {
      await onVerified({
        token: result.response.token,
        response: { userId: result.response.userId, identities: result.response.identities },
      });
    } catch (error) {
      // The code was used up by the right answer: a new one is needed to try again.
      toast.dismiss(loading);
      setRefusal(error instanceof Refusal ? error : new Refusal(OTP_TEXT.error));
      setState('refused');
      setData({});
    } finally {
      busy.current = false;
    }
  };

  const change = (next: Record<string, unknown>) => {
    setData(next);
    if (state === 'failed' && next.otp) setState('entering');
    if (typeof next.otp === 'string' && /^\d{6}$/.test(next.otp)) void verify(next.otp);
  };

  const resend = async () => {
    setData({});
    setAttempt((n) => n + 1);
    setState('entering');
    setRefusal(undefined);
    setRefusedFor(undefined);
    restart();
    const result = await verifier.initiate(phoneParts(phone));
    if (result.success) {
      toast(OTP_TEXT.resent, { icon: 'ℹ️' });
      return;
    }
    toast.error(result.response.errorMessage);
    if (result.retryAfter) {
      setRefusedFor(result.retryAfter);
      restart();
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="otp-title">
      <button
        type="button"
        onClick={onBack}
        className="text-primary self-start text-sm underline-offset-4 hover:underline"
      >
        ← {backText}
      </button>
      <h1 id="otp-title" className="text-2xl font-semibold">
        {OTP_TEXT.title}
      </h1>
      <p className="text-muted-foreground text-sm">
        {OTP_TEXT.sentTo} <span className="text-foreground font-medium">{displayPhone(phone)}</span>
      </p>
      <SchemaForm
        key={attempt}
        form={otpForm}
        formData={data}
        onChange={change}
        disabled={state === 'verifying' || state === 'verified' || state === 'refused'}
      />
      <div aria-live="polite" className="min-h-6 text-sm">
        {state === 'failed' && <p className="text-destructive">{OTP_TEXT.incorrect}</p>}
        {state === 'verified' && <p className="text-green-700">{verifiedText}</p>}
        {state === 'refused' && refusal && (
          <div className="border-destructive/40 bg-destructive/5 flex flex-col gap-2 rounded-md border p-3">
            <p className="text-destructive font-medium">{refusal.message}</p>
            {refusal.next ? (
              <Link
                to={refusal.next.to}
                state={refusal.next.state}
                className="text-primary inline-flex min-h-11 items-center self-start font-medium underline underline-offset-4"
              >
                {refusal.next.text}
              </Link>
            ) : (
              <p>{NEXT_STEP_TEXT.newCode}</p>
            )}
          </div>
        )}
      </div>
      {secondsLeft > 0 ? (
        <p className="text-muted-foreground text-sm">{OTP_TEXT.resendIn(secondsLeft)}</p>
      ) : (
        <button
          type="button"
          onClick={() => void resend()}
          className="text-primary self-start text-sm font-medium underline-offset-4 hover:underline"
        >
          {OTP_TEXT.resend}
        </button>
      )}
    </section>
  );
}
