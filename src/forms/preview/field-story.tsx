import type { UiSchema } from '@rjsf/utils';
import { SchemaForm, type FormData } from '../schema-form';
import { previewForm } from './preview-form';
import type { FormContext } from '../../../widgets/form-context';

export interface FieldStoryProps {
  /** The field's JSON Schema. */
  schema: Record<string, unknown>;
  /** The field's UI schema entry ("ui:widget" and its options). */
  ui: UiSchema;
  value?: unknown;
  required?: boolean;
  /** An error shown under the field, as a failed rule or lookup would. */
  error?: string;
  readonly?: boolean;
  disabled?: boolean;
  formContext?: Omit<FormContext, 'patchFormData'>;
}

/** One widget inside a real SchemaForm, so a story shows it exactly as a form would. */
export function FieldStory({
  schema,
  ui,
  value,
  required,
  error,
  readonly,
  disabled,
  formContext,
}: FieldStoryProps) {
  const form = previewForm(
    'story',
    { type: 'object', properties: { field: schema }, required: required ? ['field'] : [] },
    { field: { ...ui, 'ui:readonly': readonly }, 'ui:submitButtonOptions': { norender: true } },
  );
  const initial: FormData = value === undefined ? {} : { field: value };
  return (
    <SchemaForm
      form={form}
      defaultFormData={initial}
      externalErrors={error ? { '/field': error } : undefined}
      disabled={disabled}
      formContext={formContext}
    />
  );
}
