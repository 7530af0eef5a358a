/**
 * Stands in for @rjsf/utils's allOf merger (@x0k/json-schema-merge, 12 kB)
 * (../../vite/rjsf-swaps.ts). A served schema never holds allOf: bundling (bundleSchema, for
 * schemas:compile and the Studio alike) merges every allOf and `$ref` before a form is served.
 * Should one arrive anyway, RJSF catches this, warns and renders the schema without it; the
 * validator, compiled from the whole schema, still checks all of it.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('allOf is not merged in the browser; bundling merges it before a form is served');
}
