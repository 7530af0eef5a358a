/**
 * The static country list (decision 005), from the maintained `country-state-city` package. Only
 * its country module is imported, so neither the states nor the 8 MB of cities reach the bundle.
 * Screens load this module lazily, keeping it out of routes with no phone or country field.
 */
import countryData from 'country-state-city/lib/country';
import type { ICountry, Timezones } from 'country-state-city/lib/interface';

export type Country = Required<Omit<ICountry, 'getAllCountries' | 'getCountryByCode'>>;
export type CountryTimezone = Timezones;

export function getAllCountries(): Country[] {
  return countryData.getAllCountries() as Country[];
}

export function getCountryByCode(isoCode: string): Country | undefined {
  return countryData.getCountryByCode(isoCode) as Country | undefined;
}

/** A country by the English name stored with a business ("India"), in any case. */
export function getCountryByName(name: string): Country | undefined {
  const wanted = name.toLowerCase();
  return getAllCountries().find((c) => c.name.toLowerCase() === wanted);
}

/** A sorted copy; the package's own sort reorders the list it is given. */
export function sortByIsoCode(countries: readonly Country[]): Country[] {
  return [...countries].sort((a, b) => a.isoCode.localeCompare(b.isoCode));
}

/** The country calling code alone: "+1-268" (Antigua) dials as 1, "+358-18" as 358. */
export function callingCode(country: Pick<Country, 'phonecode'>): string {
  return country.phonecode.replace(/^\+/, '').split(/[-\s]/)[0] ?? '';
}
