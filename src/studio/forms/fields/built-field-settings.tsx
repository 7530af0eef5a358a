import { useMemo, useState } from 'react';
import { Button } from '@/fast/button';
import { choiceLines, editChoices, OTHER_VALUE } from '@/shared/field-kinds/choices';
import type { FieldSettings } from '@/shared/field-kinds';
import { useT } from '@/i18n/texts-provider';
import type { TextKey } from '@/shared/i18n/format';
import { TARGET } from '../../shell/studio-classes';
import type { FieldEdit } from './field-edits';
import type { FieldModel } from './field-model';
import { KindSettings } from './kind-settings';
import { ShowWhenChooser, type ShowWhenDraft } from './show-when-chooser';
import { controllingFields } from './add-field-form';

/**
 * "Other (please say)" once offered stays among the choices, retired when staff untick it (old
 * answers still read "Other" and keep their text), offered again when they tick it back.
 */
function keepingOther(before: FieldSettings, next: FieldSettings): FieldSettings {
  if (!before.other) return next;
  const retired = (next.retired ?? []).filter((value) => value !== OTHER_VALUE);
  return { ...next, other: true, retired: next.other ? retired : [...retired, OTHER_VALUE] };
}

/** The choices as edited one a line; whether Other is offered is its own setting, kept as it is. */
function withChoices(settings: FieldSettings, lines: string[]): FieldSettings {
  const { choices, retired } = editChoices(settings.choices ?? [], settings.retired ?? [], lines);
  const otherRetired = settings.retired?.includes(OTHER_VALUE) ? [OTHER_VALUE] : [];
  return { ...settings, choices, retired: [...retired, ...otherRetired] };
}

/**
 * A built field's kind (which stays as built: members may have answered), its settings, and
 * retiring it: a retired field is no longer asked, and its stored answers stay.
 */
export function BuiltFieldSettings({
  field,
  label,
  idPrefix,
  onEdit,
  fields,
}: {
  field: FieldModel;
  label: string;
  idPrefix: string;
  onEdit: (edit: FieldEdit) => void;
  /** The form's fields: a built field may be shown on another's answer. */
  fields: FieldModel[];
}) {
  const t = useT();
  // A field chosen in Show when waits for its answer before the field moves.
  const [when, setWhen] = useState<ShowWhenDraft>(field.showWhen ?? {});
  const chooseWhen = (next: ShowWhenDraft) => {
    setWhen(next);
    if (!next.field) onEdit({ kind: 'showWhen', field: field.name, when: undefined });
    else if (next.values?.length)
      onEdit({
        kind: 'showWhen',
        field: field.name,
        when: { field: next.field, values: next.values },
      });
  };
  const { kind, settings } = field;
  const offered = useMemo(
    () =>
      (settings.choices ?? [])
        .filter((c) => !settings.retired?.includes(c.value))
        .map((c) => c.label)
        .join('\n'),
    [settings],
  );
  return (
    <div className="flex flex-col gap-3">
      {kind && (
        <>
          <p className="text-sm font-medium">
            {t('studio.field.kindName', { kind: t(kind.name as TextKey) })}
          </p>
          <p id={`${idPrefix}-kind-note`} className="text-muted-foreground text-xs">
            {t('studio.field.kindLocked')}
          </p>
          {!field.retired && (
            <KindSettings
              kind={kind}
              settings={settings}
              idPrefix={idPrefix}
              onChange={(next) =>
                onEdit({
                  kind: 'settings',
                  field: field.name,
                  settings: keepingOther(settings, next),
                })
              }
              choicesText={offered}
              onChoices={(text) =>
                onEdit({
                  kind: 'settings',
                  field: field.name,
                  settings: withChoices(settings, choiceLines(text)),
                })
              }
            />
          )}
        </>
      )}
      {kind && !field.retired && (
        <ShowWhenChooser
          idPrefix={idPrefix}
          fields={controllingFields(fields).filter((f) => f.name !== field.name)}
          value={when}
          onChange={chooseWhen}
        />
      )}
      <Button
        type="button"
        variant="outline"
        className={`${TARGET} self-start`}
        aria-describedby={kind ? `${idPrefix}-kind-note` : undefined}
        onClick={() => onEdit({ kind: field.retired ? 'restore' : 'retire', field: field.name })}
      >
        {t(field.retired ? 'studio.field.restore' : 'studio.field.retire', { label })}
      </Button>
    </div>
  );
}
