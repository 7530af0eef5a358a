import india from 'virtual:phone-slice/91';
import { sliced } from 'virtual:phone-slices/mode';
import { createSliceStore } from './slice-store';

/**
 * The browser's phone metadata. In the client build, `libphonenumber-js` resolves to
 * ./libphonenumber.ts, bound to this store: it starts with India's slice (§9: the phone input
 * defaults to India) and loads another calling code's slice when a number or a country needs it.
 * The server, the unit tests and the dev server keep the full metadata (`sliced` is false there).
 */
export const phoneSlices = createSliceStore(india, {
  callingCodes: () => import('virtual:phone-slices').then((m) => m.callingCodes),
  slice: (code) =>
    import('virtual:phone-slices').then(async (m) => {
      const load = m.slices[code];
      if (!load) throw new Error(`No phone metadata for +${code}`);
      return (await load()).default;
    }),
});

/**
 * Loads the metadata a number ("447911123456", calling code first) needs: resolves true once a
 * slice arrived that changes how it reads, so the caller reads it again; undefined when nothing
 * is to load.
 */
export function metadataForNumber(digits: string): Promise<boolean> | undefined {
  if (!sliced || digits === '' || phoneSlices.hasNumber(digits)) return undefined;
  return phoneSlices.loadNumber(digits).catch(() => false);
}

/** As metadataForNumber, for a chosen country ("GB"). */
export function metadataForCountry(iso: string): Promise<boolean> | undefined {
  if (!sliced || phoneSlices.hasCountry(iso)) return undefined;
  return phoneSlices.loadCountry(iso).catch(() => false);
}

/** Every country's dial code, for the country list: loaded with it. */
export const loadDialCodes = (): Promise<void> =>
  sliced ? phoneSlices.loadDialCodes().catch(() => undefined) : Promise.resolve();
