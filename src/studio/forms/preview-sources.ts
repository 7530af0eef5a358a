import type { FieldErrors } from '@/shared/validation/field-errors';
import type { FormContext } from '../../../widgets/form-context';
import { sampleContext } from '@/forms/preview/sample-context';
import type { SchemaFormProps } from '@/forms/schema-form';

type Data = Record<string, unknown>;

export interface PreviewSources {
  formContext: Omit<FormContext, 'patchFormData'>;
  externalErrors?: FieldErrors;
  onFieldBlur?: SchemaFormProps['onFieldBlur'];
}

/**
 * A hook giving a previewed form its widgets' data sources. Stories use the sample lists; the
 * Studio passes the API's, as members get them. Passed as a prop, so it must never change.
 */
export type UsePreviewSources = (data: Data, setData: (next: Data) => void) => PreviewSources;

export const useSampleSources: UsePreviewSources = () => ({ formContext: sampleContext });
