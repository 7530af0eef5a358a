import { Button } from '@/fast/button';
import { SchemaForm } from '@/forms/schema-form';
import { CONFIRM_TEXT, SCREEN_TEXT, WIZARD_TEXT } from '@/shared/messages';
import { BusinessTable } from '../../components/business-table';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useBusinessSources } from '@/hooks/use-business-sources';
import type { BusinessDraft } from './use-wizard-state';
import { useLiveForm } from '@/lib/live-forms';

type Business = Record<string, unknown>;

interface BusinessStepProps {
  businesses: Business[];
  onChange: (businesses: Business[]) => void;
  /** The open inline form, held by the wizard so it survives a reload with the rest. */
  editing: BusinessDraft | undefined;
  onEditing: (draft: BusinessDraft | undefined) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
}

/**
 * Step 3: businesses held here until the final submit. Add appends, edit replaces at its
 * position, delete removes by position after a confirmation; the form opens inline.
 */
export function BusinessStep({
  businesses,
  onChange,
  editing,
  onEditing: setEditing,
  onBack,
  onSubmit,
  submitting,
}: BusinessStepProps) {
  const wizardBusinessForm = useLiveForm('wizard-business');
  const sources = useBusinessSources(editing?.data ?? {});

  if (editing) {
    const save = (business: Business) => {
      onChange(
        editing.index === null
          ? [...businesses, business]
          : businesses.map((b, i) => (i === editing.index ? business : b)),
      );
      setEditing(undefined);
    };
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{wizardBusinessForm.schema.title}</h1>
        <SchemaForm
          form={wizardBusinessForm}
          formData={editing.data}
          onChange={(data) => setEditing({ ...editing, data })}
          onSubmit={save}
          formContext={sources}
          mode={editing.index === null ? 'create' : 'edit'}
          actions={
            <Button type="button" variant="outline" onClick={() => setEditing(undefined)}>
              {WIZARD_TEXT.cancel}
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{WIZARD_TEXT.businesses}</h1>
        <Button
          type="button"
          variant="outline"
          onClick={() => setEditing({ index: null, data: {} })}
        >
          {WIZARD_TEXT.addBusiness}
        </Button>
      </div>
      {businesses.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          {WIZARD_TEXT.noBusinesses}
        </p>
      ) : (
        <BusinessTable
          rows={businesses}
          keyOf={(_, index) => index}
          nameOf={(business) => String(business.businessName ?? '')}
          actionsHeading={SCREEN_TEXT.edit}
          hideActionsHeading
          actions={(business, index) => (
            <>
              <Button
                type="button"
                variant="ghost"
                onClick={() => setEditing({ index, data: business })}
                aria-label={`${WIZARD_TEXT.edit} ${String(business.businessName)}`}
              >
                {WIZARD_TEXT.edit}
              </Button>
              <ConfirmDialog
                title={CONFIRM_TEXT.deleteBusinessTitle(String(business.businessName ?? ''))}
                description={CONFIRM_TEXT.deleteBusinessBody}
                cancelText={CONFIRM_TEXT.keep}
                confirmText={CONFIRM_TEXT.delete}
                onConfirm={() => onChange(businesses.filter((_, i) => i !== index))}
                trigger={
                  <Button
                    type="button"
                    variant="ghost"
                    className="text-destructive"
                    aria-label={`${WIZARD_TEXT.delete} ${String(business.businessName)}`}
                  >
                    {WIZARD_TEXT.delete}
                  </Button>
                }
              />
            </>
          )}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {WIZARD_TEXT.back}
        </Button>
        <Button type="button" onClick={onSubmit} disabled={businesses.length === 0 || submitting}>
          {submitting ? WIZARD_TEXT.submitting : WIZARD_TEXT.submit}
        </Button>
      </div>
    </section>
  );
}
