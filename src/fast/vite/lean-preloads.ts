import type { Plugin, Rollup } from 'vite';

/**
 * Vite preloads what a lazily imported chunk imports, so the browser fetches them side by side
 * instead of one import after the other; each dynamic import carries the list of those files. A
 * file the importing chunk already imports statically, or that the entry does, is loaded by the
 * time the import runs: listing it costs bytes on every page and fetches nothing. The lists keep
 * only files that may still be missing.
 */
export function leanPreloads(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  /** A chunk and what it imports statically, as loaded before its code runs. */
  const closure = (fileName: string): Set<string> => {
    let found = closures.get(fileName);
    if (!found) {
      found = new Set();
      const walk = (name: string) => {
        const chunk = bundle?.[name];
        if (found!.has(name) || chunk?.type !== 'chunk') return;
        found!.add(name);
        chunk.imports.forEach(walk);
      };
      walk(fileName);
      closures.set(fileName, found);
    }
    return found;
  };
  return {
    name: 'lean-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(_file, deps, { hostId, hostType }) {
            if (hostType !== 'js' || !bundle) return deps;
            const entry = Object.values(bundle).find(
              (chunk) => chunk.type === 'chunk' && chunk.isEntry,
            );
            const loaded = new Set([...closure(hostId), ...(entry ? closure(entry.fileName) : [])]);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    // Before Vite's own step writes the lists: the chunks and their imports are final here.
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
}
