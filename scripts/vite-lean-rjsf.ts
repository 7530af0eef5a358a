import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lean = (file: string) => fileURLToPath(new URL(`../src/forms/lean/${file}`, import.meta.url));

/** Which import, from which library file, the browser build answers with our leaner module. */
const SWAPS: Array<{ importer: RegExp; source: string; to: string }> = [
  {
    importer: /@rjsf\/core\/lib\/getDefaultRegistry\.js$/,
    source: './components/fields/index.js',
    to: lean('fields.ts'),
  },
  {
    importer: /@rjsf\/core\/lib\/getDefaultRegistry\.js$/,
    source: './components/widgets/index.js',
    to: lean('widgets.ts'),
  },
  {
    importer: /@rjsf\/core\/lib\/getDefaultRegistry\.js$/,
    source: './components/templates/index.js',
    to: lean('templates.ts'),
  },
  {
    importer: /@rjsf\/utils\/lib\/findSchemaDefinition\.js$/,
    source: 'fast-uri',
    to: lean('uri.ts'),
  },
  {
    importer: /@rjsf\/utils\/lib\/schema\/(retrieveSchema|omitExtraData)\.js$/,
    source: './shallowAllOfMerge.js',
    to: lean('all-of.ts'),
  },
  {
    importer: /@rjsf\/core\/lib\/components\/fields\/ArrayField\.js$/,
    source: '@rjsf/utils',
    to: lean('array-keys.ts'),
  },
  {
    importer: /@rjsf\/shadcn\/lib\/lib\/utils\.js$/,
    source: 'tailwind-merge',
    to: fileURLToPath(new URL('../widgets/tw-merge.ts', import.meta.url)),
  },
];

/**
 * The app's build leaves out what RJSF would download for nothing (decision 021,
 * docs/decisions): the fields, widgets and templates no form of ours can reach, the allOf merger for
 * schemas that never hold allOf, fast-uri's RFC 3986 parser where the browser's URL does, the
 * array field's hash of its whole list on every render where its items' identities tell the same,
 * and tailwind-merge's whole configuration where ours (widgets/tw-merge.ts) knows the classes
 * shadcn's theme uses. Only the imports listed are swapped, only from the named files, so ajv and
 * everything else keep their own dependencies.
 */
export function leanRjsf(): Plugin {
  return {
    name: 'lean-rjsf',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      return SWAPS.find((s) => s.source === source && s.importer.test(importer))?.to ?? null;
    },
  };
}
