import type { FieldEdit } from './field-edits';
import type { FieldModel } from './field-model';
import { FieldCard } from './field-card';
import { AddFieldForm } from './add-field-form';
import { useT } from '@/i18n/texts-provider';

export interface FieldsPanelProps {
  fields: FieldModel[];
  /** A field's label as staff read it (the Studio's language); the English label by default. */
  labelOf?: (field: FieldModel) => string;
  onEdit: (edit: FieldEdit) => void;
  formsUsing: (file: string) => string[];
  nameOf: (file: string) => string;
  /** Files that do not parse: the fields view waits until the JSON view has them right. */
  unreadable?: string[];
  /** Whether fields may be added here (a form's own fields; not a list's items or a shared part). */
  canAdd?: boolean;
  /** Whether the selection has a UI schema (placeholder and help live there). */
  ui?: boolean;
  /** The list's name, for the fields of a list's items. */
  list?: string;
}

/** The edits without JSON: each field's texts, rules, settings and place, and new fields of any kind. */
export function FieldsPanel({
  fields,
  labelOf,
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
              labelOf={labelOf}
              first={i === 0}
              last={i === fields.length - 1}
              onEdit={onEdit}
              formsUsing={formsUsing}
              nameOf={nameOf}
              ui={ui}
              idPrefix={list ? `field-${list}` : 'field'}
              fields={fields}
            />
          ))}
        </ol>
      )}
      {canAdd && <AddFieldForm fields={fields} onAdd={onEdit} />}
    </div>
  );
}
