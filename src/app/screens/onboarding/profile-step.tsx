import { SchemaForm } from '@/forms/schema-form';
import { useGroupFields } from '../../hooks/use-group-fields';
import { useLiveForm } from '../../live-forms';

interface ProfileStepProps {
  data: Record<string, unknown>;
  onChange: (data: Record<string, unknown>) => void;
  onNext: () => void;
}

/** Step 2: the person, with the verified phone shown read-only; Next only when valid. */
export function ProfileStep({ data, onChange, onNext }: ProfileStepProps) {
  const wizardProfileForm = useLiveForm('wizard-profile');
  const group = useGroupFields(data);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{wizardProfileForm.schema.title}</h1>
      <SchemaForm
        form={wizardProfileForm}
        formData={data}
        onChange={onChange}
        onSubmit={onNext}
        onFieldBlur={(pointer, value, form) => void group.onFieldBlur(pointer, value, form)}
        externalErrors={group.externalErrors}
        formContext={group.formContext}
      />
    </section>
  );
}
