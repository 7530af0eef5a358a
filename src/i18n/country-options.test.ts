import { describe, expect, it } from 'vitest';
import { getAllCountries } from '@/shared/countries';
import { countryName, countryOptions } from './country-options';

describe('country names', () => {
  it("names a country in the page's language from its ISO code", () => {
    expect(countryName('IN', 'hi')).toBe('भारत');
    expect(countryName('IN', 'ta')).toBe('இந்தியா');
    expect(countryName('LK', 'ta')).toBe('இலங்கை');
    expect(countryName('QQ', 'hi')).toBeUndefined();
  });

  it('names every listed country in Hindi and Tamil', () => {
    for (const language of ['hi', 'ta'])
      for (const { isoCode, name } of getAllCountries())
        expect([name, countryName(isoCode, language)]).not.toEqual([name, undefined]);
  });

  it('stores the English name, reads the language, finds both, and sorts as the language does', () => {
    const countries = [
      { name: 'Nepal', isoCode: 'NP' },
      { name: 'India', isoCode: 'IN' },
      { name: 'Sri Lanka', isoCode: 'LK' },
    ];
    expect(countryOptions(countries, 'hi')).toEqual([
      { value: 'Nepal', label: 'नेपाल', keywords: ['Nepal'] },
      { value: 'India', label: 'भारत', keywords: ['India'] },
      { value: 'Sri Lanka', label: 'श्रीलंका', keywords: ['Sri Lanka'] },
    ]);
    expect(countryOptions(countries, 'en').map((o) => o.label)).toEqual([
      'India',
      'Nepal',
      'Sri Lanka',
    ]);
    // CLDR's English may name a country otherwise than the stored list; the stored name still finds it.
    expect(countryOptions([{ name: 'Turkey', isoCode: 'TR' }], 'en')).toEqual([
      { value: 'Turkey', label: 'Türkiye', keywords: ['Turkey'] },
    ]);
  });
});
