import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/fast/button';
import type { FieldEdit } from './field-edits';
import { FIELD_RULES, type FieldModel, type FieldRule } from './field-model';
import { BuiltFieldSettings } from './built-field-settings';
import { answersOf } from './show-when-chooser';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';

interface FieldCardProps {
  field: FieldModel;
  first: boolean;
  last: boolean;
  onEdit: (edit: FieldEdit) => void;
  /** The forms (by name) each file is part of, to say who else an edit there reaches. */
  formsUsing: (file: string) => string[];
  /** A file by the name of its form or shared part. */
  nameOf: (file: string) => string;
  /** Whether a UI schema is in reach (a shared schema part alone has none: no placeholder, help). */
  ui: boolean;
  /** Keeps ids apart when a list's item fields show below the form's own. */
  idPrefix?: string;
  /** The form's fields, to name the one a follow-up is shown on. */
  fields?: FieldModel[];
  /** A field's label as staff read it (see `fieldLabels`). */
  labelOf?: (field: FieldModel) => string;
}

const RULE_LABEL: Record<FieldRule, TextKey> = {
  minLength: 'studio.field.minLength',
  maxLength: 'studio.field.maxLength',
  pattern: 'studio.field.pattern',
};

function TextRow({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One field of the fields view: its texts, whether it is required, its rules, and its place. */
export function FieldCard({
  field,
  first,
  last,
  onEdit,
  formsUsing,
  nameOf,
  ui,
  idPrefix = 'field',
  fields = [],
  labelOf = (f) => f.title.value ?? f.name,
}: FieldCardProps) {
  const t = useT();
  const id = `${idPrefix}-${field.name}`;
  const label = labelOf(field);
  const files = [
    ...new Set(
      [field.title, field.placeholder, field.help, ...FIELD_RULES.map((r) => field.rules[r].value)]
        .map((v) => v.file)
        .filter((file): file is string => !!file),
    ),
  ];
  const shared = files.filter((file) => formsUsing(file).length > 1);
  // A built field's rules are its kind's settings; the free rules are for the fields shipped.
  const text = !field.kind && (field.type === 'string' || field.type === undefined);
  const control = field.showWhen && fields.find((f) => f.name === field.showWhen!.field);
  const shownWhen =
    field.showWhen &&
    t('studio.showWhen.summary', {
      field: control ? labelOf(control) : field.showWhen.field,
      answers: (control ? answersOf(control, t('studio.kinds.yes'), t('studio.kinds.no')) : [])
        .filter((a) => field.showWhen!.values.includes(a.value))
        .map((a) => a.label)
        .join(', '),
    });

  return (
    <li className="bg-card rounded-lg border">
      <div className="flex items-center gap-2 p-2 pl-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{label}</p>
          <p className="text-muted-foreground text-xs break-words">
            {field.name}
            {field.kind && ` · ${t(field.kind.name as TextKey)}`}
            {field.required && ` · ${t('studio.field.required')}`}
            {field.conditional && ` · ${t('studio.field.conditional')}`}
            {shownWhen && ` · ${shownWhen}`}
            {field.retired && ` · ${t('studio.field.retired')}`}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11 md:size-9"
          aria-label={t('studio.field.moveUp', { label })}
          disabled={first}
          onClick={() => onEdit({ kind: 'move', field: field.name, by: -1 })}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11 md:size-9"
          aria-label={t('studio.field.moveDown', { label })}
          disabled={last}
          onClick={() => onEdit({ kind: 'move', field: field.name, by: 1 })}
        >
          <ArrowDown aria-hidden />
        </Button>
      </div>
      <details className="border-t">
        <summary className={`${TARGET} flex cursor-pointer items-center px-3 text-sm font-medium`}>
          {t('studio.field.edit', { label })}
        </summary>
        <div className="flex flex-col gap-4 p-3 pt-1">
          {shared.length > 0 && (
            <p className="rounded-md bg-amber-50 p-2 text-xs text-amber-900">
              {t('studio.field.sharedNote', {
                shared: shared
                  .map((file) =>
                    t('studio.field.sharedBy', {
                      file: nameOf(file),
                      forms: formsUsing(file).join(', '),
                    }),
                  )
                  .join('; '),
              })}
            </p>
          )}
          <TextRow
            id={`${id}-title`}
            label={t('studio.field.label')}
            value={field.title.value}
            onChange={(value) => onEdit({ kind: 'title', field: field.name, value })}
          />
          {ui && (
            <TextRow
              id={`${id}-placeholder`}
              label={t('studio.field.placeholder')}
              value={field.placeholder.value}
              onChange={(value) => onEdit({ kind: 'placeholder', field: field.name, value })}
            />
          )}
          {ui && (
            <TextRow
              id={`${id}-help`}
              label={t('studio.field.help')}
              value={field.help.value}
              onChange={(value) => onEdit({ kind: 'help', field: field.name, value })}
            />
          )}
          <fieldset className="flex flex-col gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('studio.field.requiredLegend')}</legend>
            <label className={`${TARGET} flex items-center gap-2 text-sm`}>
              <input
                type="checkbox"
                className="size-5"
                checked={field.required}
                disabled={field.conditional}
                onChange={(event) =>
                  onEdit({ kind: 'required', field: field.name, value: event.target.checked })
                }
              />
              {t('studio.field.isRequired', { label })}
            </label>
            {field.required && (
              <TextRow
                id={`${id}-required-message`}
                label={t('studio.field.requiredMessage')}
                value={field.requiredMessage.value}
                onChange={(value) => onEdit({ kind: 'requiredMessage', field: field.name, value })}
              />
            )}
          </fieldset>
          {text &&
            FIELD_RULES.filter(
              // No free regular expressions here: a field's pattern shows, its message is edited,
              // and the pattern itself is written only in the JSON tab, where it is checked.
              (rule) => rule !== 'pattern' || field.rules.pattern.value.value !== undefined,
            ).map((rule) => (
              <fieldset key={rule} className="flex flex-col gap-3 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">{t(RULE_LABEL[rule])}</legend>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-${rule}`} className={LABEL}>
                    {t('studio.field.value')}
                  </label>
                  <input
                    id={`${id}-${rule}`}
                    className={INPUT}
                    type={rule === 'pattern' ? 'text' : 'number'}
                    min={rule === 'pattern' ? undefined : 0}
                    readOnly={rule === 'pattern'}
                    value={field.rules[rule].value.value ?? ''}
                    onChange={(event) => {
                      if (rule === 'pattern') return;
                      const raw = event.target.value;
                      const value = raw === '' ? undefined : Number(raw);
                      if (typeof value === 'number' && !Number.isInteger(value)) return;
                      onEdit({ kind: 'rule', field: field.name, rule, value });
                    }}
                  />
                </div>
                <TextRow
                  id={`${id}-${rule}-message`}
                  label={t('studio.field.ruleMessage')}
                  value={field.rules[rule].message.value}
                  onChange={(value) =>
                    onEdit({ kind: 'ruleMessage', field: field.name, rule, value })
                  }
                />
              </fieldset>
            ))}
          <BuiltFieldSettings
            field={field}
            label={label}
            idPrefix={id}
            onEdit={onEdit}
            fields={fields}
          />
          {files.length > 0 && (
            <p className="text-muted-foreground text-xs">
              {t('studio.field.writtenIn', { files: files.map(nameOf).join(', ') })}
            </p>
          )}
        </div>
      </details>
    </li>
  );
}
