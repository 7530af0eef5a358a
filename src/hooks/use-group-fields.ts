import { useCallback, useEffect, useMemo, useState } from 'react';
import { HTTPError } from 'ky';
import { t } from '@/i18n/texts';
import { useListOption } from '@/i18n/list-options';
import type { CurrentForm } from '@/forms/schema-form';
import type { FieldErrors } from '@/shared/validation/field-errors';
import type { Answer, Group } from '@/shared/api/answers';
import type { FormContext } from '../../widgets';
import { api } from '@/lib/services';

type Data = Record<string, unknown>;

/**
 * The group fields' behaviour on sign-up and the wizard: Region options
 * from the API, Group Name suggestions (narrowed by region once one is chosen), and on blur of the
 * group number a lookup that fills name and region, or says 'Group not found.' and clears both.
 * Regions are stored as the API names them and read in the page's language.
 */
export function useGroupFields(data: Data) {
  const item = useListOption();
  const [regions, setRegions] = useState<string[] | undefined>();
  const [externalErrors, setExternalErrors] = useState<FieldErrors>({});

  useEffect(() => {
    api
      .get('groups/regions')
      .json<Answer<'/api/groups/regions', 'get'>>()
      .then(setRegions, (error: unknown) => console.error('Could not load regions', error));
  }, []);

  const region = typeof data.region === 'string' ? data.region : undefined;
  const searchGroups = useCallback(
    async (name: string) => {
      // Both answer the same list of groups.
      const found = await (
        region
          ? api.get('groups/by-region', { searchParams: { region, name } })
          : api.get('groups/search', { searchParams: { name } })
      ).json<Answer<'/api/groups/search', 'get'>>();
      return found.map((group) => ({
        ...group,
        regionLabel: item('lists.region.', group.region).label,
      }));
    },
    [region, item],
  );

  const onFieldBlur = useCallback(async (pointer: string, value: unknown, form: CurrentForm) => {
    if (pointer !== '/groupNumber' || typeof value !== 'string' || value.trim() === '') return;
    const number = value.trim();
    // The member goes on typing while the answer is on its way: it fills the form as it is then.
    const fill = landing(number, form.data());
    try {
      const group = await api.get(`groups/${encodeURIComponent(number)}`).json<Group>();
      const fields = fill(form.data(), { groupName: group.groupName, region: group.region });
      if (fields) form.patch(fields);
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 404) {
        const fields = fill(form.data(), { groupName: undefined, region: undefined });
        if (!fields) return;
        form.patch(fields);
        setExternalErrors({ '/groupNumber': t('errors.GROUP_NOT_FOUND') });
      } else {
        console.error('Group lookup failed', error);
      }
    }
  }, []);

  const formContext = useMemo<Omit<FormContext, 'patchFormData'>>(
    () => ({
      optionSources: { regions: regions?.map((r) => item('lists.region.', r)) },
      searchGroups,
    }),
    [regions, searchGroups, item],
  );
  return { formContext, externalErrors, onFieldBlur };
}

/**
 * What a lookup of `number`, started on `before`, may change when it lands on `now`: nothing once
 * the group number is another (that number's own lookup answers for it), and of the fields it fills
 * only those the member has left as they were (they may be typing in one).
 */
export function landing(number: string, before: Data) {
  return (now: Data, fields: Data): Data | undefined => {
    if (typeof now.groupNumber !== 'string' || now.groupNumber.trim() !== number) return undefined;
    // An empty field may read as "" or as absent between renders; both are "left as it was".
    const same = (key: string) => (now[key] ?? '') === (before[key] ?? '');
    return Object.fromEntries(Object.entries(fields).filter(([key]) => same(key)));
  };
}
