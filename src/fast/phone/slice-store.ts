import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';

/** Where slices come from: in the browser build, one small chunk per calling code. */
export interface SliceSource {
  /** Every calling code with its countries ("44" → ["GB", "GG", "IM", "JE"]; "800" → []). */
  callingCodes: () => Promise<Record<string, string[]>>;
  slice: (callingCode: string) => Promise<MetadataJson>;
}

export type SliceStore = ReturnType<typeof createSliceStore>;

/**
 * libphonenumber metadata that starts with one calling code's slice and grows as others are
 * loaded. `metadata` is one object, mutated in place, so core functions bound to it see each slice
 * as soon as it arrives. A number whose calling code is not loaded yet does not parse.
 */
export function createSliceStore(first: MetadataJson, source: SliceSource) {
  const metadata: MetadataJson = {
    version: first.version,
    country_calling_codes: { ...first.country_calling_codes },
    countries: { ...first.countries },
    nonGeographic: { ...first.nonGeographic },
  };
  let codes: Record<string, string[]> | undefined;
  let codesLoading: Promise<Record<string, string[]>> | undefined;
  const slicesLoading = new Map<string, Promise<void>>();

  const add = (slice: MetadataJson) => {
    Object.assign(metadata.country_calling_codes, slice.country_calling_codes);
    Object.assign(metadata.countries, slice.countries);
    Object.assign(metadata.nonGeographic, slice.nonGeographic);
  };

  /** The calling code that digits start with, among some known ones: calling codes are prefix-free. */
  const codeIn = (known: (code: string) => boolean, digits: string) =>
    [1, 2, 3]
      .map((n) => digits.slice(0, n))
      .find((prefix, i) => prefix.length === i + 1 && known(prefix));
  const loaded = (code: string) =>
    code in metadata.country_calling_codes || code in metadata.nonGeographic;

  const loadCodes = () => {
    codesLoading ??= source.callingCodes().then((loaded) => (codes = loaded));
    codesLoading.catch(() => (codesLoading = undefined));
    return codesLoading;
  };

  const loadSlice = (callingCode: string) => {
    let loading = slicesLoading.get(callingCode);
    if (!loading) {
      loading = source.slice(callingCode).then(add);
      slicesLoading.set(callingCode, loading);
      loading.catch(() => slicesLoading.delete(callingCode));
    }
    return loading.then(() => true);
  };

  return {
    metadata,
    /** Whether the calling code that digits ("447911123456") start with is loaded. */
    hasNumber: (digits: string) => codeIn(loaded, digits) !== undefined,
    hasCountry: (iso: string) => iso in metadata.countries,
    /** A country's calling code, from its slice or from the list of all codes once loaded. */
    dialCode(iso: string): string | undefined {
      const plan = metadata.countries[iso as CountryCode];
      if (plan) return plan[0];
      return Object.keys(codes ?? {}).find((code) => codes?.[code]?.includes(iso));
    },
    /** Loads the list of all calling codes, so every country's dial code is known. */
    loadDialCodes: () => loadCodes().then(() => undefined),
    /** Loads the slice of the calling code digits start with: true once it arrives, false if none. */
    async loadNumber(digits: string): Promise<boolean> {
      if (codeIn(loaded, digits)) return false;
      const all = await loadCodes();
      const code = codeIn((prefix) => prefix in all, digits);
      return code ? loadSlice(code) : false;
    },
    /** Loads a country's slice: true once it arrives, false if it was loaded or is unknown. */
    async loadCountry(iso: string): Promise<boolean> {
      if (iso in metadata.countries) return false;
      await loadCodes();
      const code = this.dialCode(iso);
      return code ? loadSlice(code) : false;
    },
  };
}
