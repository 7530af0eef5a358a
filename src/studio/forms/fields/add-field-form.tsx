import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/fast/button';
import { FIELD_KINDS, fieldKind, type FieldSettings, type KindId } from '@/shared/field-kinds';
import { choiceLines, choiceValue } from '@/shared/field-kinds/choices';
import { CONTROLLING_KINDS } from '@/shared/field-kinds/show-when';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { fieldName } from './built-field-edits';
import type { FieldEdit } from './field-edits';
import type { FieldModel } from './field-model';
import { KindSettings } from './kind-settings';
import { ShowWhenChooser, type ShowWhenDraft } from './show-when-chooser';

/** The fields a follow-up can be shown on: earlier Yes / No and choice fields still asked. */
export const controllingFields = (fields: FieldModel[]) =>
  fields.filter(
    (f) => !f.retired && (CONTROLLING_KINDS as readonly string[]).includes(f.kind?.id ?? ''),
  );

/**
 * "Add field": a label, the purpose the privacy notice gives it, a kind picked from the Kind chooser, whether it is required, the kind's
 * own settings, and optionally the earlier answer it is shown on. The stored name comes from the
 * label; no JSON, no pattern.
 */
export function AddFieldForm({
  fields,
  onAdd,
}: {
  fields: FieldModel[];
  onAdd: (edit: Extract<FieldEdit, { kind: 'build' }>) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [purpose, setPurpose] = useState('');
  const [kindId, setKindId] = useState<KindId>('shortText');
  const [required, setRequired] = useState(false);
  const [settings, setSettings] = useState<FieldSettings>({});
  const [choicesText, setChoicesText] = useState('');
  const [showWhen, setShowWhen] = useState<ShowWhenDraft>({});
  const [tried, setTried] = useState(false);

  const kind = fieldKind(kindId);
  const lines = choiceLines(choicesText);
  const errors: Partial<Record<'label' | 'purpose' | 'choices' | 'showWhen', TextKey>> = {
    label: label.trim() === '' ? 'studio.addField.noLabel' : undefined,
    purpose: purpose.trim() === '' ? 'studio.addField.noPurpose' : undefined,
    choices:
      kind.settings.includes('choices') && lines.length === 0
        ? 'studio.addField.noChoices'
        : undefined,
    showWhen:
      showWhen.field && !showWhen.values?.length ? 'studio.showWhen.needsAnswer' : undefined,
  };
  const invalid = Object.values(errors).some(Boolean);

  const reset = () => {
    setLabel('');
    setPurpose('');
    setRequired(false);
    setSettings({});
    setChoicesText('');
    setShowWhen({});
    setTried(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    const taken = new Set<string>();
    const choices = lines.map((line) => {
      const value = choiceValue(line, taken);
      taken.add(value);
      return { value, label: line };
    });
    onAdd({
      kind: 'build',
      field: fieldName(
        label,
        fields.map((f) => f.name),
      ),
      fieldKind: kindId,
      brief: {
        label: label.trim(),
        purpose: purpose.trim(),
        required,
        settings: { ...kind.defaults, ...settings, ...(choices.length ? { choices } : {}) },
      },
      showWhen:
        showWhen.field && showWhen.values
          ? { field: showWhen.field, values: showWhen.values }
          : undefined,
    });
    reset();
  };

  const error = (key: keyof typeof errors) =>
    tried && errors[key] ? (
      <p id={`add-field-${key}-error`} className="text-destructive text-sm">
        {t(errors[key]!)}
      </p>
    ) : null;

  if (!open)
    return (
      <Button
        type="button"
        variant="outline"
        className={`${TARGET} self-start`}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden />
        {t('studio.addField.submit')}
      </Button>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-field-heading"
      className="flex flex-col gap-3 rounded-lg border border-dashed p-3"
    >
      <h3 id="add-field-heading" className="font-medium">
        {t('studio.addField.title')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="add-field-label" className={LABEL}>
          {t('studio.field.label')}
        </label>
        <input
          id="add-field-label"
          className={INPUT}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          aria-invalid={tried && errors.label ? true : undefined}
          aria-describedby={tried && errors.label ? 'add-field-label-error' : undefined}
        />
        {error('label')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="add-field-purpose" className={LABEL}>
          {t('studio.addField.purpose')}
        </label>
        <input
          id="add-field-purpose"
          className={INPUT}
          value={purpose}
          required
          onChange={(event) => setPurpose(event.target.value)}
          aria-invalid={tried && errors.purpose ? true : undefined}
          aria-describedby={
            tried && errors.purpose
              ? 'add-field-purpose-hint add-field-purpose-error'
              : 'add-field-purpose-hint'
          }
        />
        <p id="add-field-purpose-hint" className="text-muted-foreground text-sm">
          {t('studio.addField.purposeHint')}
        </p>
        {error('purpose')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="add-field-kind" className={LABEL}>
          {t('studio.addField.kind')}
        </label>
        <select
          id="add-field-kind"
          className={INPUT}
          value={kindId}
          onChange={(event) => {
            setKindId(event.target.value as KindId);
            setSettings({});
          }}
        >
          {FIELD_KINDS.map((k) => (
            <option key={k.id} value={k.id}>
              {t(k.name as TextKey)}
            </option>
          ))}
        </select>
      </div>
      <label className={`${TARGET} flex items-center gap-2 text-sm`}>
        <input
          type="checkbox"
          className="size-5"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />
        {t('studio.addField.required')}
      </label>
      <KindSettings
        kind={kind}
        settings={settings}
        onChange={setSettings}
        choicesText={choicesText}
        onChoices={setChoicesText}
        choicesError={tried && errors.choices ? t(errors.choices) : undefined}
        idPrefix="add-field"
      />
      <ShowWhenChooser
        idPrefix="add-field"
        fields={controllingFields(fields)}
        value={showWhen}
        onChange={setShowWhen}
      />
      {error('showWhen')}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className={TARGET}>
          {t('studio.addField.submit')}
        </Button>
        <Button
          type="button"
          variant="outline"
          className={TARGET}
          onClick={() => {
            reset();
            setOpen(false);
          }}
        >
          {t('studio.addField.cancel')}
        </Button>
      </div>
    </form>
  );
}
