import { SchemaForm } from '@/forms/schema-form';
import { fieldErrors } from '@/forms/use-field-errors';
import { useGroupFields } from '@/hooks/use-group-fields';
import { useLiveForm } from '@/lib/live-forms';

type Data = Record<string, unknown>;

interface ProfileStepProps {
  data: Data;
  /** With whether the profile is valid: an edit after Back can close Business Info again. */
  onChange: (data: Data, valid: boolean) => void;
  onNext: () => void;
}

/** Step 2: the person, with the verified phone shown read-only; Next only when valid. */
export function ProfileStep({ data, onChange, onNext }: ProfileStepProps) {
  const wizardProfileForm = useLiveForm('wizard-profile');
  const change = (next: Data) =>
    onChange(next, Object.keys(fieldErrors(wizardProfileForm, next)).length === 0);
  const group = useGroupFields(data);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{wizardProfileForm.schema.title}</h1>
      <SchemaForm
        form={wizardProfileForm}
        formData={data}
        onChange={change}
        onSubmit={onNext}
        onFieldBlur={(pointer, value, form) => void group.onFieldBlur(pointer, value, form)}
        externalErrors={group.externalErrors}
        formContext={group.formContext}
      />
    </section>
  );
}
