import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/ui/toasts';
import { OTHER_CATEGORY } from '@/shared/business';
import { useT } from '@/i18n/texts-provider';
import type { FormContext } from '../../widgets';
import { api } from '@/lib/services';

interface Category {
  category: string;
  subCategories: string[];
}

/** The static country list, fetched when the Country list is first opened. */
const loadCountryNames = () =>
  import('@/shared/countries').then((m) => m.getAllCountries().map((c) => c.name));

/** India is loaded first; the list changes with the business's country. */
const DEFAULT_COUNTRY = 'India';

/**
 * What the business form's widgets need: categories plus Other, the chosen category's
 * sub-categories, the country list, the chosen country's entity types, and the logo upload.
 */
export function useBusinessSources(
  data: Record<string, unknown>,
): Omit<FormContext, 'patchFormData'> {
  const t = useT();
  const [categories, setCategories] = useState<Category[] | undefined>();
  const [entityTypes, setEntityTypes] = useState<
    { country: string; types: string[] } | undefined
  >();
  const country = typeof data.country === 'string' && data.country ? data.country : DEFAULT_COUNTRY;

  useEffect(() => {
    api
      .get('business/business-categories')
      .json<Category[]>()
      .then(setCategories, (error: unknown) => console.error('Could not load categories', error));
  }, []);

  useEffect(() => {
    let live = true;
    api
      .get(`business/business-entity-types/${encodeURIComponent(country)}`)
      .json<Array<{ entityTypes: string[] }>>()
      .then(
        (list) => live && setEntityTypes({ country, types: list[0]?.entityTypes ?? [] }),
        (error: unknown) => console.error('Could not load entity types', error),
      );
    return () => {
      live = false;
    };
  }, [country]);

  const category = typeof data.businessCategory === 'string' ? data.businessCategory : undefined;
  return useMemo(
    () => ({
      optionSources: {
        categories: categories && [
          ...categories.map((c) => c.category),
          { value: OTHER_CATEGORY, label: t('screen.otherCategory') },
        ],
        subCategories:
          categories && (categories.find((c) => c.category === category)?.subCategories ?? []),
        countries: loadCountryNames,
        entityTypes: entityTypes?.country === country ? entityTypes.types : undefined,
      },
      uploadLogo: async (file: File) => {
        const body = new FormData();
        body.append('file', file);
        body.append('tempId', crypto.randomUUID());
        try {
          return (
            await api.post('business/upload-logo', { body }).json<{ data: { url: string } }>()
          ).data.url;
        } catch (error) {
          console.error('Logo upload failed', error);
          toast.error(t('ui.uploadFailed'));
          throw error;
        }
      },
    }),
    [categories, category, entityTypes, country, t],
  );
}
