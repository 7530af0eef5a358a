import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The RJSF release the swaps below, and src/fast/rjsf/leaf-change-form.ts, were written against
 * (decisions 035 and 036). Every swap names a file inside RJSF's `lib/` and an import in it, and
 * the leaf-change form overrides `Form` methods RJSF keeps private; no release promises to keep
 * either. RJSF 7 exports its components one by one (rjsf-team/react-jsonschema-form#5266), the
 * public way to build a registry without the rest. Until then an upgrade starts here: the dev
 * server, Vitest and the build refuse to start until this pin is moved, after checking each swap
 * and running leaf-change-form.test.ts.
 */
export const RJSF_VERSION = '6.11.1';

/** The RJSF packages whose `lib/` files are swapped into, and so compiled from source everywhere. */
export const SWAPPED_PACKAGES = ['@rjsf/core', '@rjsf/utils', '@rjsf/shadcn'];

/** What the swapped packages import, pre-bundled by the dev server as if they were not excluded. */
const THEIR_DEPENDENCIES = [
  '@rjsf/utils > @x0k/json-schema-merge',
  '@rjsf/utils > @x0k/json-schema-merge/lib/array',
  '@rjsf/utils > fast-equals',
  '@rjsf/utils > jsonpointer',
  '@rjsf/utils > react-is',
  '@rjsf/shadcn > @radix-ui/react-slot',
  '@rjsf/shadcn > @radix-ui/react-dialog',
  '@rjsf/shadcn > @radix-ui/react-label',
  '@rjsf/shadcn > class-variance-authority',
  '@rjsf/shadcn > clsx',
  '@rjsf/shadcn > cmdk',
  '@rjsf/shadcn > lucide-react',
];

const here = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

export interface Swap {
  /** The library files (package paths) whose import is answered by ours. */
  in: string[];
  /** The import specifier as those files write it. */
  import: string;
  /** Our module, from src/fast. */
  use: string;
  why: string;
}

/** Which import, from which library file, every environment answers with our leaner module. */
export const SWAPS: Swap[] = [
  {
    in: ['@rjsf/core/lib/getDefaultRegistry.js'],
    import: './components/fields/index.js',
    use: 'rjsf/registry/fields.ts',
    why: 'no layout fields; the list and choice fields deferred',
  },
  {
    in: ['@rjsf/core/lib/getDefaultRegistry.js'],
    import: './components/widgets/index.js',
    use: 'rjsf/registry/widgets.ts',
    why: 'only the widgets a form can reach',
  },
  {
    in: ['@rjsf/core/lib/getDefaultRegistry.js'],
    import: './components/templates/index.js',
    use: 'rjsf/registry/templates.ts',
    why: "only the templates shadcn's theme does not replace",
  },
  {
    in: ['@rjsf/utils/lib/findSchemaDefinition.js'],
    import: 'fast-uri',
    use: 'rjsf/utils/uri.ts',
    why: "the browser's URL for resolve and equal",
  },
  {
    in: ['@rjsf/utils/lib/schema/retrieveSchema.js', '@rjsf/utils/lib/schema/omitExtraData.js'],
    import: './shallowAllOfMerge.js',
    use: 'rjsf/utils/all-of.ts',
    why: 'served schemas hold allOf only for show-when conditions, resolved before the merge',
  },
  {
    in: ['@rjsf/core/lib/components/fields/ArrayField.js'],
    import: '@rjsf/utils',
    use: 'rjsf/utils/array-keys.ts',
    why: 'a list told by its items, not hashed whole',
  },
  {
    in: ['@rjsf/shadcn/lib/components/ui/button.js'],
    import: '@radix-ui/react-slot',
    use: 'rjsf/shadcn/no-slot.ts',
    why: "no screen asks shadcn's Button for asChild",
  },
  {
    in: ['@rjsf/shadcn/lib/components/ui/separator.js'],
    import: '@radix-ui/react-separator',
    use: 'rjsf/shadcn/separator.tsx',
    why: "the title's rule is a div, as Radix renders it",
  },
  {
    in: ['@rjsf/shadcn/lib/lib/utils.js'],
    import: 'tailwind-merge',
    use: 'tw-merge.ts',
    why: "tailwind-merge told only our classes and shadcn's",
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What is wrong with the installed RJSF for these swaps, in one line, or undefined. `read` gives a
 * package file's text (undefined when it does not exist).
 */
export function checkSwaps(
  read: (packagePath: string) => string | undefined,
  swaps: Swap[] = SWAPS,
  pinned = RJSF_VERSION,
): string | undefined {
  for (const name of SWAPPED_PACKAGES) {
    const version = (JSON.parse(read(`${name}/package.json`) ?? '{}') as { version?: string })
      .version;
    if (version !== pinned)
      return `rjsf-swaps: ${name} is ${version ?? 'not installed'}, but the swaps in src/fast/vite/rjsf-swaps.ts were written for ${pinned}; check each swap against it, then update RJSF_VERSION (decision 035)`;
  }
  for (const swap of swaps)
    for (const file of swap.in) {
      const text = read(file);
      const imports = new RegExp(`(from|import)\\s*\\(?\\s*['"]${escape(swap.import)}['"]`);
      if (text === undefined || !imports.test(text))
        return `rjsf-swaps: ${file} ${text === undefined ? 'no longer exists' : `no longer imports '${swap.import}'`} in RJSF ${pinned}; update that swap in src/fast/vite/rjsf-swaps.ts (decision 035)`;
    }
  return undefined;
}

/** A package path split into the package's name and the file inside it. */
const splitPath = (path: string) => {
  const parts = path.split('/');
  const n = path.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, n).join('/'), file: parts.slice(n).join('/') };
};

/**
 * Where an installed package's file is, as Node resolves the package from `root`'s project (its
 * directory is found through its entry: RJSF's `exports` do not offer its package.json).
 */
export function installedPath(root: string, packagePath: string): string {
  const { name, file } = splitPath(packagePath);
  const entry = createRequire(`${root}/package.json`).resolve(name).replaceAll('\\', '/');
  const at = entry.lastIndexOf(`/node_modules/${name}/`);
  return `${entry.slice(0, at)}/node_modules/${name}/${file}`;
}

/** Reads an installed package's file; undefined when it does not exist. */
export function readInstalled(root: string) {
  return (packagePath: string): string | undefined => {
    try {
      return readFileSync(installedPath(root, packagePath), 'utf8');
    } catch {
      return undefined;
    }
  };
}

/** The swap for `source` imported by the file `importer` (an absolute path), if any. */
export function swapFor(source: string, importer: string): string | undefined {
  const file = importer.split('?')[0]!.replaceAll('\\', '/');
  const swap = SWAPS.find(
    (s) => s.import === source && s.in.some((path) => file.endsWith(`/node_modules/${path}`)),
  );
  return swap && here(swap.use);
}

/**
 * RJSF, shadcn's theme and tailwind-merge without what our forms never use (decision 021): every
 * import listed in SWAPS, from the named library file only, is answered by our module; ajv and
 * everything else keep their own dependencies. It applies in the dev server, Vitest, Storybook and
 * the build alike: the three RJSF packages are compiled from source (not pre-bundled by the dev
 * server, not left to Node by Vitest), so their imports pass through here. Any environment refuses
 * to start, in one line, when the installed RJSF is not the pinned one or a swapped import moved.
 */
export function rjsfSwaps(): Plugin {
  return {
    name: 'rjsf-swaps',
    enforce: 'pre',
    config: () => ({
      // The dev server compiles them as the build does; what they import is pre-bundled as usual.
      optimizeDeps: { exclude: [...SWAPPED_PACKAGES], include: THEIR_DEPENDENCIES },
      test: { server: { deps: { inline: [...SWAPPED_PACKAGES] } } },
      // The server's build of the app (src/fast/ssr) bundles them too, so the markup it renders
      // comes from the same swapped code as the browser's.
      ssr: { noExternal: [...SWAPPED_PACKAGES] },
    }),
    configResolved(config) {
      const problem = checkSwaps(readInstalled(config.root));
      if (problem) throw new Error(problem);
    },
    resolveId(source, importer) {
      return importer ? (swapFor(source, importer) ?? null) : null;
    },
  };
}
