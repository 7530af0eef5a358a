import { useState, type ReactNode } from 'react';
import type { FieldKind, FieldSettings } from '@/shared/field-kinds';
import { OTHER_VALUE } from '@/shared/field-kinds/choices';
import type { TextKey } from '@/shared/i18n/format';
import { useT } from '@/i18n/texts-provider';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';

interface KindSettingsProps {
  kind: FieldKind;
  settings: FieldSettings;
  onChange: (settings: FieldSettings) => void;
  /** The choices as staff type them, one a line; committed on leaving the box (see `onChoices`). */
  choicesText?: string;
  onChoices?: (text: string) => void;
  /** Why the choices cannot be saved yet, said under the box. */
  choicesError?: string;
  idPrefix: string;
}

const number = (raw: string) => (raw.trim() === '' ? undefined : Number(raw));

/** A kind's own settings, as the Add field form and a built field's card both show them. */
export function KindSettings({
  kind,
  settings,
  onChange,
  choicesText,
  onChoices,
  choicesError,
  idPrefix,
}: KindSettingsProps) {
  const t = useT();
  const set = (patch: FieldSettings) => onChange({ ...settings, ...patch });
  const numberRow = (key: keyof FieldSettings, label: TextKey, step = 1) => (
    <div key={key} className="flex flex-col gap-1.5">
      <label htmlFor={`${idPrefix}-${key}`} className={LABEL}>
        {t(label)}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step === 1 ? 1 : 'any'}
        className={INPUT}
        value={(settings[key] as number | undefined) ?? ''}
        onChange={(event) => set({ [key]: number(event.target.value) })}
      />
    </div>
  );
  const dateRow = (key: 'earliest' | 'latest', label: TextKey) => (
    <div key={key} className="flex flex-col gap-1.5">
      <label htmlFor={`${idPrefix}-${key}`} className={LABEL}>
        {t(label)}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        type="date"
        className={INPUT}
        value={settings[key] ?? ''}
        onChange={(event) => set({ [key]: event.target.value || undefined })}
      />
    </div>
  );
  const check = (key: 'whole' | 'other' | 'notInFuture', label: TextKey) => (
    <label key={key} className={`${TARGET} flex items-center gap-2 text-sm`}>
      <input
        type="checkbox"
        className="size-5"
        checked={
          key === 'other'
            ? Boolean(settings.other) && !settings.retired?.includes(OTHER_VALUE)
            : Boolean(settings[key] ?? (key === 'whole' ? kind.defaults.whole : false))
        }
        onChange={(event) => set({ [key]: event.target.checked })}
      />
      {t(label)}
    </label>
  );

  /** Two settings side by side from a phone's width up (least and most, earliest and latest). */
  const pair = (key: string, ...rows: ReactNode[]) => (
    <div key={key} className="grid gap-3 sm:grid-cols-2">
      {rows}
    </div>
  );
  const step = settings.whole === false ? 0 : 1;

  const parts = kind.settings.map((setting) => {
    switch (setting) {
      case 'length':
        return pair(
          setting,
          numberRow('minLength', 'studio.kinds.settings.minLength'),
          numberRow('maxLength', 'studio.kinds.settings.maxLength'),
        );
      case 'whole':
        return check('whole', 'studio.kinds.settings.whole');
      case 'range':
        return pair(
          setting,
          numberRow('minimum', 'studio.kinds.settings.minimum', step),
          numberRow('maximum', 'studio.kinds.settings.maximum', step),
        );
      case 'choices':
        return (
          <ChoicesBox
            key={`${setting}:${choicesText ?? ''}`}
            id={`${idPrefix}-choices`}
            text={choicesText ?? ''}
            onCommit={onChoices ?? (() => undefined)}
            error={choicesError}
            retired={(settings.choices ?? []).filter((c) => settings.retired?.includes(c.value))}
          />
        );
      case 'other':
        return check('other', 'studio.kinds.settings.other');
      case 'pickCount':
        return pair(
          setting,
          numberRow('minItems', 'studio.kinds.settings.minItems'),
          numberRow('maxItems', 'studio.kinds.settings.maxItems'),
        );
      case 'dates':
        return (
          <div key={setting} className="flex flex-col gap-3">
            {pair(
              'range',
              dateRow('earliest', 'studio.kinds.settings.earliest'),
              dateRow('latest', 'studio.kinds.settings.latest'),
            )}
            {check('notInFuture', 'studio.kinds.settings.notInFuture')}
          </div>
        );
    }
  });
  return parts.length > 0 ? <div className="flex flex-col gap-3">{parts}</div> : null;
}

/**
 * The Choices box: typed or pasted one a line, read when staff leave it (so a choice being typed
 * is not saved letter by letter). Retired choices are listed below it: old answers still show.
 */
function ChoicesBox({
  id,
  text,
  onCommit,
  retired,
  error,
}: {
  id: string;
  text: string;
  onCommit: (text: string) => void;
  retired: { value: string; label: string }[];
  error?: string;
}) {
  const t = useT();
  // Started afresh (by its key) when the saved choices change.
  const [draft, setDraft] = useState(text);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {t('studio.kinds.settings.choices')}
      </label>
      <textarea
        id={id}
        rows={5}
        className={`${INPUT} py-2`}
        value={draft}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== text && onCommit(draft)}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t('studio.kinds.settings.choicesHint')}
      </p>
      {retired.length > 0 && (
        <p className="text-muted-foreground text-xs">
          {t('studio.kinds.settings.retiredChoices', {
            choices: retired.map((c) => c.label).join(', '),
          })}
        </p>
      )}
    </div>
  );
}
