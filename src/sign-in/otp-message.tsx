import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import type { Refusal } from '@/lib/api-error';
import type { CodeRefusal } from './code-refusal';
import { useWaitTime } from './wait-time';

interface OtpMessageProps {
  /** Shown once the code is right ('OTP verified. Signing up...'). */
  verifiedText?: string;
  /** Sign-up or login refused after a right code: its message and the way on. */
  refusal?: Refusal;
  /** The code refused, as the server said why. */
  codeRefused?: CodeRefusal;
  /** Seconds left of the server's wait before it takes another code. */
  waitLeft: number;
}

/** Under the boxes: what the last attempt came to, and what to do next. */
export function OtpMessage({ verifiedText, refusal, codeRefused, waitLeft }: OtpMessageProps) {
  const t = useT();
  const wait = useWaitTime();
  return (
    <div aria-live="polite" className="min-h-6 text-sm">
      {verifiedText && <p className="text-green-700">{verifiedText}</p>}
      {codeRefused &&
        (codeRefused.wait ? (
          // A second-by-second count is not read out: the toast has said why once.
          <p className="text-destructive" aria-live="off">
            {t('otp.tryCodeIn', { wait: wait(waitLeft) })}
          </p>
        ) : (
          <>
            <p className="text-destructive">{codeRefused.message}</p>
            {codeRefused.next && <p>{codeRefused.next}</p>}
          </>
        ))}
      {refusal && (
        <div className="border-destructive/40 bg-destructive/5 flex flex-col gap-2 rounded-md border p-3">
          <p className="text-destructive font-medium">{refusal.message}</p>
          {refusal.next ? (
            <Link
              to={refusal.next.to}
              state={refusal.next.state}
              className="text-primary inline-flex min-h-11 items-center self-start font-medium underline underline-offset-4"
            >
              {t(refusal.next.text)}
            </Link>
          ) : (
            <p>{t('next.newCode')}</p>
          )}
        </div>
      )}
    </div>
  );
}
