import { useMemo } from 'react';
import type { ErrorObject } from 'ajv';
import type { FormDefinition } from './define-form';
import { t } from '@/i18n/texts';
import { toFieldErrors, type FieldErrors } from '@/shared/validation/field-errors';

/** All of the form's schema errors for `data`, through the form's (precompiled) validator. */
export function fieldErrors(form: FormDefinition, data: unknown): FieldErrors {
  const { errors: raw } = form.validator.rawValidation(form.schema, data);
  return toFieldErrors(raw as ErrorObject[] | undefined, t('forms.invalidValue'));
}

/**
 * `fieldErrors`, for a render. The same object comes back while the errors are unchanged, so a
 * keystroke that changes no error makes RJSF re-render no error.
 */
export function useFieldErrors(form: FormDefinition, data: unknown): FieldErrors {
  const errors = useMemo(() => fieldErrors(form, data), [form, data]);
  const key = JSON.stringify(errors);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  return useMemo(() => errors, [key]);
}
