import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applyFieldEdit } from './field-edits';
import { formLayers, readFields } from './field-model';
import { FieldsPanel } from './fields-panel';
import { sampleTexts } from '../studio-samples';

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
  const [texts, setTexts] = useState(sampleTexts);
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

export const AddField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Add optional text field' }));
    await userEvent.type(form.getByLabelText('Name (in the data)'), 'website');
    await userEvent.type(form.getByLabelText('Label'), 'Website');
    await userEvent.click(form.getByRole('button', { name: 'Add field' }));
    await expect(await canvas.findByText('Website')).toBeVisible();
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
