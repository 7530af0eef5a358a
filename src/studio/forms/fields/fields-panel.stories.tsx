import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applyFieldEdit } from './field-edits';
import { formLayers, readFields } from './field-model';
import { FieldsPanel } from './fields-panel';
import { sampleTexts } from '../studio-samples';
import english from '../../../../schemas/i18n/en.json';
import hindi from '../../../../schemas/i18n/hi.json';
import tamil from '../../../../schemas/i18n/ta.json';

/** The forms with their languages, as a draft holds them: a built field's texts come from these. */
const draftTexts = {
  ...sampleTexts,
  'i18n/en.json': JSON.stringify(english),
  'i18n/hi.json': JSON.stringify(hindi),
  'i18n/ta.json': JSON.stringify(tamil),
};

const parse = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([p, t]) => [p, JSON.parse(t) as object])) as Record<
    string,
    Record<string, unknown>
  >;

/** The fields view over the shipped files, editing a copy of them in memory. */
function FieldsStory({
  form,
  unreadable,
  list,
}: {
  form: string;
  unreadable?: string[];
  list?: string;
}) {
  const [texts, setTexts] = useState(draftTexts);
  const schemaFile = `${form}.schema.json`;
  const uiFile = `${form}.ui.json`;
  const fields = useMemo(
    () => readFields(formLayers(parse(texts), schemaFile, uiFile, { list })),
    [texts, schemaFile, uiFile, list],
  );
  return (
    <FieldsPanel
      fields={fields}
      unreadable={unreadable}
      canAdd={!list && form.includes('business')}
      list={list}
      formsUsing={(file) =>
        file.startsWith('defs/business')
          ? ['Business (add and edit)', 'Wizard: business']
          : ['Business (add and edit)']
      }
      nameOf={(file) =>
        file.startsWith('defs/') ? 'Shared: business fields' : 'Business (add and edit)'
      }
      onEdit={(edit) =>
        setTexts((current) => ({
          ...current,
          ...applyFieldEdit(current, schemaFile, uiFile, edit, { list }),
        }))
      }
    />
  );
}

/** Staff paste or type whole phrases; one keystroke at a time only slows the story down. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Studio/Fields',
  component: FieldsStory,
  args: { form: 'business' },
} satisfies Meta<typeof FieldsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Business: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = () =>
      canvas.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);
    const before = items();
    await userEvent.click(canvas.getByRole('button', { name: `Move ${before[1]} up` }));
    await expect(items()[0]).toBe(before[1]);
  },
};

/** A Yes / No, a follow-up shown on Yes, and a preset, built with no JSON. */
export const AddField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    const form = within(canvas.getByRole('form', { name: 'Add field' }));
    // Refused with a reason, never silently.
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await expect(form.getByText('Give the field a label.')).toBeVisible();
    await expect(form.getByText('Say why the network keeps this answer.')).toBeVisible();

    await fill(form.getByLabelText('Label'), 'Do you export?');
    await fill(form.getByLabelText('Purpose'), 'To find members who export.');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'Yes / No');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    const list = within(canvas.getByRole('list', { name: "Fields, in the form's order" }));
    // The field's row names it; an open field's "Show when" may offer it as an option too.
    await expect(await list.findByText('Do you export?', { selector: 'p' })).toBeVisible();

    await fill(form.getByLabelText('Label'), 'Export markets');
    await fill(form.getByLabelText('Purpose'), 'To introduce exporters to buyers.');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'Several choices');
    await userEvent.click(form.getByRole('checkbox', { name: 'Required' }));
    await userEvent.type(form.getByLabelText('Choices'), 'Europe{Enter}Gulf');
    await userEvent.selectOptions(form.getByLabelText('Show when'), 'Do you export?');
    await userEvent.click(form.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await expect(await canvas.findByText(/shown when Do you export\? is Yes/)).toBeVisible();
  },
};

/** A built field's settings: its kind stays, its choices are edited one a line, and it retires. */
export const BuiltFieldSettings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    const form = within(canvas.getByRole('form', { name: 'Add field' }));
    await fill(form.getByLabelText('Label'), 'Sector');
    await fill(form.getByLabelText('Purpose'), 'To group businesses by sector.');
    await userEvent.selectOptions(form.getByLabelText('Kind'), 'One choice');
    await userEvent.type(form.getByLabelText('Choices'), 'Retail{Enter}Services');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await userEvent.click(await canvas.findByText('Edit Sector'));
    await expect(canvas.getByText('Kind: One choice')).toBeVisible();
    const choices = canvas.getByLabelText('Choices', { selector: '#field-sector-choices' });
    await userEvent.clear(choices);
    await userEvent.type(choices, 'Retail');
    await userEvent.tab();
    await expect(await canvas.findByText('No longer offered: Services')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retire Sector' }));
    await expect(await canvas.findByText(/retired: no longer asked, answers kept/)).toBeVisible();
  },
};

/** The fields of each business address, edited like the form's own. */
export const AddressItems: Story = {
  args: { list: 'businessAddress' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('City')).toBeVisible();
  },
};

export const Profile: Story = { args: { form: 'profile' } };

export const BrokenJson: Story = { args: { unreadable: ['business.ui.json'] } };

/** No free regular expressions: a field's pattern shows read-only, a field without one has none. */
export const PatternsReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Edit Other Business Category'));
    const pattern = canvasElement.querySelector('#field-otherBusinessCategory-pattern');
    await expect(pattern).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByText('Edit Business Name'));
    await expect(canvasElement.querySelector('#field-businessName-pattern')).toBeNull();
    await expect(canvasElement.querySelector('#field-businessName-maxLength')).not.toBeNull();
  },
};
