import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { withTheme } from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { FieldErrors } from '@/shared/validation/field-errors';
import type { FormDefinition } from './define-form';
import { theme } from './theme';
import { useFieldErrors } from './use-field-errors';
import { useExternalErrors } from './use-external-errors';
import { idToPointer, toErrorSchema, visibleErrors } from './visible-errors';
import { SubmitBar } from './templates/submit-bar';
import type { FormContext } from '../../widgets/form-context';

const ThemedForm = withTheme(theme);

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  form: FormDefinition;
  /** Controlled data; leave out to let the form keep its own. */
  formData?: FormData;
  /** Where the form's own data starts when `formData` is left out. */
  defaultFormData?: FormData;
  onChange?: (data: FormData) => void;
  /** Called with a valid form's data only. */
  onSubmit?: (data: FormData) => void;
  /** Called when a field loses focus, with its JSON pointer ("/groupNumber") and value. */
  onFieldBlur?: (pointer: string, value: unknown) => void;
  /** Errors from outside the schema, by JSON pointer; each blocks submit until its field changes. */
  externalErrors?: FieldErrors;
  /** Data sources and services for widgets (option lists, group search, logo upload). */
  formContext?: Omit<FormContext, 'patchFormData'>;
  /** "edit" shows the UI schema's `editSubmitText`. */
  mode?: 'create' | 'edit';
  /** While true (saving), submit stays disabled. */
  busy?: boolean;
  /** While true (a send the server refused for a while), submit stays disabled, fields stay editable. */
  submitDisabled?: boolean;
  /** Show every error at once, as after a submit attempt (stories and reviews use it). */
  showAllErrors?: boolean;
  disabled?: boolean;
  /** Extra actions beside the submit button (Cancel, Back). */
  actions?: ReactNode;
}

/**
 * Every form of the product: RJSF with our theme and widgets, validating on touch. A field shows
 * its errors once blurred (or after a submit attempt) and the submit button stays disabled while
 * anything is invalid, including on first render.
 */
export function SchemaForm({
  form,
  formData,
  defaultFormData,
  onChange,
  onSubmit,
  onFieldBlur,
  externalErrors,
  formContext,
  mode = 'create',
  busy = false,
  submitDisabled = false,
  showAllErrors = false,
  disabled = false,
  actions,
}: SchemaFormProps) {
  const [ownData, setOwnData] = useState<FormData>(formData ?? defaultFormData ?? {});
  const data = formData ?? ownData;
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const prefix = form.name;

  const schemaErrors = useFieldErrors(form, data);
  const outside = useExternalErrors(externalErrors, data);
  const shown = { ...visibleErrors(schemaErrors, touched, submitted || showAllErrors), ...outside };
  const shownKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content on purpose
  const extraErrors = useMemo(() => toErrorSchema(shown), [shownKey]);
  const invalid = Object.keys(schemaErrors).length > 0 || Object.keys(outside).length > 0;

  const update = useCallback(
    (next: FormData) => {
      if (formData === undefined) setOwnData(next);
      onChange?.(next);
    },
    [formData, onChange],
  );

  // Widgets keep a stable `patchFormData`, so typing does not hand every field a new context.
  const latest = useRef({ data, update });
  useLayoutEffect(() => {
    latest.current = { data, update };
  });
  const patchFormData = useCallback(
    (patch: FormData) => latest.current.update({ ...latest.current.data, ...patch }),
    [],
  );
  const context = useMemo<FormContext>(
    () => ({ ...formContext, patchFormData }),
    [formContext, patchFormData],
  );

  const handleBlur = useCallback(
    (id: string, value: unknown) => {
      const pointer = idToPointer(prefix, id);
      setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer)));
      onFieldBlur?.(pointer, value);
    },
    [prefix, onFieldBlur],
  );

  const handleSubmit = () => {
    setSubmitted(true);
    if (!invalid && !busy && !submitDisabled) onSubmit?.(data);
  };

  // The screen shows the schema's title as its page heading, so the form does not repeat it.
  const uiSchema = useMemo(
    () => ({ ...form.uiSchema, 'ui:options': { ...form.uiSchema['ui:options'], label: false } }),
    [form.uiSchema],
  );

  const submitOptions = form.uiSchema['ui:submitButtonOptions'] as
    { submitText?: string; norender?: boolean } | undefined;
  const editText = (form.uiSchema['ui:options'] as { editSubmitText?: string } | undefined)
    ?.editSubmitText;
  const submitText =
    mode === 'edit' && editText ? editText : (submitOptions?.submitText ?? 'Submit');

  return (
    <ThemedForm
      schema={form.schema}
      uiSchema={uiSchema}
      validator={form.validator}
      idPrefix={prefix}
      formData={data}
      formContext={context}
      extraErrors={extraErrors}
      noValidate
      showErrorList={false}
      disabled={disabled}
      onChange={(event: IChangeEvent<FormData>) => update(event.formData ?? {})}
      onBlur={handleBlur}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4"
    >
      {submitOptions?.norender ? (
        <></>
      ) : (
        <SubmitBar
          text={submitText}
          disabled={invalid || busy || submitDisabled || disabled}
          busy={busy}
        >
          {actions}
        </SubmitBar>
      )}
    </ThemedForm>
  );
}
