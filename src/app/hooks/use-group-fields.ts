import { useCallback, useEffect, useMemo, useState } from 'react';
import { HTTPError } from 'ky';
import { API_ERRORS } from '@/shared/api-errors';
import type { FieldErrors } from '@/shared/validation/field-errors';
import type { FormContext, GroupSuggestion } from '../../../widgets';
import { api } from '../services';

type Data = Record<string, unknown>;

/**
 * The group fields' behaviour on sign-up and the wizard (§4 "Group number lookup"): Region options
 * from the API, Group Name suggestions (narrowed by region once one is chosen), and on blur of the
 * group number a lookup that fills name and region, or says 'Group not found.' and clears both.
 */
export function useGroupFields(data: Data, setData: (next: Data) => void) {
  const [regions, setRegions] = useState<string[] | undefined>();
  const [externalErrors, setExternalErrors] = useState<FieldErrors>({});

  useEffect(() => {
    api
      .get('groups/regions')
      .json<string[]>()
      .then(setRegions, (error: unknown) => console.error('Could not load regions', error));
  }, []);

  const region = typeof data.region === 'string' ? data.region : undefined;
  const searchGroups = useCallback(
    (name: string) =>
      region
        ? api.get('groups/by-region', { searchParams: { region, name } }).json<GroupSuggestion[]>()
        : api.get('groups/search', { searchParams: { name } }).json<GroupSuggestion[]>(),
    [region],
  );

  const onFieldBlur = useCallback(
    async (pointer: string, value: unknown) => {
      if (pointer !== '/groupNumber' || typeof value !== 'string' || value.trim() === '') return;
      try {
        const group = await api
          .get(`groups/${encodeURIComponent(value.trim())}`)
          .json<GroupSuggestion>();
        setData({ ...data, groupName: group.groupName, region: group.region });
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) {
          const { groupName: _name, region: _region, ...rest } = data;
          setData(rest);
          setExternalErrors({ '/groupNumber': API_ERRORS.GROUP_NOT_FOUND });
        } else {
          console.error('Group lookup failed', error);
        }
      }
    },
    [data, setData],
  );

  const formContext = useMemo<Omit<FormContext, 'patchFormData'>>(
    () => ({ optionSources: { regions }, searchGroups }),
    [regions, searchGroups],
  );
  return { formContext, externalErrors, onFieldBlur };
}
