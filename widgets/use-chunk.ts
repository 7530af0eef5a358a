import { useEffect, useRef, useState } from 'react';
import type { loadOnce } from '@/shared/load-once';

/**
 * A component from a chunk fetched on demand (`loadOnce`): what is there now, and `fetch` to ask
 * for it. A prefetch (hover, focus) that fails is quiet, since the press asks again; a failed
 * `fetch(true)` (the member is opening it) is logged and `onFail` closes what was opening. A chunk
 * that arrives after the component has gone (a prefetch on hover, then a route change) is kept for
 * next time and touches no state.
 */
export function useChunk<M, C>(
  chunk: ReturnType<typeof loadOnce<M>>,
  pick: (module: M) => C,
  what: string,
  onFail: () => void,
) {
  const [component, setComponent] = useState(() => chunk.current && pick(chunk.current));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const fetch = (opening = false) => {
    if (component) return;
    chunk.load().then(
      (module) => {
        if (mounted.current) setComponent(() => pick(module));
      },
      (error: unknown) => {
        if (!opening || !mounted.current) return;
        console.error(`Could not load ${what}`, error);
        onFail();
      },
    );
  };
  return [component, fetch] as const;
}
