import type { FieldEdit } from './field-edits';
import type { FieldModel } from './field-model';
import { FieldCard } from './field-card';
import { AddFieldForm } from './add-field-form';

export interface FieldsPanelProps {
  fields: FieldModel[];
  onEdit: (edit: FieldEdit) => void;
  formsUsing: (file: string) => string[];
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
  unreadable = [],
  canAdd = false,
  ui = true,
  list,
}: FieldsPanelProps) {
  if (unreadable.length > 0) {
    return (
      <p role="alert" className="text-destructive rounded-md border p-3 text-sm">
        {unreadable.join(', ')} is not valid JSON. Fix it in the JSON view (or discard its draft) to
        edit fields here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">This file has no fields of its own.</p>
      ) : (
        <ol
          className="flex flex-col gap-2"
          aria-label={
            list ? `Fields of each ${list} item, in order` : "Fields, in the form's order"
          }
        >
          {fields.map((field, i) => (
            <FieldCard
              key={field.name}
              field={field}
              first={i === 0}
              last={i === fields.length - 1}
              onEdit={onEdit}
              formsUsing={formsUsing}
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
