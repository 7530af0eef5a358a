import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { loadOnce } from '@/shared/load-once';

/**
 * A component whose code arrives in its own chunk. `preload()` fetches it; once it has arrived the
 * component renders at once (React.lazy alone would suspend a first render even then). Rendered
 * before that, it suspends like React.lazy. Each instance keeps the way it first rendered, so the
 * code arriving never remounts it (a remount would drop the focus of a field being typed in).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const chunk = loadOnce(load);
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [direct] = useState(() => chunk.current);
    return direct
      ? createElement(direct, props)
      : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  return Object.assign(Deferred, { preload: chunk.load });
}
