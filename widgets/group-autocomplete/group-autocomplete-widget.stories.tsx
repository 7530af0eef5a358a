import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';

const groups = [
  { groupNumber: '101', groupName: 'Pune Central', region: 'West' },
  { groupNumber: '102', groupName: 'Pune East', region: 'West' },
  { groupNumber: '201', groupName: 'Chennai Marina', region: 'South' },
];
const searchGroups = async (name: string) =>
  groups.filter((g) => g.groupName.toLowerCase().includes(name.toLowerCase()));

const meta = {
  title: 'Widgets/Group autocomplete',
  component: FieldStory,
  args: {
    schema: { title: 'Group Name', type: 'string' },
    ui: { 'ui:widget': 'group-autocomplete', 'ui:placeholder': "Start typing your group's name" },
    required: true,
    formContext: { searchGroups },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Pune Central' } };
export const WithError: Story = { args: { error: 'Group name is required.' } };
export const ReadOnly: Story = { args: { value: 'Pune Central', readonly: true } };
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Group Name/ }), 'pune');
    await expect(await canvas.findByRole('option', { name: /Pune East/ })).toBeVisible();
  },
};
export const Loading: Story = {
  args: { formContext: { searchGroups: () => new Promise(() => {}) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Group Name/ }), 'pune');
    await expect(await canvas.findByText('Searching…')).toBeVisible();
  },
};
