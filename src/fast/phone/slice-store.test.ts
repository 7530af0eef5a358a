// @vitest-environment node
import { describe, expect, it } from 'vitest';
import full from 'libphonenumber-js/metadata.min.json';
import examples from 'libphonenumber-js/examples.mobile.json';
import { parsePhoneNumberFromString as parseWithAll } from 'libphonenumber-js';
import { parsePhoneNumberFromString as parseIn, type MetadataJson } from 'libphonenumber-js/core';
import { createSliceStore } from './slice-store';
import { allCallingCodes, sliceMetadata } from './slice-metadata';

const all = full as unknown as MetadataJson;

/** A store that starts with India, as the browser's does, fed from the full metadata. */
function indiaFirst() {
  const loaded: string[] = [];
  const store = createSliceStore(sliceMetadata(all, '91'), {
    callingCodes: async () => allCallingCodes(all),
    slice: async (code) => {
      loaded.push(code);
      return sliceMetadata(all, code);
    },
  });
  const canonical = (text: string) => {
    const parsed = parseIn(text, store.metadata);
    return parsed?.isValid() ? parsed.number : undefined;
  };
  return { store, loaded, canonical };
}

describe('phone metadata slices', () => {
  it('reads Indian numbers with nothing loaded', () => {
    const { store, loaded, canonical } = indiaFirst();
    expect(canonical('+91 98765 43210')).toBe('+919876543210');
    expect(store.hasNumber('919876543210')).toBe(true);
    expect(store.dialCode('IN')).toBe('91');
    expect(loaded).toEqual([]);
  });

  it('knows nothing of a calling code until its slice is loaded, then reads it as the full metadata does', async () => {
    const { store, loaded, canonical } = indiaFirst();
    expect(canonical('+44 20 7946 0958')).toBeUndefined();
    expect(store.hasNumber('442079460958')).toBe(false);
    await expect(store.loadNumber('442079460958')).resolves.toBe(true);
    expect(loaded).toEqual(['44']);
    expect(canonical('+44 20 7946 0958')).toBe('+442079460958');
    expect(parseIn('+442079460958', store.metadata)?.country).toBe('GB');
    // Loaded once: another number of the code needs nothing more.
    await expect(store.loadNumber('447911123456')).resolves.toBe(false);
    expect(loaded).toEqual(['44']);
  });

  it('loads a slice at a time, however often it is asked for at once', async () => {
    const { store, loaded } = indiaFirst();
    await Promise.all([store.loadNumber('1415'), store.loadNumber('14155552671')]);
    expect(loaded).toEqual(['1']);
  });

  it('loads nothing for digits that start no calling code yet', async () => {
    const { store, loaded } = indiaFirst();
    await expect(store.loadNumber('4')).resolves.toBe(false);
    expect(loaded).toEqual([]);
  });

  it("tells every country's dial code once the list of codes is loaded, and loads a country", async () => {
    const { store, loaded, canonical } = indiaFirst();
    expect(store.dialCode('CA')).toBeUndefined();
    await store.loadDialCodes();
    expect(store.dialCode('CA')).toBe('1');
    expect(store.hasCountry('CA')).toBe(false);
    await expect(store.loadCountry('CA')).resolves.toBe(true);
    expect(loaded).toEqual(['1']);
    expect(canonical('+1 613 555 0123')).toBe('+16135550123');
  });

  it('reads non-geographic codes (+800)', async () => {
    const { store, canonical } = indiaFirst();
    await store.loadNumber('80012345678');
    expect(canonical('+800 1234 5678')).toBe('+80012345678');
  });

  it("agrees with the full metadata on every country's example number", async () => {
    const { store, canonical } = indiaFirst();
    for (const [iso, national] of Object.entries(examples as Record<string, string>)) {
      const expected = parseWithAll(national, iso as never);
      if (!expected) continue;
      await store.loadNumber(expected.number.slice(1));
      expect(canonical(expected.number), iso).toBe(
        expected.isValid() ? expected.number : undefined,
      );
      expect(parseIn(expected.number, store.metadata)?.country, iso).toBe(expected.country);
    }
  });
});
