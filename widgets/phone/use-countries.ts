import { useState } from 'react';
import type { Country } from '@/shared/countries';
import { loadDialCodes } from '@/fast/phone';

let cache: Country[] | undefined;

/**
 * The country list, fetched the first time the member opens the country selector: most members
 * keep the default, so most pages never download it. Every country's dial code comes with it (the
 * browser build holds only the calling codes loaded so far).
 */
export function useCountries(): { countries: Country[] | undefined; load: () => void } {
  const [countries, setCountries] = useState(cache);
  const load = () => {
    if (cache) return setCountries(cache);
    void Promise.all([import('@/shared/countries'), loadDialCodes()]).then(([m]) => {
      cache = m.getAllCountries();
      setCountries(cache);
    });
  };
  return { countries, load };
}

/** A country's flag from its ISO code, as regional-indicator letters ("IN" → 🇮🇳). */
export const flagOf = (isoCode: string) =>
  String.fromCodePoint(...[...isoCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
