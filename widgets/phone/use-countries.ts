import { useEffect, useState } from 'react';
import type { Country } from '@/shared/countries';

let cache: Country[] | undefined;

/** The country list, loaded on first use so pages without a phone field never download it. */
export function useCountries(): Country[] | undefined {
  const [countries, setCountries] = useState(cache);
  useEffect(() => {
    if (cache) return;
    let live = true;
    void import('@/shared/countries').then((m) => {
      cache = m.getAllCountries();
      if (live) setCountries(cache);
    });
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
