/**
 * A chunk fetched on demand, at most one fetch at a time. `current` is the module once it has
 * arrived, so a component can render it at once. A failed fetch is forgotten, so the next call asks
 * again.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: (): Promise<T> =>
      (loading ??= load().then(
        (module) => (current = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}
