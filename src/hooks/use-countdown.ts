import { useEffect, useState } from 'react';

/**
 * Whole seconds left of `total`, one fewer each second since the last `restart` (or the first
 * render). `total` may change while it counts (a configuration that arrives late): the seconds
 * already counted stay counted.
 */
export function useCountdown(total: number) {
  const [elapsed, setElapsed] = useState(0);
  const secondsLeft = Math.max(0, total - elapsed);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setElapsed((n) => n + 1), 1000);
    return () => clearTimeout(timer);
  }, [running, elapsed]);

  return { secondsLeft, restart: () => setElapsed(0) };
}
