import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code arrives in its own chunk. `preload()` fetches it; once it has arrived the
 * component renders at once (React.lazy alone would suspend a first render even then). Rendered
 * before that, it suspends like React.lazy. Each instance keeps the way it first rendered, so the
 * code arriving never remounts it (a remount would drop the focus of a field being typed in).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [direct] = useState(() => loaded);
    return direct
      ? createElement(direct, props)
      : createElement(Suspense, { fallback: null }, createElement(Lazy, props));
  }
  return Object.assign(Deferred, { preload });
}
