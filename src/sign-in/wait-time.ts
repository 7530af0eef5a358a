import { useT } from '@/i18n/texts-provider';

/**
 * A wait for the member to read, as the `{wait}` of `otp.sendIn` and `otp.tryCodeIn`: "42s" under a
 * minute, else "12 min" or "12 min 5s", each a text of the catalogue so a language words it.
 */
export function useWaitTime() {
  const t = useT();
  return (seconds: number) => {
    if (seconds < 60) return t('time.seconds', { seconds });
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    return rest
      ? t('time.minutesSeconds', { minutes, seconds: rest })
      : t('time.minutes', { minutes });
  };
}
