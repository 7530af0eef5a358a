import { useState, type FormEvent } from 'react';
import { Button } from '@/fast/button';
import type { FieldEdit } from './field-edits';
import { INPUT, LABEL, TARGET } from './studio-classes';

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
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [maxLength, setMaxLength] = useState('200');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);

  const length = Number(maxLength);
  const errors = {
    name: !NAME.test(name)
      ? 'Use letters and digits, starting with a small letter (for example: website).'
      : taken.includes(name)
        ? 'This form already has a field with this name.'
        : undefined,
    title: title.trim() === '' ? 'Give the field a label.' : undefined,
    maxLength:
      !Number.isInteger(length) || length < 1 || length > MAX_TEXT
        ? `A whole number from 1 to ${MAX_TEXT}.`
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
        Add optional text field
      </h3>
      {row('name', 'Name (in the data)', name, setName)}
      {row('title', 'Label', title, setTitle)}
      {row('maxLength', 'Maximum length', maxLength, setMaxLength, 'number')}
      {row('message', 'Message when too long', message, setMessage)}
      <Button type="submit" className={`${TARGET} self-start`}>
        Add field
      </Button>
    </form>
  );
}
