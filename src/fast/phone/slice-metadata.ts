import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The part of libphonenumber's metadata one calling code needs: its countries' numbering plans
 * ("44" → GB, GG, IM, JE) or its non-geographic plan ("800"). Merged into a metadata object, it
 * lets libphonenumber's core functions parse and validate that code's numbers.
 */
export function sliceMetadata(full: MetadataJson, callingCode: string): MetadataJson {
  const countries = full.country_calling_codes[callingCode];
  const plans = (countries ?? []).flatMap((iso) => {
    const plan = full.countries[iso as keyof MetadataJson['countries']];
    return plan ? [[iso, plan] as const] : [];
  });
  const nonGeographic = full.nonGeographic?.[callingCode];
  return {
    version: full.version,
    country_calling_codes: countries ? { [callingCode]: countries } : {},
    countries: Object.fromEntries(plans),
    nonGeographic: nonGeographic ? { [callingCode]: nonGeographic } : {},
  };
}

/** Every calling code with its countries; a non-geographic one ("800") has none. */
export const allCallingCodes = (full: MetadataJson): Record<string, string[]> => ({
  ...Object.fromEntries(Object.keys(full.nonGeographic ?? {}).map((code) => [code, []])),
  ...full.country_calling_codes,
});
