import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toasts';
import { OTHER_CATEGORY } from '@/shared/business';
import type { Answer } from '@/shared/api/answers';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { useListOption } from '@/i18n/list-options';
import { countryName, countryOptions } from '@/i18n/country-options';
import type { FormContext } from '../../widgets';
import { api } from '@/lib/services';

type Categories = Answer<'/api/business/business-categories', 'get'>;
/** The API's record of a country: its entity types, and its code when the API knows it. */
type CountryRecords = Answer<'/api/business/business-entity-types/{id}', 'get'>;
type CountryRecord = CountryRecords[number];

/** India is loaded first; the list changes with the business's country. */
const DEFAULT_COUNTRY = 'India';

/**
 * What the business form's widgets need: categories plus Other, the chosen category's
 * sub-categories, the country list, the chosen country's entity types, and the logo upload. Each
 * list stores its English value and reads in the page's language: catalogue texts for the lists,
 * the browser's own country names for countries.
 */
export function useBusinessSources(
  data: Record<string, unknown>,
): Omit<FormContext, 'patchFormData'> {
  const t = useT();
  const item = useListOption();
  const { language } = useLanguage();
  const [categories, setCategories] = useState<Categories | undefined>();
  const [countryRecord, setCountryRecord] = useState<CountryRecord | undefined>();
  const country = typeof data.country === 'string' && data.country ? data.country : DEFAULT_COUNTRY;
  // The static country list, fetched when the Country list is first opened; a new loader for
  // another language, so an open list is named again in it.
  const loadCountries = useMemo(
    () => () =>
      import('@/shared/countries').then((m) => countryOptions(m.getAllCountries(), language)),
    [language],
  );

  useEffect(() => {
    api
      .get('business/business-categories')
      .json<Categories>()
      .then(setCategories, (error: unknown) => console.error('Could not load categories', error));
  }, []);

  useEffect(() => {
    let live = true;
    api
      .get(`business/business-entity-types/${encodeURIComponent(country)}`)
      .json<CountryRecords>()
      .then(
        (list) =>
          live &&
          setCountryRecord({
            country,
            isoCode: list[0]?.isoCode,
            entityTypes: list[0]?.entityTypes ?? [],
          }),
        (error: unknown) => console.error('Could not load entity types', error),
      );
    return () => {
      live = false;
    };
  }, [country]);

  const category = typeof data.businessCategory === 'string' ? data.businessCategory : undefined;
  const record = countryRecord?.country === country ? countryRecord : undefined;
  const countryLabel = record?.isoCode && countryName(record.isoCode, language);
  return useMemo(
    () => ({
      optionSources: {
        categories: categories && [
          ...categories.map((c) => item('lists.category.', c.category)),
          { value: OTHER_CATEGORY, label: t('screen.otherCategory') },
        ],
        subCategories:
          categories &&
          (categories.find((c) => c.category === category)?.subCategories ?? []).map((s) =>
            item('lists.subCategory.', s),
          ),
        countries: loadCountries,
        entityTypes: record?.entityTypes.map((e) => item('lists.entityType.', e)),
      },
      // The chosen country in the page's language before its list is opened (the API names its code).
      optionLabels: countryLabel ? { countries: { [country]: countryLabel } } : undefined,
      uploadLogo: async (file: File) => {
        const body = new FormData();
        body.append('file', file);
        body.append('tempId', crypto.randomUUID());
        try {
          return (
            await api
              .post('business/upload-logo', { body })
              .json<Answer<'/api/business/upload-logo', 'post'>>()
          ).data.url;
        } catch (error) {
          console.error('Logo upload failed', error);
          toast.error(t('ui.uploadFailed'));
          throw error;
        }
      },
    }),
    [categories, category, record, country, countryLabel, loadCountries, item, t],
  );
}
