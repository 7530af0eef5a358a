// Modules that src/fast/vite/phone-slices.ts generates from libphonenumber's metadata.

declare module 'virtual:phone-slice/*' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  const slice: MetadataJson;
  export default slice;
}

declare module 'virtual:phone-slices' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  /** Every calling code with its countries ("44" → ["GB", "GG", "IM", "JE"]; "800" → []). */
  export const callingCodes: Record<string, string[]>;
  /** Each calling code's slice, as its own chunk. */
  export const slices: Record<string, () => Promise<{ default: MetadataJson }>>;
}
