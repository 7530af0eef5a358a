import { useBusinessSources } from '@/hooks/use-business-sources';
import { useGroupFields } from '@/hooks/use-group-fields';
import type { UsePreviewSources } from './preview-sources';

/**
 * The option sources members get (regions, groups, categories, countries, entity types) from the
 * same public API, so the preview shows the real lists. A logo is shown from the browser and never
 * uploaded: the Studio stores no member data.
 */
export const useMemberSources: UsePreviewSources = (data) => {
  const business = useBusinessSources(data);
  const group = useGroupFields(data);
  return {
    formContext: {
      ...business,
      optionSources: { ...business.optionSources, ...group.formContext.optionSources },
      searchGroups: group.formContext.searchGroups,
      uploadLogo: async (file: File) => URL.createObjectURL(file),
    },
    externalErrors: group.externalErrors,
    onFieldBlur: group.onFieldBlur,
  };
};
