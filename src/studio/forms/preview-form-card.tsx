import { useId, useState } from 'react';
import type { FormDefinition } from '@/forms/define-form';
import { SchemaForm } from '@/forms/schema-form';
import { INPUT, LABEL } from '../shell/studio-classes';
import type { UsePreviewSources } from './preview-sources';
import { useT } from '@/i18n/texts-provider';

type Data = Record<string, unknown>;

interface PreviewFormCardProps {
  form: FormDefinition;
  /** The form by the name the office uses ("Wizard: business"). */
  name: string;
  showAllErrors: boolean;
  useSources: UsePreviewSources;
  initialData?: Data;
}

/** One previewed form, as members get it, with its sample data editable as JSON beside it. */
export function PreviewFormCard({
  form,
  name,
  showAllErrors,
  useSources,
  initialData = {},
}: PreviewFormCardProps) {
  const t = useT();
  const [data, setDataState] = useState<Data>(initialData);
  const [sample, setSample] = useState(() => JSON.stringify(initialData, null, 2));
  const [sampleError, setSampleError] = useState(false);
  const id = useId();
  const setData = (next: Data) => {
    setDataState(next);
    setSample(JSON.stringify(next, null, 2));
    setSampleError(false);
  };
  const sources = useSources(data, setData);

  const editSample = (text: string) => {
    setSample(text);
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error();
      setDataState(parsed as Data);
      setSampleError(false);
    } catch {
      setSampleError(true);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {name}
      </h3>
      <SchemaForm
        form={form}
        formData={data}
        onChange={setData}
        onSubmit={() => undefined}
        showAllErrors={showAllErrors}
        formContext={sources.formContext}
        externalErrors={sources.externalErrors}
        onFieldBlur={sources.onFieldBlur}
      />
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium md:min-h-9">
          {t('studio.preview.sampleData')}
        </summary>
        <div className="flex flex-col gap-1.5 pt-2">
          <label htmlFor={`${id}-sample`} className={LABEL}>
            {t('studio.preview.sampleDataOf', { form: name })}
          </label>
          <textarea
            id={`${id}-sample`}
            className={`${INPUT} min-h-40 font-mono text-xs md:text-xs`}
            value={sample}
            spellCheck={false}
            onChange={(event) => editSample(event.target.value)}
            aria-invalid={sampleError || undefined}
            aria-describedby={sampleError ? `${id}-sample-error` : undefined}
          />
          {sampleError && (
            <p id={`${id}-sample-error`} className="text-destructive text-sm">
              {t('studio.preview.sampleInvalid')}
            </p>
          )}
        </div>
      </details>
    </section>
  );
}
