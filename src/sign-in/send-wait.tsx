import { useT } from '@/i18n/texts-provider';
import { useWaitTime } from './wait-time';

/** Why Send is disabled, and for how many more seconds: the server refused a send for a while. */
export function SendWait({ seconds }: { seconds: number }) {
  const t = useT();
  const wait = useWaitTime();
  if (seconds <= 0) return null;
  return (
    <p className="text-muted-foreground text-sm">{t('otp.sendIn', { wait: wait(seconds) })}</p>
  );
}
