import { OTP_TEXT } from '@/shared/messages';

/** Why Send is disabled, and for how many more seconds: the server refused a send for a while. */
export function SendWait({ seconds }: { seconds: number }) {
  if (seconds <= 0) return null;
  return <p className="text-muted-foreground text-sm">{OTP_TEXT.sendIn(seconds)}</p>;
}
