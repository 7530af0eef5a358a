import { mergeSchemas, type JsonObject } from '@/shared/validation/bundle-schema';

/**
 * Stands in for @rjsf/utils's allOf merger (@x0k/json-schema-merge, 12 kB)
 * (../../vite/rjsf-swaps.ts). Bundling merges every `$ref` and shared part before a form is served,
 * so the one `allOf` a served schema holds is its "show when" conditions, and RJSF resolves each
 * against the data before merging: what arrives here is plain parts (the fields a met condition
 * shows, their `required` and messages, or nothing). Merged as bundling merges: fields side by
 * side, `required` lists united. The validator, compiled from the whole schema, checks it all.
 */
export default function shallowAllOfMerge(schema: JsonObject): JsonObject {
  const { allOf, ...rest } = schema;
  const parts = Array.isArray(allOf) ? (allOf as JsonObject[]) : [];
  return parts.reduce<JsonObject>((merged, part) => mergeSchemas(merged, part), rest);
}
