import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FieldStory } from '@/forms/preview/field-story';

const regions = ['North', 'South', 'East', 'West', 'Central', 'North-East'];

const meta = {
  title: 'Widgets/Searchable select',
  component: FieldStory,
  args: {
    schema: { title: 'Region', type: 'string' },
    ui: {
      'ui:widget': 'searchable-select',
      'ui:placeholder': 'Select region',
      'ui:options': { source: 'regions' },
    },
    required: true,
    formContext: { optionSources: { regions } },
  },
} satisfies Meta<typeof FieldStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'West' } };
export const WithError: Story = { args: { error: 'Please select the Region.' } };
export const ReadOnly: Story = { args: { value: 'West', readonly: true } };
export const Disabled: Story = { args: { value: 'West', disabled: true } };
export const Loading: Story = {
  args: { formContext: { optionSources: {} } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /Region/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Loading…'),
    ).toBeVisible();
  },
};
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /Region/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByPlaceholderText('Search...'), 'zzz');
    await expect(page.getByText('No options found')).toBeVisible();
  },
};
