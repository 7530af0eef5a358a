import { useState } from 'react';
import type { Country } from '@/shared/countries';

let cache: Country[] | undefined;

/**
 * The country list, fetched the first time the member opens the country selector: most members
 * keep the default, so most pages never download it.
 */
export function useCountries(): { countries: Country[] | undefined; load: () => void } {
  const [countries, setCountries] = useState(cache);
  const load = () => {
    if (cache) return setCountries(cache);
    void import('@/shared/countries').then((m) => {
      cache = m.getAllCountries();
      setCountries(cache);
    });
  };
  return { countries, load };
}

/** A country's flag from its ISO code, as regional-indicator letters ("IN" → 🇮🇳). */
export const flagOf = (isoCode: string) =>
  String.fromCodePoint(...[...isoCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
