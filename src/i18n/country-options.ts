import type { Country } from '@/shared/countries';
import type { ListOption } from './list-options';

const namers = new Map<string, Intl.DisplayNames>();

/** A country's name in a language, from the browser's own data (CLDR); none for a code it lacks. */
export function countryName(isoCode: string, language: string): string | undefined {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    namers.set(language, namer);
  }
  return namer.of(isoCode);
}

/**
 * The country list in the page's language, ordered as that language sorts. The value stays the
 * English name businesses store ("India"); the label is the country's name in the language
 * ("भारत"), and the English a keyword, so typing "India" on a Hindi page still finds it.
 */
export function countryOptions(
  countries: readonly Pick<Country, 'name' | 'isoCode'>[],
  language: string,
): ListOption[] {
  const collator = new Intl.Collator(language);
  return countries
    .map(({ name, isoCode }) => {
      const label = countryName(isoCode, language) ?? name;
      return label === name ? { value: name, label } : { value: name, label, keywords: [name] };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
}
