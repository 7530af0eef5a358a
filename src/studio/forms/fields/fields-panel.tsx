import type { FieldEdit } from './field-edits';
import type { FieldModel } from './field-model';
import { FieldCard } from './field-card';
import { AddFieldForm } from './add-field-form';
import { useT } from '@/i18n/texts-provider';

export interface FieldsPanelProps {
  fields: FieldModel[];
  onEdit: (edit: FieldEdit) => void;
  formsUsing: (file: string) => string[];
  nameOf: (file: string) => string;
  /** Files that do not parse: the fields view waits until the JSON view has them right. */
  unreadable?: string[];
  /** Whether fields may be added here (the server takes new fields in business forms only). */
  canAdd?: boolean;
  /** Whether the selection has a UI schema (placeholder and help live there). */
  ui?: boolean;
  /** The list's name, for the fields of a list's items. */
  list?: string;
}

/** The common edits without JSON: each field's texts, rules and place, and a new optional field. */
export function FieldsPanel({
  fields,
  onEdit,
  formsUsing,
  nameOf,
  unreadable = [],
  canAdd = false,
  ui = true,
  list,
}: FieldsPanelProps) {
  const t = useT();
  if (unreadable.length > 0) {
    return (
      <p role="alert" className="text-destructive rounded-md border p-3 text-sm">
        {t('studio.fields.unreadable', { files: unreadable.join(', ') })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('studio.fields.none')}</p>
      ) : (
        <ol
          className="flex flex-col gap-2"
          aria-label={list ? t('studio.fields.listLabel', { list }) : t('studio.fields.formLabel')}
        >
          {fields.map((field, i) => (
            <FieldCard
              key={field.name}
              field={field}
              first={i === 0}
              last={i === fields.length - 1}
              onEdit={onEdit}
              formsUsing={formsUsing}
              nameOf={nameOf}
              ui={ui}
              idPrefix={list ? `field-${list}` : 'field'}
            />
          ))}
        </ol>
      )}
      {canAdd && <AddFieldForm taken={fields.map((f) => f.name)} onAdd={onEdit} />}
    </div>
  );
}
