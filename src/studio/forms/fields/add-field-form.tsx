import { useState, type FormEvent } from 'react';
import { Button } from '@/fast/button';
import type { FieldEdit } from './field-edits';
import { INPUT, LABEL, TARGET } from '../../shell/studio-classes';
import { useT } from '@/i18n/texts-provider';

/** A field name as the forms write them (camelCase), and the server's cap on any text it takes. */
const NAME = /^[a-z][a-zA-Z0-9]{0,49}$/;
const MAX_TEXT = 2000;

/** "Add optional text field": name, label, a maximum length and its message. */
export function AddFieldForm({
  taken,
  onAdd,
}: {
  taken: string[];
  onAdd: (edit: Extract<FieldEdit, { kind: 'add' }>) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [maxLength, setMaxLength] = useState('200');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);

  const length = Number(maxLength);
  const errors = {
    name: !NAME.test(name)
      ? t('studio.addField.badName')
      : taken.includes(name)
        ? t('studio.addField.nameTaken')
        : undefined,
    title: title.trim() === '' ? t('studio.addField.noLabel') : undefined,
    maxLength:
      !Number.isInteger(length) || length < 1 || length > MAX_TEXT
        ? t('studio.addField.badMaxLength', { max: MAX_TEXT })
        : undefined,
  };
  const invalid = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    onAdd({ kind: 'add', field: name, title: title.trim(), maxLength: length, message });
    setName('');
    setTitle('');
    setMessage('');
    setTried(false);
  };

  const row = (
    id: keyof typeof errors | 'message',
    label: string,
    value: string,
    set: (value: string) => void,
    type = 'text',
  ) => {
    const error = tried && id !== 'message' ? errors[id] : undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`add-field-${id}`} className={LABEL}>
          {label}
        </label>
        <input
          id={`add-field-${id}`}
          type={type}
          className={INPUT}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `add-field-${id}-error` : undefined}
        />
        {error && (
          <p id={`add-field-${id}-error`} className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    );
  };

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
      {row('name', t('studio.addField.name'), name, setName)}
      {row('title', t('studio.field.label'), title, setTitle)}
      {row('maxLength', t('studio.field.maxLength'), maxLength, setMaxLength, 'number')}
      {row('message', t('studio.addField.message'), message, setMessage)}
      <Button type="submit" className={`${TARGET} self-start`}>
        {t('studio.addField.submit')}
      </Button>
    </form>
  );
}
