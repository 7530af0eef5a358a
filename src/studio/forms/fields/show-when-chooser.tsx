import { useT } from '@/i18n/texts-provider';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import type { FieldModel } from './field-model';

export interface ShowWhenDraft {
  field?: string;
  values?: (string | boolean)[];
}

/** The answers a controlling field offers, as staff read them (its choices' labels, Yes and No). */
export function answersOf(field: FieldModel, yes: string, no: string) {
  if (field.kind?.id === 'yesNo')
    return [
      { value: true, label: yes },
      { value: false, label: no },
    ];
  return (field.settings.choices ?? [])
    .filter((c) => !field.settings.retired?.includes(c.value))
    .map((c) => ({ value: c.value as string | boolean, label: c.label }));
}

/**
 * "Show when <field> is <answer>": the field by its label, then the answer (one for Yes / No, one
 * or more for the choice kinds; for Several choices the follow-up shows when the picks include one).
 */
export function ShowWhenChooser({
  idPrefix,
  fields,
  value,
  onChange,
}: {
  idPrefix: string;
  fields: FieldModel[];
  value: ShowWhenDraft;
  onChange: (value: ShowWhenDraft) => void;
}) {
  const t = useT();
  if (fields.length === 0) return null;
  const control = fields.find((f) => f.name === value.field);
  const answers = control ? answersOf(control, t('studio.kinds.yes'), t('studio.kinds.no')) : [];
  const single = control?.kind?.id === 'yesNo';
  const picked = value.values ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idPrefix}-show-when`} className={LABEL}>
          {t('studio.showWhen.label')}
        </label>
        <select
          id={`${idPrefix}-show-when`}
          className={INPUT}
          value={value.field ?? ''}
          onChange={(event) => onChange({ field: event.target.value || undefined, values: [] })}
        >
          <option value="">{t('studio.showWhen.always')}</option>
          {fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.title.value ?? f.name}
            </option>
          ))}
        </select>
      </div>
      {control && (
        <fieldset className="flex flex-col gap-1 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">
            {t(
              control.kind?.id === 'severalChoices'
                ? 'studio.showWhen.includes'
                : 'studio.showWhen.is',
            )}
          </legend>
          {answers.map((answer) => (
            <label
              key={String(answer.value)}
              className={`${TARGET} flex items-center gap-2 text-sm`}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${idPrefix}-show-when-answer`}
                className="size-5"
                checked={picked.includes(answer.value)}
                onChange={(event) =>
                  onChange({
                    field: value.field,
                    values: single
                      ? [answer.value]
                      : event.target.checked
                        ? [...picked, answer.value]
                        : picked.filter((v) => v !== answer.value),
                  })
                }
              />
              {answer.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
