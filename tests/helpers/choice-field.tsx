import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import en from '../../schemas/i18n/en.json';
import { previewForm } from '../../src/forms/preview/preview-form';
import { SchemaForm } from '../../src/forms/schema-form';
import { preloadForm } from '../../src/forms/theme';
import { fieldKind, type FieldSettings, type KindId } from '../../src/shared/field-kinds';
import { sayIn } from '../../src/shared/field-kinds/say-in';

export const LABEL = 'Your trade';

/** Choices as staff saved them: Farming and Finance are the ones a test retires. */
export const CHOICES = [
  { value: 'retail', label: 'Retail' },
  { value: 'services', label: 'Services' },
  { value: 'farming', label: 'Farming' },
  { value: 'finance', label: 'Finance' },
];

/**
 * A form with one field of `kind`, built by the registry as the Studio builds it, holding
 * `answer` if given, rendered once its deferred parts (RJSF's list field) have come, as the app
 * renders a form; `answers()` is every answer the form has reported since.
 */
export async function renderChoiceField(
  kind: KindId,
  settings: FieldSettings,
  { answer, required = false }: { answer?: unknown; required?: boolean } = {},
) {
  const fragment = fieldKind(kind).build(
    { label: LABEL, required, settings: { choices: CHOICES, ...settings } },
    sayIn('en', en),
  );
  const form = previewForm(
    'q',
    { type: 'object', properties: { trade: fragment.schema }, required: required ? ['trade'] : [] },
    { trade: fragment.ui },
  );
  await preloadForm(form.schema, form.uiSchema);
  const onChange = vi.fn();
  render(
    <SchemaForm
      form={form}
      defaultFormData={answer === undefined ? {} : { trade: answer }}
      onChange={onChange}
    />,
  );
  return {
    user: userEvent.setup(),
    answers: () => onChange.mock.calls.map(([data]) => (data as { trade?: unknown }).trade),
  };
}
