import type { ReactNode } from 'react';
import { Button } from '@/fast/button';
import { SchemaForm } from '@/forms/schema-form';
import { useT } from '@/i18n/texts-provider';
import { BusinessTable } from '../../components/business-table';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useBusinessSources } from '@/hooks/use-business-sources';
import type { BusinessDraft } from './use-wizard-state';
import { deleteBusinessTitle } from '../../texts/delete-business-title';
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
  /** Above the submit: who fills the wizard in and their consent. */
  consent?: ReactNode;
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
  consent,
}: BusinessStepProps) {
  const t = useT();
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
              {t('wizard.cancel')}
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('wizard.businesses')}</h1>
        <Button
          type="button"
          variant="outline"
          onClick={() => setEditing({ index: null, data: {} })}
        >
          {t('wizard.addBusiness')}
        </Button>
      </div>
      {businesses.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          {t('wizard.noBusinesses')}
        </p>
      ) : (
        <BusinessTable
          rows={businesses}
          keyOf={(_, index) => index}
          nameOf={(business) => String(business.businessName ?? '')}
          hideActionHeadings
          edit={(business, index) => (
            <Button
              type="button"
              variant="ghost"
              onClick={() => setEditing({ index, data: business })}
              aria-label={t('screen.editNamed', { name: String(business.businessName) })}
            >
              {t('wizard.edit')}
            </Button>
          )}
          remove={(business, index) => (
            <ConfirmDialog
              title={deleteBusinessTitle(t, String(business.businessName ?? ''))}
              description={t('confirm.deleteBusinessBody')}
              cancelText={t('confirm.keep')}
              confirmText={t('confirm.delete')}
              onConfirm={() => onChange(businesses.filter((_, i) => i !== index))}
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive"
                  aria-label={t('screen.deleteNamed', { name: String(business.businessName) })}
                >
                  {t('wizard.delete')}
                </Button>
              }
            />
          )}
        />
      )}
      {consent}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button type="button" onClick={onSubmit} disabled={businesses.length === 0 || submitting}>
          {submitting ? t('wizard.submitting') : t('wizard.submit')}
        </Button>
      </div>
    </section>
  );
}
